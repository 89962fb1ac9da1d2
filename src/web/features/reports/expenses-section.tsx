import { Plus } from "lucide-react";
import { useState } from "react";
import { formatPence } from "../../../shared/money";
import type { Expense } from "../../../shared/schemas/expenses";
import { MTD_EXPENSE_CATEGORIES } from "../../../shared/tax/mtd";
import { LoadMorePages } from "../../components/load-more";
import { SectionLoadError } from "../../components/section-load-error";
import { Button } from "../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { ExpenseForm } from "./expense-form";
import { useDeleteExpense, useExpenses } from "./expenses-api";
import { formatDay } from "./format";

const categoryLabel = new Map<string, string>(MTD_EXPENSE_CATEGORIES.map((c) => [c.key, c.label]));

function ExpenseRow({ expense }: { expense: Expense }) {
  const [mode, setMode] = useState<"view" | "edit" | "delete">("view");
  const remove = useDeleteExpense();
  if (mode === "edit") {
    return (
      <li className="py-3">
        <ExpenseForm expense={expense} onDone={() => setMode("view")} />
      </li>
    );
  }
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0">
        <p className="flex items-baseline gap-3">
          <span className="min-w-0 flex-1 truncate font-medium">{expense.description}</span>
          <span className="shrink-0 font-semibold tabular-nums">
            {formatPence(expense.netPence + expense.vatPence)}
          </span>
        </p>
        <p className="text-xs text-muted-foreground">
          {formatDay(expense.spentOn)}
          {expense.supplier ? ` · ${expense.supplier}` : ""} · {categoryLabel.get(expense.category)}
          {expense.vatPence ? ` · VAT ${formatPence(expense.vatPence)}` : " · no VAT"}
        </p>
      </div>
      {mode === "delete" ? (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">Confirm delete</legend>
          <span className="text-sm">Delete this expense?</span>
          <Button
            variant="destructive"
            className="min-h-11"
            disabled={remove.isPending}
            onClick={() => remove.mutate(expense.id)}
          >
            Delete
          </Button>
          <Button variant="outline" className="min-h-11" onClick={() => setMode("view")}>
            Keep it
          </Button>
          {remove.isError ? (
            <p role="alert" className="w-full text-sm text-destructive">
              {remove.error.message}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <div className="flex gap-2">
          <Button
            variant="outline"
            className="min-h-11 flex-1 sm:flex-none"
            onClick={() => setMode("edit")}
            aria-label={`Change ${expense.description}`}
          >
            Change
          </Button>
          <Button
            variant="outline"
            className="min-h-11 flex-1 sm:flex-none"
            onClick={() => setMode("delete")}
            aria-label={`Delete ${expense.description}`}
          >
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Expenses the business enters itself: what Sole does not know from its purchase orders (van,
 * phone, insurance, the accountant). They fill the MTD quarter's categories and the VAT return.
 */
export function ExpensesSection() {
  const [adding, setAdding] = useState(false);
  const query = useExpenses();
  const expenses = query.data?.pages.flatMap((p) => p.expenses) ?? [];
  return (
    <Card role="region" aria-labelledby="expenses-title">
      <CardHeader>
        <CardTitle id="expenses-title">Expenses</CardTitle>
        <CardDescription>
          Costs Sole doesn't know from your orders, such as van insurance, fuel, your phone or your
          accountant. They count in the quarterly update and, with their VAT, in the VAT return.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {adding ? (
          <ExpenseForm onDone={() => setAdding(false)} />
        ) : (
          <Button
            className="min-h-11 w-full sm:w-auto sm:justify-self-start"
            onClick={() => setAdding(true)}
          >
            <Plus aria-hidden="true" />
            Add expense
          </Button>
        )}
        {query.isPending ? (
          <Spinner label="Loading expenses" className="mx-auto size-6" />
        ) : query.isError ? (
          <SectionLoadError
            title="Your expenses could not be loaded"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : expenses.length === 0 ? (
          <p className="text-sm text-muted-foreground">No expenses entered yet.</p>
        ) : (
          <>
            <ul className="divide-y" aria-label="Expenses">
              {expenses.map((expense) => (
                <ExpenseRow key={expense.id} expense={expense} />
              ))}
            </ul>
            <LoadMorePages pages={query} label="Show older expenses" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
