import { RefreshCw, Upload } from "lucide-react";
import { formatPence } from "../../../../shared/money";
import { Button } from "../../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card";
import { Label } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Spinner } from "../../../components/ui/spinner";
import {
  mappingFieldLabels,
  mappingFields,
  type PriceListMapping,
  type PriceListPreview,
} from "./api/preview-price-list";

const rowMessage = (row: number, message: string) =>
  /^Row \d+:/.test(message) ? message : `Row ${row}: ${message}`;

export const sameMapping = (a: PriceListMapping, b: PriceListMapping) =>
  mappingFields.every((f) => (a[f] ?? null) === (b[f] ?? null));

/** The preview's first rows and errors, with the column mapping the trader can correct. */
export function PriceListPreviewCard({
  id,
  result,
  mapping,
  setMapping,
  dirty,
  previewing,
  importing,
  runPreview,
  runImport,
}: {
  id: string;
  result: PriceListPreview;
  mapping: PriceListMapping;
  setMapping: (mapping: PriceListMapping) => void;
  dirty: boolean;
  previewing: boolean;
  importing: boolean;
  runPreview: (mapping: PriceListMapping) => void;
  runImport: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Preview</CardTitle>
        <CardDescription>
          {result.validCount} {result.validCount === 1 ? "row" : "rows"} ready to import
          {result.errorCount > 0 ? `, ${result.errorCount} with errors (skipped on import)` : ""}.
          Check the columns below; change one and update the preview.
        </CardDescription>
        <SkuMatches result={result} />
      </CardHeader>
      <CardContent className="grid gap-5">
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-semibold">Column mapping</legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {mappingFields.map((field) => (
              <div key={field} className="grid gap-1">
                <Label htmlFor={`${id}-map-${field}`} className="text-xs">
                  {mappingFieldLabels[field]}
                  {field === "name" || field === "sku" || field === "price" ? " *" : ""}
                </Label>
                <NativeSelect
                  id={`${id}-map-${field}`}
                  value={mapping[field] ?? ""}
                  onChange={(e) => setMapping({ ...mapping, [field]: e.target.value || null })}
                >
                  <option value="">Not in file</option>
                  {result.headers.map((h) => (
                    <option key={h} value={h}>
                      {h}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ))}
          </div>
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={!dirty || previewing}
              onClick={() => runPreview(mapping)}
            >
              <RefreshCw aria-hidden="true" /> Update preview
            </Button>
          </div>
        </fieldset>

        {result.rows.length > 0 ? (
          <div className="overflow-x-auto rounded-md border">
            {/* On a phone, SKU, unit and category go under the name so the price stays in view
                beside it (a scrolled-away price could not be told from its product). */}
            <table className="w-full text-sm sm:min-w-[36rem]">
              <caption className="sr-only">First rows of the price list</caption>
              <thead className="bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Row
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Name
                  </th>
                  <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                    SKU
                  </th>
                  <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                    Unit
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Price
                  </th>
                  <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                    Category
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((row) => {
                  const category = !row.category ? (
                    "—"
                  ) : row.categoryId === null ? (
                    <span className="text-muted-foreground">
                      {row.category} (not a category here: left empty)
                    </span>
                  ) : (
                    row.category
                  );
                  return (
                    <tr key={row.row} className="border-t align-top">
                      <td className="px-3 py-2 tabular-nums text-muted-foreground">{row.row}</td>
                      <td className="min-w-0 break-words px-3 py-2">
                        {row.name}
                        <span className="mt-1 block text-xs text-muted-foreground sm:hidden">
                          <span className="font-mono">{row.sku}</span>
                          {row.unit ? ` · ${row.unit}` : ""}
                          {row.category ? <> · {category}</> : null}
                        </span>
                      </td>
                      <td className="hidden px-3 py-2 font-mono text-xs sm:table-cell">
                        {row.sku}
                      </td>
                      <td className="hidden px-3 py-2 sm:table-cell">{row.unit}</td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {formatPence(row.pricePence)}
                      </td>
                      <td className="hidden px-3 py-2 sm:table-cell">{category}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : null}

        {result.errors.length > 0 ? (
          <div className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3">
            <p className="text-sm font-semibold text-destructive">
              {result.errorCount > 0
                ? `${result.errorCount} ${result.errorCount === 1 ? "row" : "rows"} will be skipped`
                : "Fix the column mapping"}
            </p>
            <ul className="grid max-h-48 gap-1 overflow-y-auto text-sm" aria-label="Row errors">
              {result.errors.map((e, i) => (
                <li key={`${e.row}-${i}`}>{rowMessage(e.row, e.message)}</li>
              ))}
            </ul>
          </div>
        ) : null}

        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button
            type="button"
            disabled={result.validCount === 0 || dirty || importing}
            onClick={() => runImport()}
          >
            {importing ? (
              <Spinner className="size-4" label="Importing" />
            ) : (
              <Upload aria-hidden="true" />
            )}
            Import {result.validCount} {result.validCount === 1 ? "product" : "products"}
          </Button>
          {dirty ? (
            <p className="text-sm text-muted-foreground">
              Update the preview to import with the new columns.
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * What the file's SKUs meet at the merchant: the business's own products are updated; a SKU the
 * merchant's public catalogue also lists gets the business's own copy beside it, at its price.
 */
function SkuMatches({ result }: { result: PriceListPreview }) {
  if (result.ownMatches === 0 && result.catalogueMatches === 0) return null;
  return (
    <ul className="grid gap-1 text-sm" data-testid="price-list-sku-matches">
      {result.ownMatches > 0 ? (
        <li>
          {result.ownMatches === 1
            ? "1 SKU is"
            : `${result.ownMatches.toLocaleString("en-GB")} SKUs are`}{" "}
          already in your price list for this merchant: updated with the file's price.
        </li>
      ) : null}
      {result.catalogueMatches > 0 ? (
        <li>
          {result.catalogueMatches === 1
            ? "1 SKU matches a product"
            : `${result.catalogueMatches.toLocaleString("en-GB")} SKUs match products`}{" "}
          in this merchant's catalogue: each is added as your own product at your price, shown in
          search as “Your price list” beside the catalogue's, and the estimator buys yours.
        </li>
      ) : null}
    </ul>
  );
}
