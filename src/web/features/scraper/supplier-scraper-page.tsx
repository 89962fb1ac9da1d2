import { Globe, PackageSearch, Search } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { SCRAPER_PAGE_SIZE, type ScrapedProduct } from "../../../shared/schemas/scraper";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { cn } from "../../lib/cn";
import { notify } from "../../lib/toast";
import { AddToQuoteDialog } from "../catalogue";
import { useScrapedCategories, useScrapedProducts } from "./api";
import { type CategoryChoice, CategoryList } from "./category-list";
import { ScrapePanel } from "./scrape-panel";
import { PageLinks, ProductTable } from "./scraper-parts";
import { downloadJson, SelectionBar, useSelection } from "./selection-bar";

type Tab = "browse" | "search" | "scrape";

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
  const { selected, toggle, toggleAll, clearSelection } = useSelection();
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
            <CategoryList categories={categories} chosen={category} onChoose={chooseCategory} />

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
