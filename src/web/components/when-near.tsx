import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * Draws `children` once their place comes near the screen: for a heavy part at the foot of a page
 * (the dashboard's charts), whose code then loads when someone scrolls towards it rather than
 * while the page's first screen is still busy. Without IntersectionObserver it draws at once.
 */
export function WhenNear({ children, label }: { children: ReactNode; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");

  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);

  if (near) return children;
  // A line's height, so the observer has something to see; named for whoever reaches it.
  return <div ref={ref} role="status" aria-label={label} className="min-h-6" />;
}
