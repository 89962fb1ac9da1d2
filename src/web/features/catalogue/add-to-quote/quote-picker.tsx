import { useDeferredValue, useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FieldMessage, Input, Label } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Spinner } from "../../../components/ui/spinner";
import { NEW_QUOTE, QUOTE_OPTIONS_PAGE, quoteOptionLabel, useQuoteOptions } from "./quote-options";

/**
 * The quote an Add to Quote dialog adds to: the first draft unless another is chosen, or a new
 * quote when there is no draft, starting afresh each time the dialog opens (SPEC §2 Add to Quote).
 */
export function useQuotePicker(open: boolean) {
  const [search, setSearch] = useState("");
  const quotes = useQuoteOptions(open, useDeferredValue(search.trim()));
  const [quoteId, setQuoteId] = useState("");
  const [error, setError] = useState("");
  useEffect(() => {
    if (!open) return;
    setQuoteId("");
    setError("");
    setSearch("");
  }, [open]);
  const list = quotes.data?.pages.flatMap((p) => p.options) ?? [];
  const chosen = quoteId === NEW_QUOTE || list.some((q) => q.id === quoteId) ? quoteId : "";
  const selected = quotes.isSuccess ? chosen || list[0]?.id || NEW_QUOTE : "";
  return {
    quotes,
    list,
    search,
    setSearch,
    selected,
    /** True when the products start a new draft quote rather than join one. */
    isNew: selected === NEW_QUOTE,
    choose: (id: string) => {
      setQuoteId(id);
      setError("");
    },
    error,
    /** Shows "Please select a quote" and answers false while there is nothing to choose from. */
    check: () => {
      const ok = Boolean(selected);
      if (!ok) setError("Please select a quote");
      return ok;
    },
  };
}

export type QuotePicker = ReturnType<typeof useQuotePicker>;

/** "Quote": the drafts and "New quote", or loading, error and "no drafts" states, and the error. */
export function QuotePickerField({
  picker,
  id,
  subject = "this product",
}: {
  picker: QuotePicker;
  id: string;
  /** What a new quote starts with: "this product", "these 3 products". */
  subject?: string;
}) {
  const { quotes, list } = picker;
  // Fewer drafts than a page: the list alone. A page or more: a search box too, which stays
  // once every page has loaded, so it does not vanish under the user.
  const many = list.length >= QUOTE_OPTIONS_PAGE || quotes.hasNextPage || picker.search !== "";
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Quote</Label>
      {many ? (
        <Input
          type="search"
          aria-label="Find a draft quote"
          placeholder="Find a draft quote by name, customer or number"
          value={picker.search}
          onChange={(e) => picker.setSearch(e.target.value)}
        />
      ) : null}
      {quotes.isPending ? (
        <Spinner className="size-5" label="Loading quotes" />
      ) : quotes.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load your quotes.
        </p>
      ) : (
        <>
          <NativeSelect
            id={id}
            value={picker.selected}
            aria-invalid={picker.error ? true : undefined}
            aria-describedby={`${id}-hint`}
            onChange={(e) => picker.choose(e.target.value)}
          >
            {list.map((q) => (
              <option key={q.id} value={q.id}>
                {quoteOptionLabel(q)}
              </option>
            ))}
            <option value={NEW_QUOTE}>New quote</option>
          </NativeSelect>
          {quotes.hasNextPage ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              disabled={quotes.isFetchingNextPage}
              onClick={() => quotes.fetchNextPage()}
            >
              {quotes.isFetchingNextPage ? "Loading..." : "Show more draft quotes"}
            </Button>
          ) : null}
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {list.length === 0 && picker.search
              ? `No draft quote matches. New quote starts one with ${subject} and opens it.`
              : list.length === 0
                ? `You have no draft quotes. New quote starts one with ${subject} and opens it.`
                : picker.isNew
                  ? `New quote starts a draft with ${subject} and opens it.`
                  : "Only draft quotes are listed: sent and accepted quotes change through a revision."}
          </p>
        </>
      )}
      <FieldMessage>{picker.error}</FieldMessage>
    </div>
  );
}
