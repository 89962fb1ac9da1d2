import { type ReactNode, useState } from "react";
import { type BooksSettings, booksSettingsSchema } from "../../../shared/schemas/reports";
import { SectionLoadError } from "../../components/section-load-error";
import { Button } from "../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { FieldMessage, Input, Label } from "../../components/ui/input";
import { NativeSelect } from "../../components/ui/native-select";
import { Spinner } from "../../components/ui/spinner";
import { useUnsavedChanges } from "../../components/unsaved-changes";
import { notify } from "../../lib/toast";
import { useBooksSettings, useSaveBooksSettings } from "./api";

function BooksCard({ children }: { children: ReactNode }) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>VAT and Making Tax Digital</CardTitle>
        <CardDescription>
          Used by the VAT return and quarterly figures on the Reports page.
        </CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * Settings → Business Details: how VAT is accounted for and which MTD quarters are used. The form
 * is drawn once the saved settings have arrived, so a choice made meanwhile is never replaced by
 * them when they land.
 */
export function BooksSettingsCard() {
  const query = useBooksSettings();
  return (
    <BooksCard>
      {query.isPending ? (
        <Spinner label="Loading the VAT settings" className="mx-auto size-6" />
      ) : query.isError ? (
        <SectionLoadError
          title="The VAT settings could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <BooksSettingsForm saved={query.data} />
      )}
    </BooksCard>
  );
}

function BooksSettingsForm({ saved }: { saved: BooksSettings }) {
  const save = useSaveBooksSettings();
  const [form, setForm] = useState<BooksSettings>(saved);
  const [rate, setRate] = useState(String(saved.flatRatePercent));
  const [error, setError] = useState<string>();
  const unsaved =
    JSON.stringify({ ...form, flatRatePercent: Number(rate) }) !== JSON.stringify(saved);
  useUnsavedChanges(unsaved, "your VAT settings");

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = booksSettingsSchema.safeParse({ ...form, flatRatePercent: Number(rate) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => notify.success("VAT and tax settings saved"),
      onError: (e) => setError(e.message),
    });
  };

  return (
    <form className="grid gap-4 sm:max-w-md" onSubmit={submit}>
      <div className="grid gap-1.5">
        <Label htmlFor="vat-scheme">VAT accounting scheme</Label>
        <NativeSelect
          id="vat-scheme"
          value={form.vatScheme}
          onChange={(e) =>
            setForm({ ...form, vatScheme: e.target.value as BooksSettings["vatScheme"] })
          }
        >
          <option value="invoice">Standard: VAT on the invoice date</option>
          <option value="cash">Cash accounting: VAT when paid</option>
          <option value="flat-rate">Flat rate scheme</option>
        </NativeSelect>
      </div>
      {form.vatScheme === "flat-rate" ? (
        <div className="grid gap-1.5">
          <Label htmlFor="flat-rate">Your trade's flat rate (%)</Label>
          <Input
            id="flat-rate"
            inputMode="decimal"
            value={rate}
            onChange={(e) => setRate(e.target.value)}
            aria-describedby="flat-rate-help"
          />
          <p id="flat-rate-help" className="text-xs text-muted-foreground">
            Building or construction services 9.5%, labour only 14.5%, limited cost trader 16.5%.
          </p>
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor="mtd-basis">MTD quarters</Label>
        <NativeSelect
          id="mtd-basis"
          value={form.mtdQuarterBasis}
          onChange={(e) =>
            setForm({
              ...form,
              mtdQuarterBasis: e.target.value as BooksSettings["mtdQuarterBasis"],
            })
          }
        >
          <option value="tax-year">Tax-year quarters (6 April to 5 July, …)</option>
          <option value="calendar">Calendar quarters (1 April to 30 June, …)</option>
        </NativeSelect>
      </div>
      <FieldMessage id="books-error">{error}</FieldMessage>
      <Button
        type="submit"
        disabled={save.isPending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        Save VAT settings
      </Button>
    </form>
  );
}
