import "./index.css";
import { type ComponentType, lazy, StrictMode, Suspense, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { ToastHost } from "./components/ui/toast-host";
import { fetchEarly } from "./lib/early-fetch";
import { ThemeProvider } from "./lib/theme";

/**
 * The landing page is most visitors' first load, so it is rendered without the router, which
 * loads with any other page (docs/decisions/0002-landing-bundle.md).
 */
const Entry: ComponentType =
  window.location.pathname === "/"
    ? lazy(async () => ({ default: (await import("./features/landing/landing-page")).LandingPage }))
    : lazy(async () => {
        const waitsForSession = preloadSession();
        const quoteId = preloadQuote();
        preloadFirstPage();
        const { AppRoutes, firstPageLoaded, primeQuery, primeSession } = await import("./router");
        // The builder's first paint is then its form (the job description is the page's largest
        // text), not "Loading quote..." and the form a frame later; its editors still draw after it.
        const quote =
          quoteId &&
          import("./features/quotes/builder/first-quote").then(({ builderQuoteOptions }) =>
            primeQuery(builderQuoteOptions(quoteId)),
          );
        if (waitsForSession) await Promise.all([primeSession(), firstPageLoaded, quote]);
        return { default: AppRoutes };
      });

/**
 * The login page and every page behind RequireAuth wait for GET /api/me (useMe) before they draw:
 * ask for it while the router's chunks download; the app's first fetch of /api/me (same URL,
 * same-origin credentials) takes this response, before the first render (primeSession), so the
 * page draws once rather than a spinner first. Only on those paths: a preloaded response that
 * no first render takes would answer a later fetch (after signing in) with a stale session.
 */
function preloadSession() {
  if (!/^\/(dashboard|admin|auth|login)(\/|$)/.test(window.location.pathname)) return false;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "fetch";
  link.crossOrigin = "anonymous";
  link.href = "/api/me";
  document.head.append(link);
  return true;
}

/**
 * The quote builder draws its form once the quote it edits has arrived: ask for it while the
 * chunks download (lib/early-fetch.ts), as for the session. The server's HTML has already asked
 * for both (http/static.ts); these requests take those answers, and ask themselves when the page
 * came from the offline cache.
 */
function preloadQuote(): string | undefined {
  const edit = /^\/dashboard\/quotes\/([^/]+)\/edit\/?$/.exec(window.location.pathname);
  if (!edit?.[1]) return undefined;
  try {
    const id = decodeURIComponent(edit[1]);
    // The path the builder's GET asks for (features/quotes/api/get-quote.ts).
    fetchEarly(`/api/quotes/${encodeURIComponent(id)}`);
    return id;
  } catch {
    // A malformed id: the builder's own request says the quote was not found.
    return undefined;
  }
}

/**
 * The login page and the dashboard's layout and page are lazy chunks of the router (neither needs
 * the other's code): fetch the first page's with the router's chunks rather than after them.
 */
function preloadFirstPage() {
  const path = window.location.pathname;
  if (/^\/(auth|login)\/?$/.test(path)) void import("./features/auth/login-page");
  if (!/^\/(dashboard|admin)(\/|$)/.test(path)) return;
  void import("./components/layout/dashboard-layout");
  if (/^\/dashboard\/?$/.test(path)) void import("./features/dashboard/dashboard-page");
  if (/^\/dashboard\/(quotes\/new|quotes\/[^/]+\/edit|manual-quote)\/?$/.test(path)) {
    void import("./features/quotes/quote-builder-page");
  }
}

/**
 * The service worker (/sw.js, vite.config.ts) keeps the app's shell for use with no signal
 * (docs/decisions/0021-offline.md). Production builds only (the dev server serves modules, not a
 * shell), on the app's pages (the landing page's visitors need not download the app), once the
 * page has loaded so its precache does not compete with the first paint.
 */
if (import.meta.env.PROD && "serviceWorker" in navigator && window.location.pathname !== "/") {
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // No worker (private mode, an old browser): the app works online as before.
    });
  });
}

/**
 * The web app manifest's link, which vite.config.ts leaves out of index.html: added once the first
 * page has been drawn, so the browser's install check (the manifest, then an icon) does not take a
 * slow connection's requests from that page's scripts.
 */
function ManifestLink() {
  useEffect(() => {
    if (!import.meta.env.PROD || document.querySelector('link[rel="manifest"]')) return;
    const link = document.createElement("link");
    link.rel = "manifest";
    link.href = "/manifest.webmanifest";
    document.head.append(link);
  }, []);
  return null;
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ThemeProvider>
      <Suspense fallback={null}>
        <Entry />
        <ManifestLink />
      </Suspense>
      <ToastHost />
    </ThemeProvider>
  </StrictMode>,
);
