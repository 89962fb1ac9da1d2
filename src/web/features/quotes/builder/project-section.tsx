import { UserPlus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { Customer } from "../../../../shared/schemas/customers";
import { Button } from "../../../components/ui/button";
import { FieldMessage, Input, Label, Textarea } from "../../../components/ui/input";
import { loadCustomerFormDialog } from "../../customers";
import { type BuilderValues, fieldProps, Section } from "./builder-form";
import { CustomerPicker, type PickedCustomer } from "./customer-picker";

// The customer dialog opens on a click: it does not delay the form's first paint.
const CustomerFormDialog = lazy(async () => ({
  default: (await loadCustomerFormDialog()).CustomerFormDialog,
}));

/** "Project": the quote's name, its customer (or a new one) and the job description. */
export function ProjectSection({
  form,
  picked,
  onPick,
  onNewCustomer,
}: {
  form: UseFormReturn<BuilderValues>;
  picked: PickedCustomer | null;
  onPick: (customer: PickedCustomer | null) => void;
  onNewCustomer: () => void;
}) {
  const { errors } = form.formState;
  const field = (name: keyof BuilderValues) => fieldProps(form, name);
  return (
    <Section title="Project">
      <div className="grid gap-2">
        <Label htmlFor="quote-name">Project name</Label>
        <Input {...field("name")} {...form.register("name")} />
        <FieldMessage id="quote-name-error">{errors.name?.message}</FieldMessage>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="quote-customerId">Customer</Label>
        <CustomerField
          id="quote-customerId"
          picked={picked}
          onPick={onPick}
          onNewCustomer={onNewCustomer}
          invalid={Boolean(errors.customerId)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="quote-siteAddress">
          Site address <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          rows={2}
          placeholder="Where the work is, if not at the customer's address"
          autoComplete="street-address"
          {...field("siteAddress")}
          {...form.register("siteAddress")}
        />
        <FieldMessage id="quote-siteAddress-error">{errors.siteAddress?.message}</FieldMessage>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="quote-jobDescription">Job description</Label>
        <Textarea
          rows={5}
          placeholder="Describe the work: rooms, finishes, access, anything the customer asked for."
          {...field("jobDescription")}
          {...form.register("jobDescription")}
        />
        <FieldMessage id="quote-jobDescription-error">
          {errors.jobDescription?.message}
        </FieldMessage>
      </div>
    </Section>
  );
}

/**
 * The customer picker and its New button, as every screen that makes a quote offers them (the
 * builder, the AI wizard, the quick create dialog). On a phone New goes under the field, which
 * keeps room for a whole name. The caller mounts NewCustomerDialog, outside any form.
 */
export function CustomerField({
  id,
  picked,
  onPick,
  onNewCustomer,
  invalid,
}: {
  id: string;
  picked: PickedCustomer | null;
  onPick: (customer: PickedCustomer | null) => void;
  onNewCustomer: () => void;
  invalid?: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <div className="flex min-w-52 flex-1">
        <CustomerPicker id={id} picked={picked} onPick={onPick} invalid={invalid} />
      </div>
      <Button type="button" variant="outline" onClick={onNewCustomer}>
        <UserPlus /> New
      </Button>
    </div>
  );
}

/**
 * "New customer", outside the builder's form: React's events bubble through a portal, and the
 * dialog's own submit must not submit the quote. Mounted from the first click on, so that closing
 * it animates like any dialog.
 */
export function NewCustomerDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (customer: Customer) => void;
}) {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <CustomerFormDialog
        open={open}
        customer={null}
        onOpenChange={onOpenChange}
        onCreated={onCreated}
      />
    </Suspense>
  );
}
