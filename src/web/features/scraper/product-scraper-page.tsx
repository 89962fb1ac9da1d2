import { ExternalLink, FileText, PackageSearch, Search, Wand2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { formatPence } from "../../../shared/money";
import type { Product } from "../../../shared/schemas/catalogue";
import {
  DEFAULT_DESCRIPTION_SELECTOR,
  type DescriptionResult,
} from "../../../shared/schemas/scraper";
import { PageHeader } from "../../components/layout/page-header";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { Input, Label } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { notify } from "../../lib/toast";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useDatabaseProducts, useScrapeDescription } from "./api";

/** /dashboard/product-scraper (SPEC §2): read a product's description from its supplier page. */
export function ProductScraperPage() {
  const id = useId();
  const [filter, setFilter] = useState("");
  const q = useDebouncedValue(filter, 250);
  const products = useDatabaseProducts(q);
  const [url, setUrl] = useState("");
  const [selector, setSelector] = useState("");
  const [product, setProduct] = useState<Product | null>(null);
  const [result, setResult] = useState<DescriptionResult | null>(null);
  const scrape = useScrapeDescription();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) {
      notify.error("URL Required", { description: "Please enter a product URL to scrape" });
      return;
    }
    try {
      const answer = await scrape.mutateAsync({
        url: url.trim(),
        selector: selector.trim() || undefined,
        productId: product?.isPrivate ? product.id : undefined,
      });
      setResult(answer);
      if (answer.success)
        notify.success("Scraped Successfully", {
          description: "The product description was extracted.",
        });
      else
        notify.error("Scraping Failed", {
          description: answer.error ?? "Could not scrape the product description",
        });
    } catch (err) {
      setResult(null);
      notify.error("Scraping Failed", {
        description:
          err instanceof Error && err.message
            ? err.message
            : "Could not scrape the product description",
      });
    }
  };

  const pickProduct = (p: Product) => {
    setProduct(p);
    if (p.url) setUrl(p.url);
    setResult(null);
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  const list = products.data?.products ?? [];
  return (
    <>
      <PageHeader
        title="Product Description Scraper"
        description="Fetch a product's description from its supplier page and keep it with the product."
      />
      <div className="grid gap-6">
        <Card>
          <CardHeader className="pb-3">
            <CardTitle className="text-base">Filter Products</CardTitle>
          </CardHeader>
          <CardContent>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                aria-label="Filter products by name, SKU or description"
                placeholder="Name, SKU or description"
                className="pl-9"
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
              />
            </div>
          </CardContent>
        </Card>

        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Scrape a description</CardTitle>
              <CardDescription>
                Reads the page's meta description unless you give a CSS selector.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <form onSubmit={submit} className="grid gap-4" noValidate>
                <div className="grid gap-2">
                  <Label htmlFor={`${id}-url`}>Product URL</Label>
                  <Input
                    id={`${id}-url`}
                    type="url"
                    inputMode="url"
                    placeholder="https://www.screwfix.com/p/..."
                    value={url}
                    onChange={(e) => setUrl(e.target.value)}
                  />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor={`${id}-selector`}>CSS Selector (optional)</Label>
                  <Input
                    id={`${id}-selector`}
                    placeholder={DEFAULT_DESCRIPTION_SELECTOR}
                    value={selector}
                    onChange={(e) => setSelector(e.target.value)}
                    className="font-mono text-sm"
                  />
                  <p className="text-xs text-muted-foreground">
                    Default: {DEFAULT_DESCRIPTION_SELECTOR}
                  </p>
                </div>
                {product ? (
                  <div className="flex items-center justify-between gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm">
                    <span className="min-w-0 truncate">
                      {product.isPrivate ? "Saves to " : "For "}
                      <strong>{product.name}</strong>
                    </span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => setProduct(null)}
                    >
                      Unlink
                    </Button>
                  </div>
                ) : null}
                <Button
                  type="submit"
                  disabled={!url.trim() || scrape.isPending}
                  className="sm:w-fit"
                >
                  {scrape.isPending ? (
                    <Spinner className="size-4" label="Scraping" />
                  ) : (
                    <Wand2 aria-hidden="true" />
                  )}
                  {scrape.isPending ? "Scraping..." : "Scrape Description"}
                </Button>
              </form>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Extracted Description</CardTitle>
              <CardDescription>The text, cleaned of markup.</CardDescription>
            </CardHeader>
            <CardContent>
              {result?.success ? (
                <div className="grid gap-3" data-testid="extracted-description">
                  <p className="rounded-md border bg-muted/30 p-3 text-sm leading-relaxed whitespace-pre-line">
                    {result.description}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {result.productId
                      ? `Saved to product #${result.productId}`
                      : "Product id: none (not saved)"}
                  </p>
                </div>
              ) : result ? (
                <p
                  role="alert"
                  className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
                >
                  {result.error ?? "Could not scrape the product description"}
                </p>
              ) : (
                <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground">
                  <FileText aria-hidden="true" className="size-8" />
                  Scrape a product page to see its description here.
                </div>
              )}
            </CardContent>
          </Card>
        </div>

        <section aria-label="Database products" className="grid gap-3">
          <div className="flex items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold">Database products</h2>
            {products.data ? (
              <p className="text-sm text-muted-foreground">
                {products.data.total} {products.data.total === 1 ? "product" : "products"}
              </p>
            ) : null}
          </div>
          {products.isPending ? (
            <div className="flex justify-center p-10">
              <Spinner className="size-6" label="Loading products" />
            </div>
          ) : products.isError ? (
            <p role="alert" className="text-sm text-destructive">
              Failed to load product data from the database
            </p>
          ) : list.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
              <PackageSearch aria-hidden="true" className="size-10 text-muted-foreground" />
              <p className="text-muted-foreground">
                No products found matching the search term in the database
              </p>
            </div>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {list.map((p) => (
                <li
                  key={p.id}
                  className="flex min-w-0 flex-col gap-2 rounded-lg border bg-card p-4"
                >
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="min-w-0 font-medium leading-snug break-words">{p.name}</h3>
                    {p.isPrivate ? <Badge variant="info">Yours</Badge> : null}
                  </div>
                  <p className="text-xs text-muted-foreground">
                    {p.merchantName} · SKU {p.sku || "N/A"} · {formatPence(p.grossPricePence)}
                  </p>
                  <p className="line-clamp-2 text-sm text-muted-foreground">
                    {p.description || "No description yet."}
                  </p>
                  <div className="mt-auto flex flex-wrap gap-2 pt-1">
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      onClick={() => pickProduct(p)}
                      disabled={!p.url}
                    >
                      <Wand2 aria-hidden="true" /> Use this page
                    </Button>
                    {p.url ? (
                      <Button asChild size="sm" variant="ghost">
                        <a href={p.url} target="_blank" rel="noreferrer noopener">
                          <ExternalLink aria-hidden="true" /> View
                        </a>
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
