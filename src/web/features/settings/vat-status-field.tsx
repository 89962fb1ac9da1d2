import { ReceiptText } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import type { BusinessDetails, BusinessDetailsInput } from "../../../shared/schemas/settings";
import { FormField } from "../../components/forms/form-field";
import { FieldMessage } from "../../components/ui/input";

type BusinessForm = UseFormReturn<BusinessDetailsInput, unknown, BusinessDetails>;

const radio = "size-4 accent-primary";
const option =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5";

/**
 * Issue 20: VAT status as an answer. "Not VAT registered" is a choice of its own (an empty number
 * alone could mean "not filled in yet"); registered asks for the number, which invoices print.
 */
export function VatStatusField({ form }: { form: BusinessForm }) {
  const { errors } = form.formState;
  const registered = form.watch("vatRegistered");
  const choose = (value: boolean) => {
    form.setValue("vatRegistered", value, { shouldDirty: true });
    if (!value) form.setValue("vatNumber", "", { shouldDirty: true, shouldValidate: true });
  };
  return (
    <fieldset id="vat-status" className="grid gap-3 rounded-lg border p-4">
      <legend className="flex items-center gap-2 px-1 font-semibold">
        <ReceiptText aria-hidden className="size-4" /> VAT
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <label className={option} htmlFor="vat-registered-yes">
          <input
            id="vat-registered-yes"
            type="radio"
            name="vat-registered"
            className={radio}
            checked={registered === true}
            onChange={() => choose(true)}
          />
          VAT registered
        </label>
        <label className={option} htmlFor="vat-registered-no">
          <input
            id="vat-registered-no"
            type="radio"
            name="vat-registered"
            className={radio}
            checked={registered === false}
            onChange={() => choose(false)}
          />
          Not VAT registered
        </label>
      </div>
      {registered === false ? (
        <p className="text-sm text-muted-foreground">
          Your quotes and invoices show no VAT number.
        </p>
      ) : (
        <FormField
          id="business-vat"
          label="VAT number"
          registration={form.register("vatNumber")}
          error={errors.vatNumber}
        />
      )}
      <FieldMessage>{errors.vatRegistered?.message}</FieldMessage>
    </fieldset>
  );
}
