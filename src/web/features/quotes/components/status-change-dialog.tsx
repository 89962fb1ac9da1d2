import { Send } from "lucide-react";
import type { QuoteSummary } from "../../../../shared/schemas/quote-list";
import { type QuoteStatus, quoteStatusLabels } from "../../../../shared/schemas/quotes";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { clientName } from "./quote-card";

export interface StatusChange {
  quote: QuoteSummary;
  to: QuoteStatus;
}

/** SPEC §4 "Quote status": the question asked before a quote moves to another status. */
function question({ quote, to }: StatusChange): { lead?: string; text: string } {
  const client = clientName(quote);
  if (quote.status === "draft" && to === "sent") {
    return {
      lead: "Send Quote to Customer",
      text: `This will mark the quote as sent and notify ${client === "No client" ? "the customer" : client}.`,
    };
  }
  if (to === "draft" && quote.status !== "draft" && quote.sentAt) {
    // The server revokes the link on the way back to draft (ADR 0013): say so before it happens.
    return {
      text: "Move this quote back to Draft to change it? The link you sent stops working at once; send the quote again when it is ready.",
    };
  }
  if (to === "accepted") return { text: "Has the customer accepted this quote?" };
  if (to === "declined") return { text: "Has the customer declined this quote?" };
  const from = quoteStatusLabels[quote.status];
  return { text: `Change the status from ${from} to ${quoteStatusLabels[to]}?` };
}

export function StatusChangeDialog({
  change,
  pending,
  onConfirm,
  onCancel,
}: {
  change: StatusChange | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const asked = change ? question(change) : null;
  return (
    <Dialog
      open={change !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Quote Status</DialogTitle>
          {asked?.lead ? (
            <p className="flex items-center gap-2 font-medium">
              <Send aria-hidden="true" className="size-4 text-primary" />
              {asked.lead}
            </p>
          ) : null}
          <DialogDescription>{asked?.text}</DialogDescription>
        </DialogHeader>
        {change ? (
          <p className="rounded-md bg-muted px-3 py-2 text-sm">
            <span className="font-medium">{change.quote.name}</span>
            <span className="text-muted-foreground"> · {clientName(change.quote)}</span>
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={pending}>
            {pending ? <Spinner className="size-4 text-primary-foreground" label="Saving" /> : null}
            Confirm
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
