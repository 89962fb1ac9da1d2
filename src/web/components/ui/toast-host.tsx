import { type ComponentType, useEffect, useState } from "react";
import { useTheme } from "../../lib/theme";
import { onToasterReady, type SonnerModule, toasterMounted } from "../../lib/toast";

/**
 * Mounts sonner's Toaster the first time a toast is wanted, so the landing page's first load
 * carries no toast code. SPEC §2 and §9: 5 s, close button, swipe to dismiss; issue 20: at most
 * three at once (a repeated message replaces its earlier toast: lib/toast.ts).
 */
export function ToastHost() {
  const { theme } = useTheme();
  const [Toaster, setToaster] = useState<ComponentType<Record<string, unknown>> | null>(null);

  useEffect(
    () =>
      onToasterReady((sonner: SonnerModule) =>
        setToaster(() => sonner.Toaster as ComponentType<Record<string, unknown>>),
      ),
    [],
  );
  useEffect(() => {
    if (Toaster) toasterMounted();
  }, [Toaster]);

  if (!Toaster) return null;
  return (
    <Toaster
      theme={theme}
      visibleToasts={3}
      duration={5000}
      closeButton
      richColors
      position="bottom-right"
      // Above a phone's sticky action bar (components/layout/action-bar.tsx).
      mobileOffset={{ bottom: "calc(5rem + env(safe-area-inset-bottom))" }}
      swipeDirections={["right", "left"]}
    />
  );
}
