import { useQuery } from "@tanstack/react-query";
import { PackageSearch, Plus, Search } from "lucide-react";
import { useId, useState } from "react";
import { formatPence } from "../../../../shared/money";
import { perUnit } from "../../../../shared/quantities";
import { Button } from "../../../components/ui/button";
import { Input, Label } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError, api } from "../../../lib/api";
import { clampQuantity } from "../../../lib/quantity";
import { notify } from "../../../lib/toast";
import type { CatalogueProduct } from "./catalogue-product";

export type { CatalogueProduct };

const PAGE_SIZE = 50;

export const catalogueSearchKey = (q: string, merchantId?: number) =>
  ["products", "search", { q, merchantId: merchantId ?? null }] as const;

async function searchProducts(q: string, merchantId?: number) {
  const params = new URLSearchParams({ q, page: "1", pageSize: String(PAGE_SIZE) });
  if (merchantId) params.set("merchantId", String(merchantId));
  const answer = await api<unknown>("GET", `/api/products?${params}`);
  // Loaded with the first search, not with the builder's first screen (ADR 0023).
  return (await import("./catalogue-product")).cataloguePageSchema.parse(answer);
}

function ResultRow({
  product,
  onAdd,
}: {
  product: CatalogueProduct;
  onAdd: (product: CatalogueProduct, quantity: number) => void;
}) {
  const id = useId();
  const [quantity, setQuantity] = useState("1");
  return (
    <li className="flex flex-col gap-3 border-b p-3 last:border-b-0 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="break-words font-medium">{product.name}</p>
        <p className="text-xs text-muted-foreground">
          {product.merchantName} · SKU {product.sku} · {perUnit(product.unit)}
        </p>
        <p className="mt-1 text-sm">
          <span className="font-semibold">{formatPence(product.netPricePence)}</span>
          {product.discountPercent > 0 ? (
            <span className="ml-2 text-xs text-muted-foreground line-through">
              {formatPence(product.grossPricePence)}
            </span>
          ) : null}
          {product.discountPercent > 0 ? (
            <span className="ml-1 text-xs text-green-700 dark:text-green-400">
              −{product.discountPercent}%
            </span>
          ) : null}
          {product.tradePrice ? (
            <span className="ml-2 text-xs text-muted-foreground">your account price</span>
          ) : null}
        </p>
      </div>
      <div className="flex items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-qty`} className="text-xs">
            Qty
          </Label>
          <Input
            id={`${id}-qty`}
            type="number"
            min={1}
            step={1}
            className="w-20"
            value={quantity}
            aria-label={`Quantity of ${product.name}`}
            onChange={(e) => setQuantity(e.target.value)}
            onBlur={() => setQuantity(String(clampQuantity(quantity)))}
          />
        </div>
        <Button
          type="button"
          variant="secondary"
          aria-label={`Add ${product.name}`}
          onClick={() => {
            const qty = clampQuantity(quantity);
            setQuantity(String(qty));
            onAdd(product, qty);
            notify.success(`Added ${product.name} to materials list`);
          }}
        >
          <Plus /> Add
        </Button>
      </div>
    </li>
  );
}

/**
 * SPEC §2 Materials panel 2: search the merchants' catalogue (empty search shows everything) and
 * add products with a quantity.
 */
export function CatalogueSearchPanel({
  merchantId,
  onAdd,
}: {
  merchantId?: number;
  onAdd: (product: CatalogueProduct, quantity: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [submitted, setSubmitted] = useState<string | null>(null);
  const query = useQuery({
    queryKey: catalogueSearchKey(submitted ?? "", merchantId),
    queryFn: () => searchProducts(submitted ?? "", merchantId),
    enabled: submitted !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const unavailable = query.error instanceof ApiError && query.error.status === 404;

  const submit = () => setSubmitted(text.trim());

  return (
    <div className="grid gap-3">
      <search className="flex flex-col gap-2 sm:flex-row">
        {/* No <form>: this panel sits inside other forms (the builder), and forms cannot nest. */}
        <Label htmlFor={`${id}-q`} className="sr-only">
          Search products
        </Label>
        <Input
          id={`${id}-q`}
          type="search"
          placeholder="Search by name or SKU..."
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              submit();
            }
          }}
        />
        <Button type="button" variant="outline" className="sm:w-32" onClick={submit}>
          <Search /> {text.trim() ? "Search" : "Show All"}
        </Button>
      </search>

      <div className="max-h-[600px] overflow-y-auto rounded-md border" aria-busy={query.isFetching}>
        {submitted === null ? (
          <p className="flex items-center gap-2 p-4 text-sm text-muted-foreground">
            <PackageSearch className="size-4" aria-hidden="true" /> Search the catalogue or press
            Show All.
          </p>
        ) : query.isPending ? (
          <div className="flex items-center gap-2 p-4 text-sm text-muted-foreground">
            <Spinner className="size-4" label="Loading products" /> Loading products...
          </div>
        ) : unavailable ? (
          <p className="p-4 text-sm text-muted-foreground">The catalogue is not available yet</p>
        ) : query.isError ? (
          <p role="alert" className="p-4 text-sm text-destructive">
            {submitted ? "Error searching products" : "Error loading products"}
          </p>
        ) : query.data.products.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground">No products found</p>
        ) : (
          <ul aria-label="Catalogue results">
            {query.data.products.map((product) => (
              <ResultRow key={product.id} product={product} onAdd={onAdd} />
            ))}
          </ul>
        )}
      </div>
      {query.data && query.data.total > query.data.products.length ? (
        <p className="text-xs text-muted-foreground">
          Showing {query.data.products.length} of {query.data.total}. Refine your search to see
          more.
        </p>
      ) : null}
    </div>
  );
}
