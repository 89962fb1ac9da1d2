import { History } from "lucide-react";
import { Button } from "../../../components/ui/button";
import type { KeptDraft } from "./kept-draft";

const keptAt = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

/** Work the builder kept on this device, unsaved, offered back (./kept-draft.ts). */
export function KeptDraftOffer({
  kept,
  editing,
  onRestore,
  onDiscard,
}: {
  kept: KeptDraft;
  editing: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const lines = kept.materials.length;
  // "Unsaved changes ... were kept"; "An unsaved quote ... was kept".
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="flex items-start gap-3 text-sm">
        <History className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {editing ? "Unsaved changes to this quote" : "An unsaved quote"}
          {kept.values.name && !editing ? ` (${kept.values.name})` : ""} from{" "}
          {keptAt.format(new Date(kept.keptAt))}
          {lines > 0 ? `, with ${lines} material ${lines === 1 ? "line" : "lines"},` : ""}{" "}
          {editing ? "were" : "was"} kept on this device.
        </span>
      </p>
      <div className="flex shrink-0 gap-2">
        <Button type="button" className="h-11 md:h-10" onClick={onRestore}>
          Restore
        </Button>
        <Button type="button" variant="outline" className="h-11 md:h-10" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  );
}
