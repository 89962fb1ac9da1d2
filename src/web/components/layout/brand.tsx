import { Link } from "react-router";
import { paths } from "../../config/paths";
import { cn } from "../../lib/cn";

/** The brand: a short name followed by a dot. */
export function Brand({ className, to = paths.home }: { className?: string; to?: string }) {
  return (
    <Link
      to={to}
      className={cn("inline-flex items-baseline text-2xl font-extrabold tracking-tight", className)}
      aria-label="Sole home"
    >
      Sole<span className="text-brand">.</span>
    </Link>
  );
}
