import { Dialog as DialogPrimitive } from "radix-ui";
import { type ReactNode, useCallback } from "react";
import { paths } from "../../config/paths";
import { SheetContent } from "../ui/dialog";
import { useWhenAsked } from "../unsaved-changes";
import { Brand } from "./brand";
import { NavLinks } from "./nav-links";

/** The slide-out menu below 768 px; its own chunk, loaded after the page is drawn. */
export function MobileNav({
  open,
  onOpenChange,
  isAdmin,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isAdmin: boolean;
  children: ReactNode;
}) {
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  // A link held by unsaved work: the question is asked over the form, not over the menu.
  useWhenAsked(close);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>{children}</DialogPrimitive.Trigger>
      <SheetContent title="Menu">
        <div className="flex h-16 items-center border-b px-6">
          <Brand to={paths.dashboard} />
        </div>
        <div className="flex-1 overflow-y-auto p-4">
          <NavLinks isAdmin={isAdmin} onNavigate={close} />
        </div>
      </SheetContent>
    </DialogPrimitive.Root>
  );
}
