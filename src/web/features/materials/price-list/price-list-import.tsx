import { Download, Eye, FileUp, RefreshCw, Upload } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { limitMessages, PRICE_LIST_MAX_BYTES } from "../../../../shared/limits";
import { formatPence } from "../../../../shared/money";
import { Button } from "../../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card";
import { Input, Label } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Spinner } from "../../../components/ui/spinner";
import { notify } from "../../../lib/toast";
import { useMerchants } from "../../settings";
import {
  type PriceListImportJob,
  priceListExportUrl,
  useImportPriceList,
  usePriceListImportJob,
} from "./api/import-price-list";
import {
  mappingFieldLabels,
  mappingFields,
  type PriceListMapping,
  type PriceListPreview,
  usePreviewPriceList,
} from "./api/preview-price-list";

const count = (n: number) => n.toLocaleString("en-GB");

/** "Importing… 12,000 of 100,000 rows", then the result or why it failed. */
function ImportProgress({ job }: { job: PriceListImportJob }) {
  const running = job.status === "queued" || job.status === "running";
  const percent = job.rowsTotal > 0 ? Math.round((job.rowsDone / job.rowsTotal) * 100) : 0;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="price-list-import-status"
      className="grid gap-2 rounded-md border p-3 text-sm"
    >
      {running ? (
        <>
          <p className="flex items-center gap-2 font-medium">
            <Spinner className="size-4" label="Importing" />
            Importing… {count(job.rowsDone)} of {count(job.rowsTotal)} rows
          </p>
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label="Import progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
          </div>
        </>
      ) : job.status === "done" ? (
        <p className="font-medium">
          Imported: {count(job.inserted)} new, {count(job.updated)} updated
          {job.skipped > 0
            ? `; ${count(job.skipped)} ${job.skipped === 1 ? "row" : "rows"} skipped because of errors`
            : ""}
        </p>
      ) : (
        <p className="font-medium text-destructive">
          Import failed{job.error ? `: ${job.error}` : ""}
        </p>
      )}
    </div>
  );
}

function readAsText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ""));
    reader.onerror = () => reject(reader.error ?? new Error("Could not read the file"));
    reader.readAsText(file);
  });
}

const rowMessage = (row: number, message: string) =>
  /^Row \d+:/.test(message) ? message : `Row ${row}: ${message}`;

const sameMapping = (a: PriceListMapping, b: PriceListMapping) =>
  mappingFields.every((f) => (a[f] ?? null) === (b[f] ?? null));

/**
 * Materials page, Price Lists tab: import a merchant's CSV as the business's own products
 * (preview, adjust the column mapping, import) and export the business's list.
 */
export function PriceListImport() {
  const id = useId();
  const merchants = useMerchants();
  const preview = usePreviewPriceList();
  const importList = useImportPriceList();
  const [jobId, setJobId] = useState<string>();
  const job = usePriceListImportJob(jobId);
  const announced = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const [merchantId, setMerchantId] = useState<number>();
  const [fileName, setFileName] = useState("");
  const [csv, setCsv] = useState("");
  const [fileError, setFileError] = useState("");
  const [result, setResult] = useState<PriceListPreview | null>(null);
  const [mapping, setMapping] = useState<PriceListMapping | null>(null);

  useEffect(() => {
    if (merchantId === undefined && merchants.data?.[0]) setMerchantId(merchants.data[0].id);
  }, [merchantId, merchants.data]);

  // Once per import: a toast when it finishes (the status panel keeps the result).
  useEffect(() => {
    const done = job.data;
    if (!done || announced.current === done.id) return;
    if (done.status === "done") {
      announced.current = done.id;
      notify.success(`Imported: ${done.inserted} new, ${done.updated} updated`, {
        description:
          done.skipped > 0 ? `${done.skipped} rows skipped because of errors` : undefined,
      });
    } else if (done.status === "failed") {
      announced.current = done.id;
      notify.error("Import failed", { description: done.error });
    }
  }, [job.data]);

  const reset = () => {
    setResult(null);
    setMapping(null);
    preview.reset();
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    reset();
    setCsv("");
    setFileError("");
    const file = event.target.files?.[0];
    setFileName(file?.name ?? "");
    if (!file) return;
    if (!/\.csv$/i.test(file.name) && file.type !== "text/csv") {
      setFileError("Please choose a .csv file");
      return;
    }
    if (file.size > PRICE_LIST_MAX_BYTES) {
      setFileError(limitMessages.priceListBytes);
      notify.error("File too large", { description: limitMessages.priceListBytes });
      return;
    }
    try {
      setCsv(await readAsText(file));
    } catch (error) {
      setFileError(error instanceof Error ? error.message : "Could not read the file");
    }
  };

  const runPreview = async (withMapping?: PriceListMapping) => {
    if (!csv || !merchantId) return;
    try {
      const data = await preview.mutateAsync({ csv, merchantId, mapping: withMapping });
      setResult(data);
      setMapping(data.mapping);
    } catch (error) {
      notify.error("Could not preview the price list", {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  const runImport = async () => {
    if (!csv || !merchantId || !result) return;
    try {
      const started = await importList.mutateAsync({ csv, merchantId, mapping: result.mapping });
      setJobId(started.id);
      reset();
      setCsv("");
      setFileName("");
      if (fileInput.current) fileInput.current.value = "";
    } catch (error) {
      notify.error("Import failed", {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  const dirty = Boolean(result && mapping && !sameMapping(result.mapping, mapping));

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Import a price list</CardTitle>
          <CardDescription>
            Upload a merchant's CSV price list (up to 20 MB and 200,000 rows). Its products join
            your catalogue at your trade discount for that merchant; known SKUs are updated.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-4 md:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-merchant`}>Merchant</Label>
              <NativeSelect
                id={`${id}-merchant`}
                value={merchantId ?? ""}
                onChange={(e) => {
                  setMerchantId(e.target.value ? Number(e.target.value) : undefined);
                  reset();
                }}
              >
                {(merchants.data ?? []).map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-file`}>CSV file</Label>
              <Input
                ref={fileInput}
                id={`${id}-file`}
                type="file"
                accept=".csv,text/csv"
                className="cursor-pointer file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium"
                aria-invalid={fileError ? true : undefined}
                aria-describedby={fileError ? `${id}-file-error` : undefined}
                onChange={(e) => void onFile(e)}
              />
              {fileError ? (
                <p id={`${id}-file-error`} role="alert" className="text-sm text-destructive">
                  {fileError}
                </p>
              ) : fileName && csv ? (
                <p className="flex items-center gap-1 text-xs text-muted-foreground">
                  <FileUp aria-hidden="true" className="size-3.5" /> {fileName} ready to preview
                </p>
              ) : null}
            </div>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button
              type="button"
              disabled={!csv || !merchantId || preview.isPending}
              onClick={() => void runPreview()}
            >
              {preview.isPending ? <Spinner className="size-4" label="Previewing" /> : <Eye />}
              Preview
            </Button>
            <Button asChild variant="outline">
              <a href={priceListExportUrl()} download>
                <Download aria-hidden="true" /> Export CSV
              </a>
            </Button>
          </div>
          {job.data ? <ImportProgress job={job.data} /> : null}
        </CardContent>
      </Card>

      {result && mapping ? (
        <Card>
          <CardHeader>
            <CardTitle>Preview</CardTitle>
            <CardDescription>
              {result.validCount} {result.validCount === 1 ? "row" : "rows"} ready to import
              {result.errorCount > 0
                ? `, ${result.errorCount} with errors (skipped on import)`
                : ""}
              . Check the columns below; change one and update the preview.
            </CardDescription>
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
                  disabled={!dirty || preview.isPending}
                  onClick={() => void runPreview(mapping)}
                >
                  <RefreshCw aria-hidden="true" /> Update preview
                </Button>
              </div>
            </fieldset>

            {result.rows.length > 0 ? (
              <div className="overflow-x-auto rounded-md border">
                <table className="w-full min-w-[36rem] text-sm">
                  <caption className="sr-only">First rows of the price list</caption>
                  <thead className="bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-medium">
                        Row
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        Name
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        SKU
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        Unit
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-medium">
                        Price
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        Category
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.rows.map((row) => (
                      <tr key={row.row} className="border-t align-top">
                        <td className="px-3 py-2 tabular-nums text-muted-foreground">{row.row}</td>
                        <td className="px-3 py-2">{row.name}</td>
                        <td className="px-3 py-2 font-mono text-xs">{row.sku}</td>
                        <td className="px-3 py-2">{row.unit}</td>
                        <td className="px-3 py-2 text-right tabular-nums">
                          {formatPence(row.pricePence)}
                        </td>
                        <td className="px-3 py-2">{row.category || "—"}</td>
                      </tr>
                    ))}
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
                disabled={result.validCount === 0 || dirty || importList.isPending}
                onClick={() => void runImport()}
              >
                {importList.isPending ? (
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
      ) : null}
    </div>
  );
}
