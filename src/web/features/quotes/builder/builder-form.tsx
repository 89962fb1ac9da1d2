import type { ReactNode } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { FieldMessage, Input, Label } from "../../../components/ui/input";
import { paths } from "../../../config/paths";
import type { BuilderValues } from "./builder-schema";

/**
 * The form's values; their rules and messages are in builder-schema.ts, loaded on the first
 * validation (a submit), so zod is not part of the first screen's script.
 */
export type { BuilderValues } from "./builder-schema";

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
