import { Copy, FilePenLine, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Quote } from "../../../../shared/schemas/quotes";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { DeleteQuoteDialog } from "../components/delete-quote-dialog";
import { canEdit, reviseLabel, useQuoteCopies } from "../components/quote-actions";

/**
 * The quote page's own actions: a draft is edited or deleted; a sent, accepted or declined quote
 * is read-only and changes through a revision (of an accepted one, a variation). Any quote can be
 * duplicated into a new draft. Delete is its own button, last in the row, away from Send.
 */
export function QuoteEditActions({ quote }: { quote: Quote }) {
  const { duplicate, revise, pending } = useQuoteCopies();
  const draft = canEdit(quote);
  return (
    <>
      {draft ? (
        <Button asChild variant="outline">
          <Link to={paths.editQuote(quote.id)}>
            <Pencil /> Edit Quote
          </Link>
        </Button>
      ) : (
        <Button variant="outline" disabled={pending} onClick={() => revise(quote)}>
          <FilePenLine /> {reviseLabel(quote)}
        </Button>
      )}
      <Button variant="outline" disabled={pending} onClick={() => duplicate(quote)}>
        <Copy /> Duplicate
      </Button>
    </>
  );
}

/** Delete, for a draft only, after a confirmation; back to the list once deleted. */
export function DeleteDraftButton({ quote }: { quote: Quote }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  if (!canEdit(quote)) return null;
  return (
    <>
      <Button
        variant="outline"
        className="text-destructive hover:text-destructive"
        onClick={() => setDeleting(true)}
      >
        <Trash2 /> Delete
      </Button>
      <DeleteQuoteDialog
        quote={deleting ? quote : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(paths.quotes)}
      />
    </>
  );
}
