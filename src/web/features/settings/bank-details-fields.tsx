import { Landmark } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import type { BusinessDetails, BusinessDetailsInput } from "../../../shared/schemas/settings";
import { FormField } from "../../components/forms/form-field";

/** "1234" → "12-34" as it is typed: the way sort codes are printed on cards and statements. */
export function sortCodeAsTyped(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 6);
  return digits.match(/\d{1,2}/g)?.join("-") ?? "";
}

type BusinessForm = UseFormReturn<BusinessDetailsInput, unknown, BusinessDetails>;

/** Issue 17: what the invoice's "Pay by bank transfer" block and due date are made of. */
export function BankDetailsFields({ form }: { form: BusinessForm }) {
  const { errors } = form.formState;
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="flex items-center gap-2 px-1 font-semibold">
        <Landmark aria-hidden className="size-4" /> Bank details
      </legend>
      <p className="-mt-2 text-sm text-muted-foreground">
        Printed on your invoices under &ldquo;Pay by bank transfer&rdquo;, with the invoice number
        as the payment reference.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="md:col-span-2">
          <FormField
            id="bank-account-name"
            label="Account name"
            autoComplete="off"
            maxLength={70}
            registration={form.register("bankAccountName")}
            error={errors.bankAccountName}
          />
        </div>
        <FormField
          id="bank-sort-code"
          label="Sort code"
          inputMode="numeric"
          autoComplete="off"
          placeholder="12-34-56"
          maxLength={8}
          registration={form.register("bankSortCode", {
            onChange: (e: { target: { value: string } }) =>
              form.setValue("bankSortCode", sortCodeAsTyped(e.target.value)),
          })}
          error={errors.bankSortCode}
        />
        <FormField
          id="bank-account-number"
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          placeholder="8 digits"
          maxLength={10}
          registration={form.register("bankAccountNumber")}
          error={errors.bankAccountNumber}
        />
        <FormField
          id="payment-terms-days"
          label="Payment terms (days)"
          type="number"
          min={0}
          max={120}
          step={1}
          inputMode="numeric"
          registration={form.register("paymentTermsDays", { valueAsNumber: true })}
          error={errors.paymentTermsDays}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        Each new invoice is due this many days after its issue date (0 for on receipt).
      </p>
    </fieldset>
  );
}
