import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { penceToPounds, poundsToPence } from "../../../shared/money";
import { type QuoteSettings, quoteSettingsSchema } from "../../../shared/schemas/settings";
import { FormField } from "../../components/forms/form-field";
import { Button } from "../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { FieldMessage, Label, Textarea } from "../../components/ui/input";
import { PageSpinner } from "../../components/ui/spinner";
import { useUnsavedChanges } from "../../components/unsaved-changes";
import { ApiError } from "../../lib/api";
import { notify } from "../../lib/toast";
import { useQuoteSettings, useSaveQuoteSettings } from "./api/quote-settings";
import { followable, termsFollowing } from "./terms-follow";

/** The form works in pounds; the API in pence. */
const quoteSettingsFormSchema = quoteSettingsSchema.omit({ defaultDayRatePence: true }).extend({
  defaultDayRate: z
    .number({ error: "Day rate must be a number" })
    .min(0, "Day rate must be 0 or more")
    .max(100_000, "Day rate must be £100,000 or less"),
});
type QuoteSettingsForm = z.infer<typeof quoteSettingsFormSchema>;

function toForm(s: QuoteSettings): QuoteSettingsForm {
  const { defaultDayRatePence, ...rest } = s;
  return { ...rest, defaultDayRate: penceToPounds(defaultDayRatePence) };
}

/**
 * Deposit invoices bill the Deposit field; customers read the terms. Said when the two disagree,
 * so a quote promising 50% is not followed by a 30% invoice.
 */
function DepositMismatch({ terms, depositPercent }: { terms: string; depositPercent: number }) {
  if (!Number.isInteger(depositPercent) || depositPercent < 0 || depositPercent > 100) return null;
  const asksDeposit = terms.toLowerCase().includes("deposit");
  const message =
    depositPercent === 0
      ? asksDeposit
        ? "Your terms ask for a deposit, but the deposit is 0%: deposit invoices are off."
        : null
      : !terms.includes(`${depositPercent}%`)
        ? `Deposit invoices bill ${depositPercent}% of the quote; your terms do not say ${depositPercent}%.`
        : null;
  return message ? (
    <p role="status" className="text-sm text-amber-700 dark:text-amber-400">
      {message}
    </p>
  ) : null;
}

function QuoteSettingsFormView({ settings }: { settings: QuoteSettings }) {
  const save = useSaveQuoteSettings();
  const form = useForm<QuoteSettingsForm>({
    resolver: zodResolver(quoteSettingsFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: toForm(settings),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(isDirty, "your quote settings");

  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toForm(settings));
  }, [settings, form]);

  // The terms' own "50% deposit" and "valid for 30 days" follow the fields as they are typed.
  useEffect(() => {
    const { depositPercent, quoteValidDays } = form.getValues();
    let was = { depositPercent, quoteValidDays };
    const { unsubscribe } = form.watch((now, { name }) => {
      const numbers = {
        depositPercent: Number(now.depositPercent),
        quoteValidDays: Number(now.quoteValidDays),
      };
      if (name === "depositPercent" || name === "quoteValidDays") {
        const terms = termsFollowing(now.defaultTerms ?? "", was, numbers);
        if (terms !== now.defaultTerms) form.setValue("defaultTerms", terms, { shouldDirty: true });
      }
      if (followable(numbers)) was = numbers;
    });
    return unsubscribe;
  }, [form]);

  const submit = form.handleSubmit(async ({ defaultDayRate, ...rest }) => {
    try {
      const saved = await save.mutateAsync({
        ...rest,
        defaultDayRatePence: poundsToPence(defaultDayRate) ?? 0,
      });
      form.reset(toForm(saved));
      notify.success("Quote settings saved");
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          const key = field === "defaultDayRatePence" ? "defaultDayRate" : field;
          form.setError(key as keyof QuoteSettingsForm, { message });
        }
      }
      notify.error("Quote settings not saved", {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField
          id="quote-day-rate"
          label="Default day rate (£)"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          registration={form.register("defaultDayRate", { valueAsNumber: true })}
          error={errors.defaultDayRate}
        />
        <FormField
          id="quote-vat-rate"
          label="Default VAT rate (%)"
          type="number"
          min={0}
          max={100}
          step="0.1"
          inputMode="decimal"
          registration={form.register("defaultVatRate", { valueAsNumber: true })}
          error={errors.defaultVatRate}
        />
        <FormField
          id="quote-valid-days"
          label="Quote validity (days)"
          type="number"
          min={1}
          max={365}
          step="1"
          inputMode="numeric"
          registration={form.register("quoteValidDays", { valueAsNumber: true })}
          error={errors.quoteValidDays}
        />
        <FormField
          id="quote-deposit"
          label="Deposit (%)"
          type="number"
          min={0}
          max={100}
          step="1"
          inputMode="numeric"
          registration={form.register("depositPercent", { valueAsNumber: true })}
          error={errors.depositPercent}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="quote-terms">Default terms</Label>
        <Textarea
          id="quote-terms"
          rows={5}
          aria-invalid={errors.defaultTerms ? true : undefined}
          aria-describedby={errors.defaultTerms ? "quote-terms-error" : undefined}
          {...form.register("defaultTerms")}
        />
        <FieldMessage id="quote-terms-error">{errors.defaultTerms?.message}</FieldMessage>
        <DepositMismatch
          terms={form.watch("defaultTerms")}
          depositPercent={form.watch("depositPercent")}
        />
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}

/** SPEC §2 Quote Settings: the defaults new quotes start from. */
export function QuoteSettingsTab() {
  const { data, isPending, error } = useQuoteSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quote Settings</CardTitle>
        <CardDescription>
          Defaults used when you create a new quote, and the share a deposit invoice bills.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <PageSpinner />
        ) : data ? (
          <QuoteSettingsFormView settings={data} />
        ) : (
          <p role="alert" className="text-sm text-destructive">
            {error?.message ?? "Quote settings could not be loaded."}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
