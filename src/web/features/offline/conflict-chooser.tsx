import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { Quote, QuoteInput } from "../../../shared/schemas/quotes";
import { Button } from "../../components/ui/button";
import { DialogFooter } from "../../components/ui/dialog";
import { paths } from "../../config/paths";
import { type OfflineConflict, resolveConflict } from "../../lib/offline-conflicts";
import { removeOffline } from "../../lib/offline-store";
import { isVersionConflict } from "../../lib/version-conflict";
import {
  optimisticQuote,
  quoteQueryOptions,
  reviseLabel,
  useCopyQuote,
  useUpdateQuote,
} from "../quotes";
import { ChoiceDialog } from "./choice-dialog";
import { alreadySaved, type DiffRow, diffQuotes } from "./conflict-diff";
import { RefusedNewQuote } from "./refused-new-quote";
import { RefusedPhoto } from "./refused-photo";

function DiffTable({ caption, rows }: { caption: string; rows: DiffRow[] }) {
  if (rows.length === 0) return null;
  return (
    <table className="w-full table-fixed border-collapse text-xs sm:text-sm">
      <caption className="pb-1 text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <th scope="col" className="w-1/3 py-1 pr-2 font-medium sm:w-1/4">
            <span className="sr-only">What</span>
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            Theirs (now)
          </th>
          <th scope="col" className="py-1 font-medium">
            Mine (this device)
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b align-top last:border-0">
            <th scope="row" className="py-1 pr-2 text-left font-medium break-words">
              {row.label}
            </th>
            <td className="py-1 pr-2 break-words tabular-nums">{row.theirs}</td>
            <td className="py-1 break-words tabular-nums">{row.mine}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A refused change to the user: a new draft refused, or a change to a quote the server holds. */
export function ConflictChooser({ conflict }: { conflict: OfflineConflict }) {
  return conflict.created ? (
    <RefusedNewQuote conflict={conflict} />
  ) : (
    <ChangeChooser conflict={conflict} />
  );
}

/**
 * A change made offline met someone else's change to the same draft (409 version_conflict when it
 * was sent). Both versions side by side; Keep mine sends my change on top of theirs, Keep theirs
 * drops mine. Nothing is overwritten until the user chooses. A change refused for another reason
 * (the quote was sent meanwhile) shows the server's words and what I changed, to dismiss.
 */
function ChangeChooser({ conflict }: { conflict: OfflineConflict }) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...quoteQueryOptions(conflict.id), staleTime: 0 });
  // Theirs is the quote as read since my change was refused. Until then the cache holds mine, as
  // the screens showed it while it waited: taken for theirs, it would look already saved and my
  // change would be dropped unseen.
  const theirs = query.dataUpdatedAt >= Date.parse(conflict.at) ? query.data : undefined;
  const update = useUpdateQuote();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mine = theirs
    ? optimisticQuote(conflict.mine as Partial<QuoteInput>, theirs, new Date(), conflict.id)
    : undefined;
  const diff = theirs && mine ? diffQuotes(theirs, mine) : undefined;
  // Totals alone are not a change to show (a refused photo changes no field or line).
  const changesShown = Boolean(diff && diff.fields.length + diff.lines.length > 0);
  const { refusal } = conflict;
  const refusedWhat = conflict.photo
    ? "The photo was not added. It is still on this device: save it before you dismiss it."
    : changesShown
      ? "What you changed on this device is below; it was not saved."
      : "It was not saved.";
  const saved = Boolean(!refusal && theirs && mine && alreadySaved(theirs, conflict.mine, mine));
  // My change met itself (its answer was not yet stored when the page closed): nothing to choose.
  useEffect(() => {
    if (saved) resolveConflict(conflict.changeId);
  }, [saved, conflict.changeId]);

  // Refused because the quote was sent meanwhile: my change goes into its next revision.
  const copy = useCopyQuote();
  const navigate = useNavigate();
  const canRevise = Boolean(
    refusal && theirs && theirs.status !== "draft" && Object.keys(conflict.mine).length > 0,
  );
  /** Sends my change on top of `onto` (their version, or its new revision); says why not. */
  const sendMine = async (onto: () => Promise<Quote>, then = (_saved: Quote) => {}) => {
    setBusy(true);
    setError(null);
    try {
      const base = await onto();
      const saved = await update.mutateAsync({
        id: base.id,
        input: { ...(conflict.mine as Partial<QuoteInput>), version: base.version },
      });
      resolveConflict(conflict.changeId);
      then(saved);
    } catch (e) {
      // Changed again meanwhile: show the newest version and ask again.
      if (isVersionConflict(e)) await query.refetch();
      setError(e instanceof Error ? e.message : "Not saved. Please try again.");
    } finally {
      setBusy(false);
    }
  };
  const keepMine = () => theirs && sendMine(async () => theirs);
  const reviseWithMine = () =>
    theirs &&
    sendMine(
      () => copy.mutateAsync({ id: theirs.id, kind: "revise" }),
      (revised) => navigate(paths.quote(revised.id)),
    );
  const keepTheirs = () => {
    if (theirs) queryClient.setQueryData(quoteQueryOptions(conflict.id).queryKey, theirs);
    resolveConflict(conflict.changeId);
    // Offered to be saved above: dismissed, it goes from the device.
    if (conflict.photo) void removeOffline(conflict.photo.key);
  };

  // Nothing is shown until their version is in: it may turn out to be mine.
  if (saved || (!theirs && !query.isError)) return null;
  return (
    <ChoiceDialog
      title={refusal ? "A change could not be sent" : "This quote was changed elsewhere"}
      description={`${theirs ? `${theirs.reference} ${theirs.name}: ` : ""}${
        refusal
          ? `${refusal} ${refusedWhat}`
          : "while you were offline someone saved another version. Choose which to keep; nothing is overwritten until you do."
      }`}
    >
      {conflict.photo ? <RefusedPhoto photo={conflict.photo} /> : null}
      {diff ? (
        <div className="grid gap-4">
          <DiffTable caption="Details" rows={diff.fields} />
          <DiffTable caption="Materials" rows={diff.lines} />
          <DiffTable caption="Totals" rows={diff.totals} />
        </div>
      ) : refusal ? null : (
        <p role="status" className="text-sm text-muted-foreground">
          {query.isError
            ? "The latest version could not be loaded."
            : "Loading the latest version..."}
        </p>
      )}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        {refusal ? (
          <>
            <Button
              variant={canRevise ? "outline" : "default"}
              onClick={keepTheirs}
              disabled={busy}
            >
              {conflict.photo ? "Dismiss the photo" : "Dismiss my change"}
            </Button>
            {canRevise && theirs ? (
              <Button onClick={reviseWithMine} disabled={busy}>
                {busy ? "Saving..." : `${reviseLabel(theirs)} with my change`}
              </Button>
            ) : null}
          </>
        ) : (
          <>
            <Button variant="outline" onClick={keepTheirs} disabled={busy}>
              Keep theirs
            </Button>
            <Button onClick={keepMine} disabled={busy || !theirs}>
              {busy ? "Saving..." : "Keep mine"}
            </Button>
          </>
        )}
      </DialogFooter>
    </ChoiceDialog>
  );
}
