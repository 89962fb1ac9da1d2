import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { type FieldError, type UseFormRegisterReturn, useForm } from "react-hook-form";
import {
  type Customer,
  type CustomerInput,
  customerInputSchema,
} from "../../../shared/schemas/customers";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { FieldMessage, Input, Label, Textarea } from "../../components/ui/input";
import { VersionConflictAlert } from "../../components/version-conflict-alert";
import { ApiError } from "../../lib/api";
import { notify } from "../../lib/toast";
import { isVersionConflict } from "../../lib/version-conflict";
import { useCreateCustomer } from "./api/create-customer";
import { customersQueryKey } from "./api/customers";
import { getCustomer, useUpdateCustomer } from "./api/update-customer";

const fieldNames = ["firstName", "lastName", "email", "phone", "address", "comments"] as const;

const emptyForm: Required<CustomerInput> = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  address: "",
  comments: "",
  reverseCharge: false,
  cisRatePercent: null,
};

function valuesOf(customer: Customer | null): Required<CustomerInput> {
  if (!customer) return emptyForm;
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    address: customer.address,
    comments: customer.comments,
    reverseCharge: customer.reverseCharge,
    cisRatePercent: customer.cisRatePercent as 0 | 20 | 30 | null,
  };
}

function Field({
  id,
  label,
  registration,
  error,
  multiline,
  ...props
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: "tel" | "email" | "text";
  placeholder?: string;
}) {
  const aria = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea id={id} rows={3} {...aria} {...registration} placeholder={props.placeholder} />
      ) : (
        <Input id={id} {...aria} {...registration} {...props} />
      )}
      <FieldMessage id={`${id}-error`}>{error?.message}</FieldMessage>
    </div>
  );
}

/** SPEC §5: the add and edit customer dialog; no field is required, an email must be valid. */
export function CustomerFormDialog({
  open,
  customer,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  /** The customer being edited, or null to add one. */
  customer: Customer | null;
  onOpenChange: (open: boolean) => void;
  /** Set by the quote builder: the new customer is selected for the quote. */
  onCreated?: (customer: Customer) => void;
}) {
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const form = useForm<CustomerInput>({
    resolver: zodResolver(customerInputSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: valuesOf(customer),
  });
  const { errors, isSubmitting } = form.formState;
  const queryClient = useQueryClient();
  /** The version the form was filled from: a save is based on it, not on a later refetch. */
  const [baseVersion, setBaseVersion] = useState(customer?.version ?? 1);
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);

  // Filled when the dialog opens (or opens on another customer), not on every list refetch.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the customer's id names the row
  useEffect(() => {
    if (!open) return;
    form.reset(valuesOf(customer));
    setBaseVersion(customer?.version ?? 1);
    setConflict(null);
  }, [open, customer?.id, form]);

  const reload = async () => {
    if (!customer) return;
    setReloading(true);
    try {
      const latest = await getCustomer(customer.id);
      form.reset(valuesOf(latest));
      setBaseVersion(latest.version);
      setConflict(null);
      await queryClient.invalidateQueries({ queryKey: customersQueryKey });
    } catch (error) {
      notify.error("Customer not reloaded", {
        description: error instanceof Error ? error.message : "Please try again.",
      });
    } finally {
      setReloading(false);
    }
  };

  const submit = form.handleSubmit(async (input) => {
    try {
      if (customer) {
        await update.mutateAsync({ id: customer.id, input: { ...input, version: baseVersion } });
        notify.success("Customer Updated");
      } else {
        const created = await create.mutateAsync(input);
        if (onCreated) {
          notify.success(`Customer ${created.displayName} added and selected for this quote`);
          onCreated(created);
        } else {
          notify.success("Customer Added");
        }
      }
      onOpenChange(false);
    } catch (error) {
      if (isVersionConflict(error)) {
        setConflict(error.message);
        return;
      }
      if (error instanceof ApiError) {
        for (const name of fieldNames) {
          const message = error.fields[name];
          if (message) form.setError(name, { message });
        }
      }
      const message = error instanceof Error ? error.message : "Please try again.";
      notify.error(customer ? "Customer not updated" : "Customer not added", {
        description: message,
      });
    }
  });

  const id = (name: string) => `customer-${name}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{customer ? "Edit Customer" : "Add Customer"}</DialogTitle>
          <DialogDescription>
            {customer
              ? "Update this customer's details."
              : "Add someone you quote for. Every field is optional."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={id("first-name")}
              label="First name"
              autoComplete="given-name"
              registration={form.register("firstName")}
              error={errors.firstName}
            />
            <Field
              id={id("last-name")}
              label="Last name"
              autoComplete="family-name"
              registration={form.register("lastName")}
              error={errors.lastName}
            />
          </div>
          <Field
            id={id("email")}
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="name@example.co.uk"
            registration={form.register("email")}
            error={errors.email}
          />
          <Field
            id={id("phone")}
            label="Phone"
            type="tel"
            autoComplete="tel"
            registration={form.register("phone")}
            error={errors.phone}
          />
          <Field
            id={id("address")}
            label="Address"
            autoComplete="street-address"
            registration={form.register("address")}
            error={errors.address}
          />
          <Field
            id={id("comments")}
            label="Comments"
            multiline
            registration={form.register("comments")}
            error={errors.comments}
          />
          <label className="flex items-start gap-3 text-sm" htmlFor={id("reverse-charge")}>
            <input
              id={id("reverse-charge")}
              type="checkbox"
              className="mt-0.5 size-4 accent-primary"
              {...form.register("reverseCharge")}
            />
            VAT-registered business customer (domestic reverse charge applies)
          </label>
          <div className="grid min-w-0 gap-2">
            <Label htmlFor={id("cis")}>CIS contractor deduction</Label>
            <select
              id={id("cis")}
              className="h-10 rounded-md border border-input bg-background px-3 text-sm"
              {...form.register("cisRatePercent", {
                setValueAs: (v: string | number | null) =>
                  v === "" || v === null ? null : Number(v),
              })}
            >
              <option value="">None</option>
              <option value="0">0% (gross payment status)</option>
              <option value="20">20% (registered)</option>
              <option value="30">30% (not registered)</option>
            </select>
          </div>
          {conflict ? (
            <VersionConflictAlert
              message={conflict}
              onReload={() => void reload()}
              reloading={reloading}
            />
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Saving..." : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
