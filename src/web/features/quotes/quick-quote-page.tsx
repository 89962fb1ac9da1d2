import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { messages } from "../../../shared/messages";
import { poundsToPence } from "../../../shared/money";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { FieldMessage, Input, Label, Textarea } from "../../components/ui/input";
import { useUnsavedChanges } from "../../components/unsaved-changes";
import { paths } from "../../config/paths";
import { refusalMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { createCustomer } from "../customers";
import { useCreateQuote } from "./api/create-quote";

const required = z.string().trim().min(1, "Required");
const quickSchema = z.object({
  title: required.max(200, "Title must be 200 characters or fewer"),
  description: required.max(10_000, "Description must be 10,000 characters or fewer"),
  customerName: required.max(200, "Name must be 200 characters or fewer"),
  customerEmail: z
    .string()
    .trim()
    .refine((v) => v === "" || z.email().safeParse(v).success, messages.validation.email),
  amount: z
    .string()
    .trim()
    .refine((v) => v === "" || (poundsToPence(v) ?? -1) >= 0, "Amount must be a number"),
});
type QuickValues = z.infer<typeof quickSchema>;

const [missingTitle, missingDescription] = messages.quotes.missingInformation.split(" - ");

/** SPEC §2 alternate create-quote form (Create New Quote): a draft quote from five fields. */
export function QuickQuotePage() {
  const navigate = useNavigate();
  const createQuote = useCreateQuote();
  const form = useForm<QuickValues>({
    resolver: zodResolver(quickSchema),
    reValidateMode: "onChange",
    defaultValues: { title: "", description: "", customerName: "", customerEmail: "", amount: "" },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const { leaving } = useUnsavedChanges(isDirty, "this quote");

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const [firstName = "", ...rest] = values.customerName.split(/\s+/);
        const customer = await createCustomer({
          firstName,
          lastName: rest.join(" "),
          email: values.customerEmail,
        });
        const amountPence = values.amount ? (poundsToPence(values.amount) ?? 0) : 0;
        await createQuote.mutateAsync({
          name: values.title,
          customerId: customer.id,
          jobDescription: values.description,
          materials:
            amountPence > 0
              ? [
                  // The amount typed is the price of the job: charged as it is, no markup.
                  {
                    name: values.title,
                    quantity: 1,
                    unit: "job",
                    netUnitPricePence: amountPence,
                    markupPercent: 0,
                  },
                ]
              : [],
          laborDays: 0,
          dayRatePence: 0,
        });
        notify.success(messages.quotes.quickCreated);
        leaving();
        navigate(paths.quotes);
      } catch (error) {
        notify.error("Error", {
          description: refusalMessage(error) ?? "An error occurred while creating the quote",
        });
      }
    },
    (invalid) => {
      if (invalid.title || invalid.description || invalid.customerName)
        notify.error(missingTitle ?? "Missing Information", { description: missingDescription });
    },
  );

  const aria = (name: keyof QuickValues) => ({
    id: `quick-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `quick-${name}-error` : undefined,
  });

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        title="Create New Quote"
        description="A quick draft: what the job is, who it's for and the price."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.quotes}>
              <ArrowLeft /> Back to Quotes
            </Link>
          </Button>
        }
      />
      <Card>
        <CardContent className="pt-6">
          <form onSubmit={submit} noValidate className="grid gap-5">
            <div className="grid gap-2">
              <Label htmlFor="quick-title">Title *</Label>
              <Input
                placeholder="e.g. Bathroom refit"
                {...aria("title")}
                {...form.register("title")}
              />
              <FieldMessage id="quick-title-error">{errors.title?.message}</FieldMessage>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="quick-description">Description *</Label>
              <Textarea rows={5} {...aria("description")} {...form.register("description")} />
              <FieldMessage id="quick-description-error">
                {errors.description?.message}
              </FieldMessage>
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor="quick-customerName">Customer name *</Label>
                <Input
                  autoComplete="off"
                  {...aria("customerName")}
                  {...form.register("customerName")}
                />
                <FieldMessage id="quick-customerName-error">
                  {errors.customerName?.message}
                </FieldMessage>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="quick-customerEmail">Customer email</Label>
                <Input
                  type="email"
                  autoComplete="off"
                  {...aria("customerEmail")}
                  {...form.register("customerEmail")}
                />
                <FieldMessage id="quick-customerEmail-error">
                  {errors.customerEmail?.message}
                </FieldMessage>
              </div>
            </div>
            <div className="grid gap-2 sm:max-w-56">
              <Label htmlFor="quick-amount">Amount (£, before VAT)</Label>
              <Input
                inputMode="decimal"
                placeholder="0.00"
                {...aria("amount")}
                {...form.register("amount")}
              />
              <FieldMessage id="quick-amount-error">{errors.amount?.message}</FieldMessage>
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button asChild variant="outline">
                <Link to={paths.quotes}>Cancel</Link>
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? "Creating..." : "Create Quote"}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
