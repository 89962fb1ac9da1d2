import type { ReactNode } from "react";
import { Button } from "./ui/button";

/**
 * A detail page whose data failed to load for a reason other than "not found": what went wrong,
 * Try again, and the page's own way back.
 */
export function PageLoadError({
  error,
  onRetry,
  back,
}: {
  error: Error;
  onRetry: () => void;
  back: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <p role="alert" className="text-destructive">
        {error.message}
      </p>
      <div className="flex gap-2">
        <Button onClick={onRetry}>Try again</Button>
        {back}
      </div>
    </div>
  );
}
