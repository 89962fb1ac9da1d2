import type { ReactNode } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { messages } from "../../../../shared/messages";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { FieldMessage, Input, Label } from "../../../components/ui/input";
import { paths } from "../../../config/paths";

/** The manual builder's form: its fields and their messages (materials and measurements aside). */
const number = (label: string) => z.number({ error: `${label} must be a number` });

export const builderSchema = z.object({
  name: z.string().trim().max(200, "Project name must be 200 characters or fewer"),
  customerId: z.string(),
  jobDescription: z
    .string()
    .trim()
    .min(1, messages.quotes.jobDescription)
    .max(10_000, "Job description must be 10,000 characters or fewer"),
  dayRate: number("Day rate").min(0, "Day rate must be 0 or more"),
  laborDays: number("Days required")
    .min(0.5, "Days required must be at least 0.5")
    .max(1000, "Days required must be 1000 or fewer")
    .refine((d) => Number.isInteger(d * 2), "Days required goes in steps of 0.5"),
  marginPercent: number("Markup on materials")
    .min(0, "Markup on materials must be between 0 and 100")
    .max(100, "Markup on materials must be between 0 and 100"),
  vatIncluded: z.boolean(),
  vatRate: number("VAT rate")
    .min(0, "VAT rate must be between 0 and 100")
    .max(100, "VAT rate must be between 0 and 100"),
});
export type BuilderValues = z.infer<typeof builderSchema>;

/** The builder's field props: id, and the error wiring when the field has one. */
export function fieldProps(form: UseFormReturn<BuilderValues>, name: keyof BuilderValues) {
  const error = form.formState.errors[name];
  return {
    id: `quote-${name}`,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `quote-${name}-error` : undefined,
  };
}

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        {/* Each section sits straight under the page's h1. */}
        <h2 className="text-lg font-semibold leading-tight">{title}</h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

/**
 * "Labour and markup" (day rate, days, the markup on materials: the quote's margin) and "VAT"
 * (Include VAT, the quote's rate).
 */
export function PricingSections({
  form,
  vatRegistered,
}: {
  form: UseFormReturn<BuilderValues>;
  vatRegistered: boolean;
}) {
  const { errors } = form.formState;
  const field = (name: keyof BuilderValues) => fieldProps(form, name);
  const vatIncluded = useWatch({ control: form.control, name: "vatIncluded" }) ?? true;
  return (
    <>
      <Section title="Labour and markup">
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="grid gap-2">
            <Label htmlFor="quote-dayRate">Day rate (£)</Label>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              {...field("dayRate")}
              {...form.register("dayRate", { valueAsNumber: true })}
            />
            <FieldMessage id="quote-dayRate-error">{errors.dayRate?.message}</FieldMessage>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="quote-laborDays">Days required</Label>
            <Input
              type="number"
              inputMode="decimal"
              min={0.5}
              step={0.5}
              {...field("laborDays")}
              {...form.register("laborDays", { valueAsNumber: true })}
            />
            <FieldMessage id="quote-laborDays-error">{errors.laborDays?.message}</FieldMessage>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="quote-marginPercent">Markup on materials %</Label>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={0.5}
              {...field("marginPercent")}
              {...form.register("marginPercent", { valueAsNumber: true })}
            />
            <FieldMessage id="quote-marginPercent-error">
              {errors.marginPercent?.message}
            </FieldMessage>
          </div>
        </div>
      </Section>

      <Section title="VAT">
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <label
            className="flex h-10 items-center gap-3 text-sm font-medium sm:mt-7"
            htmlFor="quote-vatIncluded"
          >
            <input
              type="checkbox"
              className="size-4 accent-primary"
              {...field("vatIncluded")}
              {...form.register("vatIncluded")}
            />
            Include VAT
          </label>
          {vatIncluded && !vatRegistered ? (
            <p className="text-sm text-muted-foreground sm:col-span-2 sm:row-start-2">
              No VAT number in{" "}
              <Link className="text-primary underline" to={paths.settings}>
                Settings
              </Link>
              : only a VAT-registered business may charge VAT, and your invoices will not.
            </p>
          ) : null}
          <div className="grid gap-2">
            <Label htmlFor="quote-vatRate">VAT rate %</Label>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={0.5}
              disabled={!vatIncluded}
              {...field("vatRate")}
              {...form.register("vatRate", { valueAsNumber: true })}
            />
            <FieldMessage id="quote-vatRate-error">{errors.vatRate?.message}</FieldMessage>
            <p className="text-xs text-muted-foreground">
              For labour and every material left at Default; set a line to 5% or 0% in the materials
              list.
            </p>
          </div>
        </div>
      </Section>
    </>
  );
}
