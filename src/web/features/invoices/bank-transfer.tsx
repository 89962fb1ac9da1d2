import { AlertTriangle, Landmark } from "lucide-react";
import { Link } from "react-router";
import {
  ADD_BANK_DETAILS_MESSAGE,
  formatSortCode,
  hasBankDetails,
} from "../../../shared/bank-details";
import type { Invoice } from "../../../shared/schemas/invoices";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { useBusinessDetails } from "../settings";
import { formatDay } from "./status-badge";

/**
 * Whether the business has told us where to be paid: undefined while loading, so nothing flashes
 * a warning that then disappears.
 */
function useCanBePaidByTransfer() {
  const { data } = useBusinessDetails();
  return { details: data, ready: data ? hasBankDetails(data) : undefined };
}

/** Amber, with the way to fix it: the invoice would otherwise go out with no way to pay. */
export function MissingBankDetailsWarning() {
  const { ready } = useCanBePaidByTransfer();
  if (ready !== false) return null;
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
      <p>
        {ADD_BANK_DETAILS_MESSAGE}.{" "}
        <Link to={paths.settings} className="font-semibold underline underline-offset-2">
          Add bank details
        </Link>
      </p>
    </div>
  );
}

/** The "Pay by bank transfer" block as the PDF and email show it to the customer. */
export function BankTransferCard({ invoice }: { invoice: Invoice }) {
  const { details, ready } = useCanBePaidByTransfer();
  if (!ready || !details || invoice.balancePence <= 0) return null;
  const rows: Array<[string, string]> = [
    ["Account name", details.bankAccountName],
    ["Sort code", formatSortCode(details.bankSortCode)],
    ["Account number", details.bankAccountNumber],
    ["Reference", invoice.reference],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Landmark className="size-5" aria-hidden="true" /> Pay by bank transfer
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          As printed on the invoice, due by {formatDay(invoice.dueDate)}.
        </p>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm" aria-label="Bank transfer details">
          {rows.map(([name, value]) => (
            <div key={name} className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{name}</dt>
              <dd className="text-right font-semibold tabular-nums break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
