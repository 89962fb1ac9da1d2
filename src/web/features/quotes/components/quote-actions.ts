import { useNavigate } from "react-router";
import type { Quote } from "../../../../shared/schemas/quotes";
import { paths } from "../../../config/paths";
import { notify } from "../../../lib/toast";
import { useCopyQuote } from "../api/copy-quote";

type ActionQuote = Pick<Quote, "id" | "status" | "name" | "reference">;

/** A draft is edited; once sent it is read-only and changes go through a revision. */
export const canEdit = (quote: Pick<Quote, "status">) => quote.status === "draft";

/** "Create variation" for an accepted quote (its acceptance stands), "Revise" otherwise. */
export const reviseLabel = (quote: Pick<Quote, "status">) =>
  quote.status === "accepted" ? "Create variation" : "Revise";

/**
 * Duplicate and revise, shared by the quote page and the list's menus. A duplicate opens on its
 * own page ("Copy of …"); a revision opens in the builder, as it is made to be changed.
 */
export function useQuoteCopies() {
  const copy = useCopyQuote();
  const navigate = useNavigate();

  const duplicate = (quote: ActionQuote) =>
    copy.mutate(
      { id: quote.id, kind: "duplicate" },
      {
        onSuccess: (created) => {
          notify.success(`${created.name} created`, {
            description: `A new draft, ${created.reference}.`,
          });
          navigate(paths.quote(created.id));
        },
        onError: (error) => notify.error("Quote not duplicated", { description: error.message }),
      },
    );

  const revise = (quote: ActionQuote) =>
    copy.mutate(
      { id: quote.id, kind: "revise" },
      {
        onSuccess: (created) => {
          notify.success(
            created.isVariation
              ? `Variation ${created.reference} created`
              : `${created.reference} created`,
            { description: "Make your changes, then send it to your customer." },
          );
          navigate(paths.editQuote(created.id));
        },
        onError: (error) => notify.error("Revision not created", { description: error.message }),
      },
    );

  return { duplicate, revise, pending: copy.isPending };
}
