import { Home, Menu } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { Link, Outlet, useLocation, useNavigationType } from "react-router";
import { paths } from "../../config/paths";
import { DemoBanner } from "../../features/auth";
import { useMe } from "../../features/auth/api/session";
import { OfflineBanner } from "../../features/offline";
import { pendingDialogTrigger, useDeferredImport } from "../../lib/deferred";
import { Button } from "../ui/button";
import { PageSpinner } from "../ui/spinner";
import { UnsavedChangesGuard } from "../unsaved-changes";
import { Brand } from "./brand";
import { NavLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";
import { UserMenu } from "./user-menu";

const loadMobileNav = () => import("./mobile-nav");

/**
 * A new page opens at its top. The browser keeps the window's scroll across client-side
 * navigation, so a quote created from the bottom of the builder opened its page ~1,800 px down on
 * a phone. Back and forward (POP) are left to the browser, which restores where the user was.
 */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the point is to run on each new path.
  useEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** SPEC §2 "Layout and navigation": a 280 px sidebar on desktop, a top bar with a slide-out menu below 768 px. */
export function DashboardLayout() {
  const { data: me } = useMe();
  const isAdmin = me?.user.isAdmin ?? false;
  const [menuOpen, setMenuOpen] = useState(false);
  // The sheet (Radix Dialog) loads after the page is drawn, or when the button is pressed.
  const mobileNav = useDeferredImport(loadMobileNav, menuOpen);
  useScrollToTopOnNavigate();
  const menuButton = (
    <Button
      variant="ghost"
      size="icon"
      className="md:hidden"
      aria-label="Open menu"
      {...(mobileNav ? {} : pendingDialogTrigger(() => setMenuOpen(true)))}
    >
      <Menu />
    </Button>
  );

  return (
    <div className="min-h-dvh bg-muted/40">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-[280px] flex-col border-r bg-background md:flex">
        <div className="flex h-16 items-center border-b px-6">
          <Brand to={paths.dashboard} />
        </div>
        <div className="flex-1 overflow-y-auto p-4">
          <NavLinks isAdmin={isAdmin} />
        </div>
        <div className="border-t p-4 text-xs text-muted-foreground">
          {me?.business.name ?? "Your Business"}
        </div>
      </aside>

      <div className="md:pl-[280px]">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur md:px-8">
          {mobileNav ? (
            <mobileNav.MobileNav open={menuOpen} onOpenChange={setMenuOpen} isAdmin={isAdmin}>
              {menuButton}
            </mobileNav.MobileNav>
          ) : (
            menuButton
          )}
          <Brand to={paths.dashboard} className="text-xl md:hidden" />
          <div className="ml-auto flex items-center gap-1">
            <Button variant="ghost" size="sm" asChild className="hidden md:inline-flex">
              <Link to={paths.home}>
                <Home /> Home
              </Link>
            </Button>
            <ThemeToggle />
            <UserMenu />
          </div>
        </header>
        <DemoBanner />
        <OfflineBanner />
        {/* Room at the foot on a phone for a screen's sticky action bar (./action-bar.tsx). */}
        <main
          id="main"
          className="mx-auto w-full max-w-7xl p-4 pb-[calc(6rem+env(safe-area-inset-bottom))] md:p-8"
        >
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        <UnsavedChangesGuard />
      </div>
    </div>
  );
}
