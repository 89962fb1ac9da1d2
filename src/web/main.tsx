import "./index.css";
import { type ComponentType, lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { ToastHost } from "./components/ui/toast-host";
import { ThemeProvider } from "./lib/theme";

/**
 * The landing page is most visitors' first load, so it is rendered without the router, which
 * loads with any other page (docs/decisions/0002-landing-bundle.md).
 */
const Entry: ComponentType =
  window.location.pathname === "/"
    ? lazy(async () => ({ default: (await import("./features/landing/landing-page")).LandingPage }))
    : lazy(async () => ({ default: (await import("./router")).AppRoutes }));

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ThemeProvider>
      <Suspense fallback={null}>
        <Entry />
      </Suspense>
      <ToastHost />
    </ThemeProvider>
  </StrictMode>,
);
