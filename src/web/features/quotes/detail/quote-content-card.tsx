import { formatPence } from "../../../../shared/money";
import { formatQuantity, unitLabel } from "../../../../shared/quantities";
import type { Quote } from "../../../../shared/schemas/quotes";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";

export function QuoteContentCard({ quote }: { quote: Quote }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Quote</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section className="grid gap-1">
          <h3 className="text-sm font-semibold text-muted-foreground">Job description</h3>
          <p className="whitespace-pre-line break-words">{quote.jobDescription}</p>
        </section>

        {quote.measurements.length > 0 ? (
          <section className="grid gap-2">
            <h3 className="text-sm font-semibold text-muted-foreground">Measurements</h3>
            <ul className="flex flex-wrap gap-2" aria-label="Measurements">
              {quote.measurements.map((m) => (
                <li key={m.id} className="rounded-md border bg-muted/40 px-3 py-1.5 text-sm">
                  <span className="font-medium">{m.label}:</span> {m.value} {m.unit}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section className="grid gap-2">
          <h3 className="text-sm font-semibold text-muted-foreground">Materials</h3>
          {quote.materials.length === 0 ? (
            <p className="text-sm text-muted-foreground">No materials on this quote.</p>
          ) : (
            // Fits a 375 px phone without sideways scrolling: the unit joins the quantity.
            <div>
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b text-left text-xs uppercase tracking-wide text-muted-foreground">
                    <th className="py-2 pr-2 font-medium">Item</th>
                    <th className="py-2 pr-2 text-right font-medium">Qty</th>
                    <th className="hidden py-2 pr-2 font-medium sm:table-cell">Unit</th>
                    <th className="py-2 pr-2 text-right font-medium">Price</th>
                    <th className="py-2 text-right font-medium">Total</th>
                  </tr>
                </thead>
                <tbody>
                  {quote.materials.map((m) => (
                    <tr key={m.id} className="border-b last:border-b-0">
                      <td className="py-2 pr-2">
                        <span className="break-words">{m.name}</span>
                        {m.sku ? (
                          <span className="block text-xs text-muted-foreground">SKU {m.sku}</span>
                        ) : null}
                      </td>
                      <td className="whitespace-nowrap py-2 pr-2 text-right tabular-nums">
                        {formatQuantity(m.quantity)}
                        {unitLabel(m.quantity, m.unit) ? (
                          <span className="sm:hidden"> {unitLabel(m.quantity, m.unit)}</span>
                        ) : null}
                      </td>
                      <td className="hidden py-2 pr-2 sm:table-cell">{m.unit}</td>
                      <td className="py-2 pr-2 text-right tabular-nums">
                        {formatPence(m.unitPricePence)}
                      </td>
                      <td className="py-2 text-right tabular-nums">{formatPence(m.totalPence)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>

        <section className="grid gap-1 text-sm">
          <h3 className="text-sm font-semibold text-muted-foreground">Labour</h3>
          <p>
            {quote.laborDays} {quote.laborDays === 1 ? "day" : "days"} at{" "}
            {formatPence(quote.dayRatePence)} a day ={" "}
            <span className="font-medium">{formatPence(quote.totalLaborPence)}</span>
          </p>
        </section>
      </CardContent>
    </Card>
  );
}
