import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import {
  type Customer,
  type CustomerInput,
  customerInputSchema,
} from "../../../../shared/schemas/customers";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { FieldMessage, Input, Label, Textarea } from "../../../components/ui/input";
import { notify } from "../../../lib/toast";
import { useCreateCustomer } from "../../customers/api/create-customer";

const empty: CustomerInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  address: "",
  comments: "",
};

/** The builder's New customer dialog: saves, toasts and hands the new customer back. */
export function NewCustomerDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (customer: Customer) => void;
}) {
  const create = useCreateCustomer();
  const form = useForm<CustomerInput>({
    resolver: zodResolver(customerInputSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (open) form.reset(empty);
  }, [open, form]);

  const submit = form.handleSubmit(async (input) => {
    try {
      const customer = await create.mutateAsync(input);
      notify.success(`Customer ${customer.displayName} added and selected for this quote`);
      onCreated(customer);
      onOpenChange(false);
    } catch (error) {
      notify.error("Customer not added", {
        description: error instanceof Error ? error.message : "Please try again.",
      });
    }
  });

  const field = (
    name: keyof CustomerInput,
    label: string,
    props: { type?: string; autoComplete?: string } = {},
  ) => (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={`new-customer-${name}`}>{label}</Label>
      {name === "address" ? (
        <Textarea id={`new-customer-${name}`} rows={2} {...form.register(name)} />
      ) : (
        <Input
          id={`new-customer-${name}`}
          aria-invalid={errors[name] ? true : undefined}
          {...props}
          {...form.register(name)}
        />
      )}
      <FieldMessage>{errors[name]?.message}</FieldMessage>
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New Customer</DialogTitle>
          <DialogDescription>Add the customer and use them for this quote.</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(e) => {
            e.stopPropagation();
            void submit(e);
          }}
          noValidate
          className="grid gap-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {field("firstName", "First name", { autoComplete: "given-name" })}
            {field("lastName", "Last name", { autoComplete: "family-name" })}
          </div>
          {field("email", "Email", { type: "email", autoComplete: "email" })}
          {field("phone", "Phone", { type: "tel", autoComplete: "tel" })}
          {field("address", "Address")}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Saving..." : "Save Customer"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
