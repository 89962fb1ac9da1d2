import { type ComponentType, useEffect, useState, useSyncExternalStore } from "react";
import { useTheme } from "../../lib/theme";
import { onToasterReady, type SonnerModule, toasterMounted } from "../../lib/toast";

/**
 * Mounts sonner's Toaster the first time a toast is wanted, so the landing page's first load
 * carries no toast code. SPEC §2 and §9: 5 s, close button, swipe to dismiss; issue 20: at most
 * three at once (a repeated message replaces its earlier toast: lib/toast.ts).
 */
export function ToastHost() {
  const { theme } = useTheme();
  const phone = useSyncExternalStore(onPhoneChange, isPhone, () => false);
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
      // On a phone the bottom holds the sticky action bar and a dialog's buttons: toasts drop from
      // the top, over the header, as a phone's own notifications do.
      position={phone ? "top-center" : "bottom-right"}
      mobileOffset={{ top: "calc(0.5rem + env(safe-area-inset-top))" }}
      swipeDirections={["right", "left"]}
    />
  );
}

/** Sonner's own phone breakpoint (600 px), where its toasts take the screen's width. */
const PHONE = "(max-width: 600px)";
const isPhone = () => window.matchMedia(PHONE).matches;
function onPhoneChange(changed: () => void) {
  const media = window.matchMedia(PHONE);
  media.addEventListener("change", changed);
  return () => media.removeEventListener("change", changed);
}
