import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/**
 * A screen's primary action on a phone, fixed at the bottom where the thumb is (issue 20), above
 * the home indicator (safe-area inset). The layout's <main> keeps room below the content for it,
 * so it never covers the last thing on the page. From md up it is not drawn: `inline` keeps the
 * same children in the page's flow there instead (a page header's actions), else they are hidden
 * and the page shows its own buttons.
 */
export function ActionBar({
  children,
  inline = false,
  className,
}: {
  children: ReactNode;
  inline?: boolean;
  className?: string;
}) {
  return (
    <div
      data-testid="action-bar"
      className={cn(
        "fixed inset-x-0 bottom-0 z-20 flex items-center gap-2 border-t bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur print:hidden [&>*]:min-h-11 [&>*]:flex-1",
        inline
          ? "md:static md:z-auto md:flex-wrap md:border-0 md:bg-transparent md:p-0 md:shadow-none md:backdrop-blur-none md:[&>*]:min-h-0 md:[&>*]:flex-none"
          : "md:hidden",
        className,
      )}
    >
      {children}
    </div>
  );
}
