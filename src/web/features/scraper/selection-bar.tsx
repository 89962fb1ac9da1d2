import { ChevronDown, FileJson, ListPlus, X } from "lucide-react";
import { useState } from "react";
import type { ScrapedProduct } from "../../../shared/schemas/scraper";
import { Button } from "../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";

/** The products ticked across pages, tabs and searches, by id. */
export function useSelection() {
  const [selected, setSelected] = useState<Map<number, ScrapedProduct>>(new Map());
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
  return { selected, toggle, toggleAll, clearSelection };
}

export /** Writes the selected products to a JSON file the browser downloads. */
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

export function SelectionBar({
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
