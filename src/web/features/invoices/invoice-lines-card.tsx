import { formatPence } from "../../../shared/money";
import { quantityWithUnit } from "../../../shared/quantities";
import type { Invoice } from "../../../shared/schemas/invoices";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";

const quantity = (l: Invoice["lines"][number]) => quantityWithUnit(l.quantity, l.unit);

function LabourTag({ className = "" }: { className?: string }) {
  return <span className={`ml-2 rounded bg-muted px-1.5 py-0.5 text-xs ${className}`}>labour</span>;
}

/** The customer and the invoice's lines: cards on a phone, a table from `sm` up. */
export function InvoiceLinesCard({ invoice: inv }: { invoice: Invoice }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{inv.customerName || "Customer"}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {inv.supplierVatNumber
            ? `Supplier VAT No. ${inv.supplierVatNumber}`
            : "Not VAT registered"}
        </p>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:hidden" aria-label="Invoice lines">
          {inv.lines.map((l) => (
            <li
              key={l.id}
              className={`rounded-md border p-3 text-sm ${l.netPence < 0 ? "text-muted-foreground" : ""}`}
            >
              <p className="font-medium">
                {l.description}
                {l.isLabour ? <LabourTag className="font-normal" /> : null}
              </p>
              <p className="mt-1 flex justify-between gap-2 tabular-nums">
                <span className="text-muted-foreground">
                  {quantity(l)} × {formatPence(l.unitPricePence)} · VAT {l.vatRate}%
                </span>
                <span className="whitespace-nowrap font-medium">{formatPence(l.netPence)}</span>
              </p>
            </li>
          ))}
        </ul>
        <div className="hidden overflow-x-auto sm:block">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left text-xs uppercase tracking-wide text-muted-foreground">
                <th className="py-2 pr-2 font-medium">Description</th>
                <th className="py-2 pr-2 text-right font-medium">Qty</th>
                <th className="py-2 pr-2 text-right font-medium">Price</th>
                <th className="py-2 pr-2 text-right font-medium">VAT</th>
                <th className="py-2 text-right font-medium">Net</th>
              </tr>
            </thead>
            <tbody>
              {inv.lines.map((l) => (
                <tr
                  key={l.id}
                  className={`border-b last:border-b-0 ${l.netPence < 0 ? "text-muted-foreground" : ""}`}
                >
                  <td className="py-2 pr-2">
                    {l.description}
                    {l.isLabour ? <LabourTag /> : null}
                  </td>
                  <td className="whitespace-nowrap py-2 pr-2 text-right tabular-nums">
                    {quantity(l)}
                  </td>
                  <td className="whitespace-nowrap py-2 pr-2 text-right tabular-nums">
                    {formatPence(l.unitPricePence)}
                  </td>
                  <td className="whitespace-nowrap py-2 pr-2 text-right tabular-nums">
                    {l.vatRate}%
                  </td>
                  <td className="whitespace-nowrap py-2 text-right tabular-nums">
                    {formatPence(l.netPence)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
