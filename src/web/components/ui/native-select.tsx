import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** The classes of a native select, for the selects that are not a NativeSelect. */
export const selectClass =
  "flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm";

/** A styled native select: accessible, works on phones, no portal. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(selectClass, className)} {...props} />;
}
