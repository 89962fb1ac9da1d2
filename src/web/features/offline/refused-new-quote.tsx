import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { QuoteInput } from "../../../shared/schemas/quotes";
import { Button } from "../../components/ui/button";
import { DialogFooter } from "../../components/ui/dialog";
import { paths } from "../../config/paths";
import { ApiError } from "../../lib/api";
import { type OfflineConflict, resolveConflict } from "../../lib/offline-conflicts";
import { customerOptions } from "../customers";
import { builderDraft, optimisticQuote } from "../quotes";
import { ChoiceDialog } from "./choice-dialog";
import { describeQuote } from "./conflict-diff";

/** The server's words as a sentence of their own. */
const sentence = (words = "") => (/[.!?]$/.test(words) || !words ? words : `${words}.`);

/**
 * A new draft made with no signal that the server refused when it was sent (its customer deleted
 * meanwhile, a limit reached): none of it was kept, so what I wrote is shown, to open again in
 * the builder, where what stopped it can be put right, or to dismiss.
 */
export function RefusedNewQuote({ conflict }: { conflict: OfflineConflict }) {
  const navigate = useNavigate();
  const draft = optimisticQuote(
    conflict.mine as Partial<QuoteInput>,
    undefined,
    new Date(conflict.at),
    conflict.id,
  );
  const customerId = draft.customerId ?? "";
  const customer = useQuery({ ...customerOptions(customerId), enabled: customerId !== "" });
  // A customer deleted meanwhile is not carried over: the builder would be refused again.
  const customerGone = customer.error instanceof ApiError && customer.error.status === 404;
  const looking = customerId !== "" && customer.isPending;
  const kept = {
    ...draft,
    customerId: customerGone ? null : draft.customerId,
    customerName: customer.data?.displayName ?? "",
  };
  const customerText = customerGone ? "No longer on record" : looking ? "Loading..." : "";
  const openInBuilder = () => {
    resolveConflict(conflict.changeId);
    navigate(paths.newQuote, builderDraft(kept));
  };
  return (
    <ChoiceDialog
      title="A new quote could not be saved"
      description={`“${draft.name}”, made on this device, was not saved. ${sentence(conflict.refusal)} Open it in the builder to put that right and create it, or dismiss it.`}
    >
      <table className="w-full table-fixed border-collapse text-xs sm:text-sm">
        <caption className="sr-only">What the new quote held</caption>
        <tbody>
          {describeQuote({ ...kept, customerName: kept.customerName || customerText }).map(
            (row, i) => (
              <tr key={`${i}-${row.label}`} className="border-b align-top last:border-0">
                <th scope="row" className="w-1/3 py-1 pr-2 text-left font-medium break-words">
                  {row.label}
                </th>
                <td className="py-1 break-words tabular-nums">{row.value}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
      <DialogFooter>
        <Button variant="outline" onClick={() => resolveConflict(conflict.changeId)}>
          Dismiss my quote
        </Button>
        <Button onClick={openInBuilder} disabled={looking}>
          Open in the builder
        </Button>
      </DialogFooter>
    </ChoiceDialog>
  );
}
