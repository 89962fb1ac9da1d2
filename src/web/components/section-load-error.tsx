import { ApiError } from "../lib/api";
import { Button } from "./ui/button";

/**
 * A section of a page whose figures failed to load: what went wrong and, unless the server
 * refused what was asked (a 4xx, such as dates the wrong way round), Try again. Too many
 * requests (429) is worth trying again once its wait is over.
 */
export function SectionLoadError({
  title,
  error,
  onRetry,
  retrying = false,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const refused = error instanceof ApiError && error.status < 500 && error.status !== 429;
  return (
    <div
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive"
    >
      <p className="font-medium">{title}</p>
      <p className="mt-1">{error.message}</p>
      {refused ? null : (
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry} disabled={retrying}>
          Try again
        </Button>
      )}
    </div>
  );
}
