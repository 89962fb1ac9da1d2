import { UserPlus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import type { Customer } from "../../../../shared/schemas/customers";
import { Button } from "../../../components/ui/button";
import { FieldMessage, Input, Label, Textarea } from "../../../components/ui/input";
import { selectClass } from "../../../components/ui/native-select";
import { loadCustomerFormDialog } from "../../customers";
import { type BuilderValues, fieldProps, Section } from "./builder-form";

// The customer dialog opens on a click: it does not delay the form's first paint.
const CustomerFormDialog = lazy(async () => ({
  default: (await loadCustomerFormDialog()).CustomerFormDialog,
}));

/** "Project": the quote's name, its customer (or a new one) and the job description. */
export function ProjectSection({
  form,
  customers,
  customersPending,
  onNewCustomer,
}: {
  form: UseFormReturn<BuilderValues>;
  customers: Customer[];
  customersPending: boolean;
  onNewCustomer: () => void;
}) {
  const { errors } = form.formState;
  const field = (name: keyof BuilderValues) => fieldProps(form, name);
  const customerId = useWatch({ control: form.control, name: "customerId" });
  return (
    <Section title="Project">
      <div className="grid gap-2">
        <Label htmlFor="quote-name">Project name</Label>
        <Input {...field("name")} {...form.register("name")} />
        <FieldMessage id="quote-name-error">{errors.name?.message}</FieldMessage>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="quote-customerId">Customer</Label>
        <div className="flex gap-2">
          <select
            {...field("customerId")}
            className={selectClass}
            disabled={customersPending && customers.length === 0}
            value={customerId ?? ""}
            onChange={(e) => form.setValue("customerId", e.target.value, { shouldDirty: true })}
          >
            <option value="">
              {customersPending ? "Loading customers..." : "No customer selected"}
            </option>
            {customers.map((c) => (
              <option key={c.id} value={c.id}>
                {c.displayName}
              </option>
            ))}
          </select>
          <Button type="button" variant="outline" onClick={onNewCustomer}>
            <UserPlus /> New
          </Button>
        </div>
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
