import { RefreshCw } from "lucide-react";
import { useEffect, useRef } from "react";
import { dismissToasts } from "../lib/toast";
import { Button } from "./ui/button";

/**
 * "This quote was changed somewhere else. Reload to see the latest version." beside the save
 * button, with the Reload action that fetches the latest version and resets the form to it.
 */
export function VersionConflictAlert({
  message,
  onReload,
  reloading = false,
}: {
  message: string;
  onReload: () => void;
  reloading?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Shown after a save: bring it into view where the form scrolls (a dialog on a phone), and
  // clear the toasts of what was done before it ("Added ... to materials list"), which on a
  // phone would lie over it for their five seconds.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: "nearest" });
    dismissToasts();
  }, []);
  return (
    <div
      ref={ref}
      role="alert"
      className="grid gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
    >
      <p className="font-medium">{message}</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start text-foreground"
        onClick={onReload}
        disabled={reloading}
      >
        <RefreshCw aria-hidden="true" /> {reloading ? "Reloading..." : "Reload"}
      </Button>
    </div>
  );
}
