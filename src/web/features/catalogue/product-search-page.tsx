import { PackageSearch } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { notify } from "../../lib/toast";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useMerchants } from "../settings";
import { useCategories } from "./api/get-categories";
import { useProducts } from "./api/get-products";
import { Pagination } from "./pagination";
import { ProductCard, ProductCardSkeleton } from "./product-card";
import { ProductFilters, type ProductFilterValues } from "./product-filters";

/** SPEC §9: page size 10. */
export const PRODUCT_PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 250;

const positiveInt = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
};

/** /dashboard/product-search (SPEC §2): filters in the address bar, so reloads and links keep them. */
export function ProductSearchPage() {
  const [params, setParams] = useSearchParams();
  // The filters live in state (read once from the address) and are mirrored back to it, so
  // quick successive changes never race each other through the router.
  const [filters, setFilters] = useState(() => ({
    merchantId: positiveInt(params.get("merchant")),
    categoryId: positiveInt(params.get("category")),
    favourites: params.get("favourites") === "1",
    page: positiveInt(params.get("page")) ?? 1,
  }));
  const { merchantId, categoryId, favourites, page } = filters;

  // The box answers at once; the search follows 250 ms after typing stops.
  const [text, setText] = useState(() => params.get("q") ?? "");
  const urlQuery = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();
  const [lastQuery, setLastQuery] = useState(urlQuery);
  if (lastQuery !== urlQuery) {
    // A new search starts on page 1.
    setLastQuery(urlQuery);
    if (page !== 1) setFilters((f) => ({ ...f, page: 1 }));
  }

  useEffect(() => {
    const next = new URLSearchParams();
    if (urlQuery) next.set("q", urlQuery);
    if (merchantId) next.set("merchant", String(merchantId));
    if (categoryId) next.set("category", String(categoryId));
    if (favourites) next.set("favourites", "1");
    if (page > 1) next.set("page", String(page));
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [urlQuery, merchantId, categoryId, favourites, page, params, setParams]);

  const merchants = useMerchants();
  const categories = useCategories(merchantId);
  const products = useProducts({
    q: urlQuery,
    merchantId,
    categoryId,
    favourites,
    page,
    pageSize: PRODUCT_PAGE_SIZE,
  });

  const errorTitle = urlQuery ? "Error searching products" : "Error loading products";
  const lastError = useRef<unknown>(null);
  useEffect(() => {
    if (products.error && products.error !== lastError.current) {
      notify.error(errorTitle, { description: products.error.message });
    }
    lastError.current = products.error;
  }, [products.error, errorTitle]);

  const values: ProductFilterValues = { text, merchantId, categoryId, favourites };
  const onChange = (patch: Partial<ProductFilterValues>) => {
    if ("text" in patch) setText(patch.text ?? "");
    if ("merchantId" in patch || "categoryId" in patch || "favourites" in patch) {
      setFilters((f) => ({
        merchantId: "merchantId" in patch ? patch.merchantId : f.merchantId,
        categoryId: "categoryId" in patch ? patch.categoryId : f.categoryId,
        favourites: "favourites" in patch ? Boolean(patch.favourites) : f.favourites,
        page: 1,
      }));
    }
  };
  const clear = () => {
    setText("");
    setFilters({ merchantId: undefined, categoryId: undefined, favourites: false, page: 1 });
  };

  const data = products.data;
  return (
    <>
      <PageHeader
        title="Product Search"
        description="Find products across your merchants at your trade prices."
      />
      <div className="grid gap-6">
        <ProductFilters
          values={values}
          merchants={merchants.data ?? []}
          categories={categories.data ?? []}
          onChange={onChange}
          onClear={clear}
        />

        <section aria-label="Products" aria-busy={products.isFetching} className="grid gap-4">
          {products.isPending ? (
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {Array.from({ length: 6 }, (_, i) => (
                <ProductCardSkeleton key={i} />
              ))}
              <span className="sr-only" role="status">
                Loading products
              </span>
            </div>
          ) : products.isError ? (
            <div
              role="alert"
              className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-8 text-center"
            >
              <p className="font-semibold text-destructive">{errorTitle}</p>
              <p className="text-sm text-muted-foreground">{products.error.message}</p>
              <Button type="button" variant="outline" onClick={() => void products.refetch()}>
                Try again
              </Button>
            </div>
          ) : data && data.products.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
              <PackageSearch aria-hidden="true" className="size-10 text-muted-foreground" />
              <p className="text-muted-foreground">
                No products found. Adjust your filters or add products.
              </p>
            </div>
          ) : data ? (
            <>
              <ul
                className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${products.isPlaceholderData ? "opacity-60" : ""}`}
              >
                {data.products.map((product) => (
                  <li key={product.id} className="flex min-w-0">
                    <ProductCard product={product} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                totalIsEstimate={data.totalIsEstimate}
                onPageChange={(next) => {
                  setFilters((f) => ({ ...f, page: next }));
                  window.scrollTo({ top: 0, behavior: "smooth" });
                }}
              />
            </>
          ) : null}
        </section>
      </div>
    </>
  );
}
