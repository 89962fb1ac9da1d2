import { Tooltip as TooltipPrimitive } from "radix-ui";
import type { ReactNode } from "react";

/**
 * SPEC §9: tooltips open after 700 ms. Each Tooltip brings its provider, so the dashboard layout
 * does not load Radix Tooltip for pages that have none.
 */
export const TooltipProvider = ({ children }: { children: ReactNode }) => (
  <TooltipPrimitive.Provider delayDuration={700}>{children}</TooltipPrimitive.Provider>
);

export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={4}
            className="z-50 rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow"
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipProvider>
  );
}
