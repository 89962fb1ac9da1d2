import { type ComponentProps, type FormEvent, type ReactNode, useId, useState } from "react";
import { poundsToPence } from "../../../shared/money";
import { type Expense, expenseInputSchema } from "../../../shared/schemas/expenses";
import { MTD_EXPENSE_CATEGORIES } from "../../../shared/tax/mtd";
import { Button } from "../../components/ui/button";
import { FieldMessage, Input, Label } from "../../components/ui/input";
import { NativeSelect } from "../../components/ui/native-select";
import { ApiError } from "../../lib/api";
import { isVersionConflict } from "../../lib/version-conflict";
import { useSaveExpense } from "./expenses-api";

type Fields = Record<"spentOn" | "category" | "supplier" | "description" | "net" | "vat", string>;
type Errors = Partial<Record<keyof Fields | "form", string>>;

const londonToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
const poundsText = (pence: number) => (pence / 100).toFixed(2);

const fieldOf: Record<string, keyof Fields> = { netPence: "net", vatPence: "vat" };

/** Add an expense, or change one (with the version it was loaded at). */
export function ExpenseForm({ expense, onDone }: { expense?: Expense; onDone: () => void }) {
  const id = useId();
  const save = useSaveExpense();
  const [fields, setFields] = useState<Fields>({
    spentOn: expense?.spentOn ?? londonToday(),
    category: expense?.category ?? "carVanTravelExpenses",
    supplier: expense?.supplier ?? "",
    description: expense?.description ?? "",
    net: expense ? poundsText(expense.netPence) : "",
    vat: expense ? poundsText(expense.vatPence) : "0.00",
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      spentOn: fields.spentOn,
      category: fields.category,
      supplier: fields.supplier,
      description: fields.description,
      netPence: poundsToPence(fields.net) ?? Number.NaN,
      vatPence: fields.vat.trim() === "" ? 0 : (poundsToPence(fields.vat) ?? Number.NaN),
    };
    const parsed = expenseInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "form");
        found[fieldOf[key] ?? (key as keyof Fields)] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      if (expense) {
        await save.mutateAsync({
          id: expense.id,
          input: { ...parsed.data, version: expense.version },
        });
      } else {
        await save.mutateAsync({ input: parsed.data });
      }
      onDone();
    } catch (error) {
      if (isVersionConflict(error)) {
        setErrors({ form: error.message });
      } else if (error instanceof ApiError) {
        const found: Errors = { form: error.message };
        for (const [key, message] of Object.entries(error.fields)) {
          found[fieldOf[key] ?? (key as keyof Fields)] = message;
        }
        setErrors(found);
      } else {
        setErrors({ form: "The expense could not be saved. Please try again." });
      }
    }
  }

  const field = (
    key: keyof Fields,
    label: string,
    control: (describedBy?: string) => ReactNode,
  ) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      {control(errors[key] ? `${id}-${key}-error` : undefined)}
      <FieldMessage id={`${id}-${key}-error`}>{errors[key]}</FieldMessage>
    </div>
  );
  const text =
    (key: keyof Fields, props: Partial<ComponentProps<"input">> = {}) =>
    (describedBy?: string) => (
      <Input
        id={`${id}-${key}`}
        value={fields[key]}
        onChange={(e) => set(key)(e.target.value)}
        aria-invalid={Boolean(errors[key])}
        aria-describedby={describedBy}
        {...props}
      />
    );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={expense ? "Change expense" : "Add expense"}
      className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2"
    >
      {field("spentOn", "Date paid", text("spentOn", { type: "date", required: true }))}
      {field("category", "HMRC category", (describedBy) => (
        <NativeSelect
          id={`${id}-category`}
          value={fields.category}
          onChange={(e) => set("category")(e.target.value)}
          aria-describedby={describedBy}
        >
          {MTD_EXPENSE_CATEGORIES.map((c) => (
            <option key={c.key} value={c.key}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      ))}
      {field(
        "description",
        "What it was",
        text("description", { placeholder: "Van insurance", maxLength: 200 }),
      )}
      {field(
        "supplier",
        "Supplier (optional)",
        text("supplier", { placeholder: "Admiral", maxLength: 120 }),
      )}
      {field(
        "net",
        "Amount before VAT (£)",
        text("net", { inputMode: "decimal", placeholder: "0.00" }),
      )}
      {field(
        "vat",
        "VAT on the receipt (£)",
        text("vat", { inputMode: "decimal", placeholder: "0.00" }),
      )}
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} className="min-h-11">
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending} className="min-h-11">
          {save.isPending ? "Saving…" : expense ? "Save changes" : "Add expense"}
        </Button>
      </div>
    </form>
  );
}
