import { useState } from "react";
import { initialsOf, useMe } from "../../features/auth/api/session";
import { pendingMenuTrigger, useDeferredImport } from "../../lib/deferred";

const loadMenu = () => import("./user-menu-dropdown");

const triggerClass =
  "flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 cursor-pointer";

/** The initials button; the Radix menu behind it loads after the page is drawn (lib/deferred.ts). */
export function UserMenu() {
  const { data: me } = useMe();
  const [open, setOpen] = useState(false);
  const menu = useDeferredImport(loadMenu, open);
  const initials = initialsOf(me?.user.isAnonymous ? undefined : me?.user.email);
  if (!menu) {
    return (
      <button
        className={triggerClass}
        aria-label="User menu"
        {...pendingMenuTrigger(() => setOpen(true))}
      >
        {initials}
      </button>
    );
  }
  return (
    <menu.UserMenuDropdown open={open} onOpenChange={setOpen}>
      <button type="button" className={triggerClass} aria-label="User menu">
        {initials}
      </button>
    </menu.UserMenuDropdown>
  );
}
