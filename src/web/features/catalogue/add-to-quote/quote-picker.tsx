import { useEffect, useState } from "react";
import { Link } from "react-router";
import { FieldMessage, Label } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { quoteOptionLabel, useQuoteOptions } from "./quote-options";

/**
 * The quote an Add to Quote dialog adds to: the first quote unless another is chosen, starting
 * afresh each time the dialog opens (SPEC §2 Add to Quote).
 */
export function useQuotePicker(open: boolean) {
  const quotes = useQuoteOptions(open);
  const [quoteId, setQuoteId] = useState("");
  const [error, setError] = useState("");
  useEffect(() => {
    if (!open) return;
    setQuoteId("");
    setError("");
  }, [open]);
  const list = quotes.data ?? [];
  return {
    quotes,
    list,
    selected: quoteId || list[0]?.id || "",
    choose: (id: string) => {
      setQuoteId(id);
      setError("");
    },
    error,
    /** Shows "Please select a quote" and answers false when there is none to add to. */
    check: () => {
      const ok = Boolean(quoteId || list[0]?.id);
      if (!ok) setError("Please select a quote");
      return ok;
    },
  };
}

export type QuotePicker = ReturnType<typeof useQuotePicker>;

/** "Quote": the select, or loading, error and "Create a quote first" states, and the error. */
export function QuotePickerField({ picker, id }: { picker: QuotePicker; id: string }) {
  const { quotes, list } = picker;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Quote</Label>
      {quotes.isPending ? (
        <Spinner className="size-5" label="Loading quotes" />
      ) : quotes.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load your quotes.
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Create a quote first.{" "}
          <Link to={paths.newQuote} className="font-medium text-primary underline">
            Create a quote
          </Link>
        </p>
      ) : (
        <NativeSelect
          id={id}
          value={picker.selected}
          aria-invalid={picker.error ? true : undefined}
          onChange={(e) => picker.choose(e.target.value)}
        >
          {list.map((q) => (
            <option key={q.id} value={q.id}>
              {quoteOptionLabel(q)}
            </option>
          ))}
        </NativeSelect>
      )}
      <FieldMessage>{picker.error}</FieldMessage>
    </div>
  );
}
