import { ChevronDown, FileJson, Globe, ListPlus, PackageSearch, Search, X } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { SCRAPER_PAGE_SIZE, type ScrapedProduct } from "../../../shared/schemas/scraper";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { cn } from "../../lib/cn";
import { notify } from "../../lib/toast";
import { AddToQuoteDialog } from "../catalogue";
import { useScrapedCategories, useScrapedProducts } from "./api";
import { ScrapePanel } from "./scrape-panel";
import { PageLinks, ProductTable } from "./scraper-parts";

type Tab = "browse" | "search" | "scrape";
type CategoryChoice = number | "none" | null;

/** Writes the selected products to a JSON file the browser downloads. */
function downloadJson(products: ScrapedProduct[]) {
  const data = products.map((p) => ({
    id: p.id,
    name: p.name,
    sku: p.sku,
    price: p.pricePence / 100,
    pricePence: p.pricePence,
    stock: p.stock,
    unit: p.unit,
    merchant: p.merchantName,
    category: p.categoryName,
    url: p.url,
    imageUrl: p.imageUrl,
    description: p.description,
  }));
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = `supplier-products-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** /dashboard/screwfix-scraper (SPEC §2): browse, search and scrape the supplier's products. */
export function SupplierScraperPage() {
  const [tab, setTab] = useState<Tab>("browse");
  const [category, setCategory] = useState<CategoryChoice>(null);
  const [browsePage, setBrowsePage] = useState(1);
  const [searchText, setSearchText] = useState("");
  const [term, setTerm] = useState("");
  const [searchPage, setSearchPage] = useState(1);
  const [results, setResults] = useState<ScrapedProduct[] | null>(null);
  const [resultsPage, setResultsPage] = useState(1);
  const [selected, setSelected] = useState<Map<number, ScrapedProduct>>(new Map());
  const [quoteOpen, setQuoteOpen] = useState(false);

  const categories = useScrapedCategories();
  const browse = useScrapedProducts({
    q: "",
    categoryId: category,
    page: browsePage,
    pageSize: SCRAPER_PAGE_SIZE,
  });
  const search = useScrapedProducts(
    { q: term, categoryId: null, page: searchPage, pageSize: SCRAPER_PAGE_SIZE },
    term.length > 0,
  );

  useToastOnError(categories.error, "Failed to load product categories");
  useToastOnError(browse.error, "Failed to load products");
  useToastOnError(search.error, "Error searching products");

  const chooseCategory = (id: CategoryChoice) => {
    // Clicking the selected category again deselects it; any change starts on page 1.
    setCategory((current) => (current === id ? null : id));
    setBrowsePage(1);
    setResults(null);
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setTerm(searchText.trim());
    setSearchPage(1);
    setTab("search");
  };

  const toggle = (product: ScrapedProduct) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(product.id)) next.delete(product.id);
      else next.set(product.id, product);
      return next;
    });
  const toggleAll = (list: ScrapedProduct[], select: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const p of list) {
        if (select) next.set(p.id, p);
        else next.delete(p.id);
      }
      return next;
    });
  const clearSelection = () => setSelected(new Map());

  const requireSelection = () => {
    if (selected.size === 0) {
      notify.warning("Please select at least one product");
      return false;
    }
    return true;
  };
  const exportJson = () => {
    if (!requireSelection()) return;
    downloadJson([...selected.values()]);
    notify.success(`Exported ${selected.size} ${selected.size === 1 ? "product" : "products"}`);
  };
  const openAddToQuote = () => {
    if (requireSelection()) setQuoteOpen(true);
  };

  const onScraped = (products: ScrapedProduct[]) => {
    setResults(products);
    setResultsPage(1);
    setTab("browse");
  };

  const resultsSlice =
    results?.slice((resultsPage - 1) * SCRAPER_PAGE_SIZE, resultsPage * SCRAPER_PAGE_SIZE) ?? [];
  const searchData = search.data;

  return (
    <div className={cn(selected.size > 0 && "pb-28 sm:pb-24")}>
      <PageHeader
        title="Supplier Scraper"
        description="Bring your supplier's products and prices into your own catalogue, then add them to quotes."
      />

      <form onSubmit={submitSearch} className="mb-4 flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            aria-label="Search products by name or SKU"
            placeholder="Search scraped products by name or SKU"
            className="pl-9"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
        </div>
        <Button type="submit">Search</Button>
      </form>

      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="browse" aria-label="Browse Products" className="flex-1 sm:flex-none">
            <span className="sm:hidden">Browse</span>
            <span className="hidden sm:inline">Browse Products</span>
          </TabsTrigger>
          <TabsTrigger value="search" aria-label="Search Products" className="flex-1 sm:flex-none">
            <span className="sm:hidden">Search</span>
            <span className="hidden sm:inline">Search Products</span>
          </TabsTrigger>
          <TabsTrigger value="scrape" className="flex-1 sm:flex-none">
            Scrape URL
          </TabsTrigger>
        </TabsList>

        <TabsContent value="browse">
          <div className="grid gap-4 lg:grid-cols-[280px_minmax(0,1fr)]">
            <Card className="h-fit">
              <CardHeader className="pb-3">
                <CardTitle className="text-base">Categories</CardTitle>
              </CardHeader>
              <CardContent className="max-h-[600px] overflow-y-auto pt-0">
                {categories.isPending ? (
                  <Spinner className="size-5" label="Loading categories" />
                ) : (categories.data ?? []).length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    No categories yet: scrape a category page to start.
                  </p>
                ) : (
                  <ul className="flex flex-wrap gap-2 lg:grid lg:gap-1" aria-label="Categories">
                    {(categories.data ?? []).map((c) => {
                      const id: CategoryChoice = c.id ?? "none";
                      const active = category === id;
                      return (
                        <li key={String(c.id)}>
                          <button
                            type="button"
                            aria-pressed={active}
                            onClick={() => chooseCategory(id)}
                            className={cn(
                              "flex w-full cursor-pointer items-center justify-between gap-3 rounded-md border px-3 py-2 text-left text-sm transition-colors lg:border-transparent",
                              active
                                ? "border-primary bg-primary text-primary-foreground"
                                : "hover:bg-muted",
                            )}
                          >
                            <span className="min-w-0 truncate">{c.name}</span>
                            <span
                              className={cn(
                                "rounded-full px-2 py-0.5 text-xs tabular-nums",
                                active
                                  ? "bg-primary-foreground/20"
                                  : "bg-muted text-muted-foreground",
                              )}
                            >
                              {c.productCount}
                            </span>
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </CardContent>
            </Card>

            <section className="grid min-w-0 content-start gap-3" aria-label="Products">
              {results ? (
                <>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 className="text-lg font-semibold">Scrape results ({results.length})</h2>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => setResults(null)}
                    >
                      Back to all products
                    </Button>
                  </div>
                  <ProductTable
                    products={resultsSlice}
                    selected={selected}
                    onToggle={toggle}
                    onToggleAll={toggleAll}
                  />
                  <PageLinks
                    page={resultsPage}
                    pageSize={SCRAPER_PAGE_SIZE}
                    total={results.length}
                    onPageChange={setResultsPage}
                  />
                </>
              ) : (
                <>
                  <h2 className="text-lg font-semibold">
                    {category === null
                      ? "All products"
                      : (categories.data?.find((c) => (c.id ?? "none") === category)?.name ??
                        "Products")}
                  </h2>
                  {browse.isPending ? (
                    <div className="flex justify-center p-10">
                      <Spinner className="size-6" label="Loading products" />
                    </div>
                  ) : browse.data && browse.data.products.length > 0 ? (
                    <>
                      <ProductTable
                        products={browse.data.products}
                        selected={selected}
                        onToggle={toggle}
                        onToggleAll={toggleAll}
                        dimmed={browse.isPlaceholderData}
                      />
                      <PageLinks
                        page={browsePage}
                        pageSize={SCRAPER_PAGE_SIZE}
                        total={browse.data.total}
                        onPageChange={setBrowsePage}
                      />
                    </>
                  ) : (
                    <EmptyState onScrape={() => setTab("scrape")} />
                  )}
                </>
              )}
            </section>
          </div>
        </TabsContent>

        <TabsContent value="search">
          <section className="grid gap-3" aria-label="Search results">
            {!term ? (
              <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
                Search your scraped products by name or SKU with the box above.
              </p>
            ) : search.isPending ? (
              <div className="flex justify-center p-10">
                <Spinner className="size-6" label="Searching" />
              </div>
            ) : searchData && searchData.total > 0 ? (
              <>
                <p className="text-sm text-muted-foreground" data-testid="search-caption">
                  Found {searchData.total} {searchData.total === 1 ? "product" : "products"}{" "}
                  matching "{term}"
                </p>
                <ProductTable
                  products={searchData.products}
                  selected={selected}
                  onToggle={toggle}
                  onToggleAll={toggleAll}
                  dimmed={search.isPlaceholderData}
                />
                <PageLinks
                  page={searchPage}
                  pageSize={SCRAPER_PAGE_SIZE}
                  total={searchData.total}
                  onPageChange={setSearchPage}
                />
              </>
            ) : (
              <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
                <PackageSearch aria-hidden="true" className="size-10 text-muted-foreground" />
                <p className="text-muted-foreground">No products found matching "{term}"</p>
              </div>
            )}
          </section>
        </TabsContent>

        <TabsContent value="scrape">
          <ScrapePanel onScraped={onScraped} />
        </TabsContent>
      </Tabs>

      {selected.size > 0 ? (
        <SelectionBar
          count={selected.size}
          onAddToQuote={openAddToQuote}
          onExport={exportJson}
          onClear={clearSelection}
        />
      ) : null}

      <AddToQuoteDialog
        open={quoteOpen}
        onOpenChange={setQuoteOpen}
        products={[...selected.values()]}
        onAdded={clearSelection}
      />
    </div>
  );
}

function useToastOnError(error: unknown, title: string) {
  const last = useRef<unknown>(null);
  useEffect(() => {
    if (error && error !== last.current) {
      notify.error(title, { description: error instanceof Error ? error.message : undefined });
    }
    last.current = error;
  }, [error, title]);
}

function EmptyState({ onScrape }: { onScrape: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
      <PackageSearch aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="text-muted-foreground">No products found in the database</p>
      <Button type="button" variant="outline" onClick={onScrape}>
        <Globe aria-hidden="true" /> Scrape a supplier page
      </Button>
    </div>
  );
}

function SelectionBar({
  count,
  onAddToQuote,
  onExport,
  onClear,
}: {
  count: number;
  onAddToQuote: () => void;
  onExport: () => void;
  onClear: () => void;
}) {
  return (
    <section
      aria-label="Selected products"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-xl flex-wrap items-center justify-between gap-2 rounded-xl border bg-card p-3 shadow-xl sm:bottom-6 lg:right-auto lg:left-[calc(280px+2rem)] lg:mx-0 lg:w-[36rem]"
    >
      <p className="px-1 text-sm font-medium" data-testid="selection-count">
        {count} {count === 1 ? "product" : "products"} selected
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button type="button" variant="outline" size="sm">
              Actions <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={onAddToQuote}>
              <ListPlus aria-hidden="true" /> Add to Quote
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={onExport}>
              <FileJson aria-hidden="true" /> Export JSON
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Button type="button" size="sm" onClick={onAddToQuote}>
          <ListPlus aria-hidden="true" /> Add to Quote
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onClear}>
          <X aria-hidden="true" /> Clear
        </Button>
      </div>
    </section>
  );
}
