import { Copy, Eye, FilePenLine, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { Quote } from "../../../../shared/schemas/quotes";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { paths } from "../../../config/paths";
import { cn } from "../../../lib/cn";
import { DeleteQuoteDialog } from "./delete-quote-dialog";
import { canEdit, reviseLabel, useQuoteCopies } from "./quote-actions";

/** The per-quote menu of the list's cards and the board: view, edit, duplicate, revise, delete. */
export function QuoteMenu({
  quote,
  className,
}: {
  quote: Pick<Quote, "id" | "status" | "name" | "reference">;
  className?: string;
}) {
  const navigate = useNavigate();
  const { duplicate, revise, pending } = useQuoteCopies();
  const [deleting, setDeleting] = useState(false);
  const draft = canEdit(quote);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            size="icon"
            className={cn("size-9 shrink-0", className)}
            aria-label={`More actions for ${quote.name || quote.reference}`}
            disabled={pending}
          >
            <MoreHorizontal />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => navigate(paths.quote(quote.id))}>
            <Eye /> View
          </DropdownMenuItem>
          {draft ? (
            <DropdownMenuItem onSelect={() => navigate(paths.editQuote(quote.id))}>
              <Pencil /> Edit
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => revise(quote)}>
              <FilePenLine /> {reviseLabel(quote)}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => duplicate(quote)}>
            <Copy /> Duplicate
          </DropdownMenuItem>
          {draft ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem
                className="text-destructive focus:text-destructive"
                onSelect={() => setDeleting(true)}
              >
                <Trash2 /> Delete
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <DeleteQuoteDialog quote={deleting ? quote : null} onClose={() => setDeleting(false)} />
    </>
  );
}
