import { type UseFormReturn, useWatch } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { FieldMessage, Label, Textarea } from "../../../components/ui/input";
import { useQuoteSettings } from "../../settings";
import { type BuilderValues, fieldProps, Section } from "./builder-form";

/**
 * "Terms": the business's default terms (Quote Settings) unless this quote has its own, written
 * here from them. Null in the form: the defaults, read when the quote goes out.
 */
export function TermsSection({ form }: { form: UseFormReturn<BuilderValues> }) {
  const terms = useWatch({ control: form.control, name: "terms" });
  const defaults = useQuoteSettings().data?.defaultTerms ?? "";
  const set = (value: string | null) => form.setValue("terms", value, { shouldDirty: true });
  if (typeof terms !== "string") {
    return (
      <Section title="Terms" description="Your default terms from Quote Settings.">
        <p className="whitespace-pre-line break-words text-sm" data-testid="builder-terms">
          {defaults.trim() || "No default terms: this quote prints none."}
        </p>
        <div>
          <Button type="button" variant="outline" onClick={() => set(defaults)}>
            Change for this quote
          </Button>
        </div>
      </Section>
    );
  }
  return (
    <Section title="Terms" description="This quote's own terms; your defaults stay as they are.">
      <div className="grid gap-2">
        <Label htmlFor="quote-terms">Terms for this quote</Label>
        <Textarea rows={5} {...fieldProps(form, "terms")} {...form.register("terms")} />
        <FieldMessage id="quote-terms-error">{form.formState.errors.terms?.message}</FieldMessage>
      </div>
      <div>
        <Button type="button" variant="outline" onClick={() => set(null)}>
          Use my default terms
        </Button>
      </div>
    </Section>
  );
}
