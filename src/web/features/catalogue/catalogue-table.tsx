import { RefreshCw, X } from "lucide-react";
import { useId, useState } from "react";
import { formatPence } from "../../../shared/money";
import { Button } from "../../components/ui/button";
import { Input, Label } from "../../components/ui/input";
import { NativeSelect } from "../../components/ui/native-select";
import { Spinner } from "../../components/ui/spinner";
import { notify } from "../../lib/toast";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useMerchants } from "../settings";
import { useCategories } from "./api/get-categories";
import { useProducts } from "./api/get-products";
import { Pagination } from "./pagination";

const PAGE_SIZE = 10;
const toId = (value: string) => (value ? Number(value) : undefined);

/**
 * SPEC §2 Materials page, Product Search tab: text, merchant and category filters, Clear, Refresh
 * and a compact table of results.
 */
export function CatalogueTable() {
  const id = useId();
  const [text, setText] = useState("");
  const [merchantId, setMerchantId] = useState<number>();
  const [categoryId, setCategoryId] = useState<number>();
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text.trim(), 250);

  const merchants = useMerchants();
  const categories = useCategories(merchantId);
  const products = useProducts({ q, merchantId, categoryId, page, pageSize: PAGE_SIZE });
  const found = (categories.data ?? []).filter((c) => c.productCount > 0 || c.id === categoryId);

  const refresh = async () => {
    const [result] = await Promise.all([products.refetch(), categories.refetch()]);
    if (result.isError) notify.error("Failed to load product data from the database");
    else notify.success("Product data refreshed");
  };
  const clear = () => {
    setText("");
    setMerchantId(undefined);
    setCategoryId(undefined);
    setPage(1);
  };

  const data = products.data;
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-q`}>Search</Label>
          <Input
            id={`${id}-q`}
            type="search"
            placeholder="Search by name or SKU"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-merchant`}>Merchant</Label>
          <NativeSelect
            id={`${id}-merchant`}
            value={merchantId ?? ""}
            onChange={(e) => {
              setMerchantId(toId(e.target.value));
              setCategoryId(undefined);
              setPage(1);
            }}
          >
            <option value="">All Merchants</option>
            {(merchants.data ?? []).map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <NativeSelect
            id={`${id}-category`}
            value={categoryId ?? ""}
            onChange={(e) => {
              setCategoryId(toId(e.target.value));
              setPage(1);
            }}
          >
            <option value="">All Categories</option>
            {found.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid grid-cols-2 gap-2 md:flex">
          <Button type="button" variant="outline" onClick={clear}>
            <X aria-hidden="true" /> Clear
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => void refresh()}
            disabled={products.isFetching}
          >
            <RefreshCw aria-hidden="true" className={products.isFetching ? "animate-spin" : ""} />
            Refresh
          </Button>
        </div>
      </div>

      {products.isPending ? (
        <div className="flex justify-center p-8">
          <Spinner label="Loading products" />
        </div>
      ) : products.isError ? (
        <p role="alert" className="rounded-md border border-destructive/40 p-4 text-destructive">
          {q ? "Error searching products" : "Error loading products"}: {products.error.message}
        </p>
      ) : data && data.products.length === 0 ? (
        <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">
          No products found. Try adjusting your filters or refreshing.
        </p>
      ) : data ? (
        <>
          <div className="overflow-x-auto rounded-md border">
            <table className="w-full text-sm">
              <thead className="bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Name
                  </th>
                  <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                    SKU
                  </th>
                  <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">
                    Merchant
                  </th>
                  <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                    Unit
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Net price
                  </th>
                </tr>
              </thead>
              <tbody className={products.isPlaceholderData ? "opacity-60" : undefined}>
                {data.products.map((p) => (
                  <tr key={p.id} className="border-t align-top">
                    <td className="px-3 py-2">
                      <span className="break-words font-medium">{p.name}</span>
                      <span className="mt-0.5 block text-xs text-muted-foreground sm:hidden">
                        {p.sku || "N/A"} · {p.unit}
                      </span>
                      <span className="mt-0.5 block text-xs text-muted-foreground md:hidden">
                        {p.merchantName}
                      </span>
                    </td>
                    <td className="hidden px-3 py-2 font-mono text-xs sm:table-cell">
                      {p.sku || "N/A"}
                    </td>
                    <td className="hidden px-3 py-2 md:table-cell">{p.merchantName}</td>
                    <td className="hidden px-3 py-2 sm:table-cell">{p.unit}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      <span className="font-semibold">{formatPence(p.netPricePence)}</span>
                      {p.discountPercent > 0 ? (
                        <span className="block text-xs text-muted-foreground line-through">
                          {formatPence(p.grossPricePence)}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            totalIsEstimate={data.totalIsEstimate}
            onPageChange={setPage}
          />
        </>
      ) : null}
    </div>
  );
}
