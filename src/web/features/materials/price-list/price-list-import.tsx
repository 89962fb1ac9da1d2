import { Download, Eye, FileUp } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
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
  priceListExportUrl,
  useImportPriceList,
  usePriceListImportJob,
} from "./api/import-price-list";
import {
  type PriceListMapping,
  type PriceListPreview,
  usePreviewPriceList,
} from "./api/preview-price-list";
import { ImportProgress, useAnnounceImport } from "./import-progress";
import { PriceListPreviewCard, sameMapping } from "./price-list-preview-card";
import { readPriceListFile } from "./read-price-list-file";

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
  const fileInput = useRef<HTMLInputElement>(null);

  const [merchantId, setMerchantId] = useState<number>();
  const [fileName, setFileName] = useState("");
  const [csv, setCsv] = useState("");
  const [fileError, setFileError] = useState("");
  const [result, setResult] = useState<PriceListPreview | null>(null);
  const [mapping, setMapping] = useState<PriceListMapping | null>(null);
  const [tradePrices, setTradePrices] = useState(false);

  useEffect(() => {
    if (merchantId === undefined && merchants.data?.[0]) setMerchantId(merchants.data[0].id);
  }, [merchantId, merchants.data]);

  useAnnounceImport(job.data);

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
    const read = await readPriceListFile(file);
    if ("error" in read) setFileError(read.error);
    else setCsv(read.csv);
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
      const started = await importList.mutateAsync({
        csv,
        merchantId,
        mapping: result.mapping,
        tradePrices,
      });
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
            A merchant's CSV price list (up to 20 MB and 200,000 rows) joins your catalogue as your
            own products; SKUs already in your list for that merchant are updated. The preview says
            which SKUs the merchant's catalogue also lists.
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
          {/* A trade price list with the discount taken off again under-priced every quote. */}
          <label className="flex items-start gap-3 text-sm" htmlFor={`${id}-trade-prices`}>
            <input
              id={`${id}-trade-prices`}
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-primary"
              checked={tradePrices}
              onChange={(e) => setTradePrices(e.target.checked)}
            />
            <span>
              These are my trade prices
              <span className="block text-muted-foreground">
                Tick when the merchant's file already has your account prices: your Merchant Terms
                discount is then not taken off them again.
              </span>
            </span>
          </label>
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
        <PriceListPreviewCard
          id={id}
          result={result}
          mapping={mapping}
          setMapping={setMapping}
          dirty={dirty}
          previewing={preview.isPending}
          importing={importList.isPending}
          runPreview={(withMapping) => void runPreview(withMapping)}
          runImport={() => void runImport()}
        />
      ) : null}
    </div>
  );
}
