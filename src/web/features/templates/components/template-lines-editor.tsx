import { PackagePlus, Plus, Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { formatPence, poundsToPence } from "../../../../shared/money";
import { perUnit } from "../../../../shared/quantities";
import { type TemplateLine, templateMessages } from "../../../../shared/schemas/templates";
import { Button } from "../../../components/ui/button";
import { FieldMessage, Input, Label } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { type CatalogueProduct, loadQuoteEditors } from "../../materials";

// The builder's own catalogue search (one "add product" for every screen), loaded when asked for.
const CatalogueSearchPanel = lazy(async () => ({
  default: (await loadQuoteEditors()).CatalogueSearchPanel,
}));

/**
 * A catalogue product as a template line in its own unit (bag, tin, roll) at today's trade
 * price, or more of the line that already holds it.
 */
function withProduct(lines: TemplateLine[], product: CatalogueProduct, quantity: number) {
  const existing = lines.findIndex((l) => l.productId === product.id);
  if (existing >= 0) {
    return lines.map((l, i) => (i === existing ? { ...l, quantity: l.quantity + quantity } : l));
  }
  const line: TemplateLine = {
    productId: product.id,
    name: product.name,
    unit: product.unit.trim() || "each",
    quantity,
    netUnitPricePence: product.netPricePence,
    markupPercent: null,
    vatRate: null,
    sku: product.sku || null,
    merchantId: product.merchantId,
  };
  return [...lines, line];
}

/**
 * A template's lines as cards (thumb-sized on a phone): quantity to change, a bin to remove,
 * and one small form for a custom line. Catalogue lines show the price they were saved at; they
 * are priced again when the template is used.
 */
export function TemplateLinesEditor({
  lines,
  onChange,
}: {
  lines: TemplateLine[];
  onChange: (lines: TemplateLine[]) => void;
}) {
  const [name, setName] = useState("");
  const [unit, setUnit] = useState("each");
  const [price, setPrice] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [searching, setSearching] = useState(false);

  const addCustom = () => {
    const pence = poundsToPence(price);
    if (!name.trim()) return setError(templateMessages.lineName);
    if (pence === null || pence < 0) return setError(templateMessages.linePrice);
    onChange([
      ...lines,
      {
        productId: null,
        name: name.trim(),
        unit: unit.trim() || "each",
        quantity: 1,
        netUnitPricePence: pence,
        markupPercent: null,
        vatRate: null,
        sku: null,
        merchantId: null,
      },
    ]);
    setName("");
    setPrice("");
    setError(undefined);
  };

  return (
    <div className="grid gap-3">
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">No materials in this template yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Template materials">
          {lines.map((line, i) => (
            <li
              // Lines have no id of their own; their place in the list is stable while editing.
              key={i}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 rounded-lg border p-3"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">{line.name}</p>
                <p className="text-sm text-muted-foreground">
                  {formatPence(line.netUnitPricePence)} {perUnit(line.unit)}
                  {line.productId ? " · catalogue, priced on the day" : " · custom"}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Label htmlFor={`template-qty-${i}`} className="sr-only">
                  Quantity of {line.name}
                </Label>
                <Input
                  id={`template-qty-${i}`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  className="h-11 w-20"
                  value={line.quantity}
                  onChange={(e) =>
                    onChange(
                      lines.map((l, j) =>
                        j === i ? { ...l, quantity: Number(e.target.value) || 0 } : l,
                      ),
                    )
                  }
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-11"
                  aria-label={`Remove ${line.name}`}
                  onClick={() => onChange(lines.filter((_, j) => j !== i))}
                >
                  <Trash2 />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {searching ? (
        <section aria-label="Add a product" className="grid gap-2 rounded-lg border p-3">
          <div className="flex items-center justify-between gap-2">
            <h4 className="text-sm font-medium">Add a product from the catalogue</h4>
            <Button
              type="button"
              variant="ghost"
              className="min-h-11"
              onClick={() => setSearching(false)}
            >
              Done
            </Button>
          </div>
          <Suspense fallback={<Spinner className="size-4" label="Loading the catalogue" />}>
            <CatalogueSearchPanel
              onAdd={(product, quantity) => onChange(withProduct(lines, product, quantity))}
            />
          </Suspense>
        </section>
      ) : (
        <Button
          type="button"
          variant="outline"
          className="min-h-11 justify-self-start"
          onClick={() => setSearching(true)}
        >
          <PackagePlus /> Add product
        </Button>
      )}
      <fieldset className="grid gap-2 rounded-lg border border-dashed p-3">
        <legend className="px-1 text-sm font-medium">Add a custom line</legend>
        <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_6rem_7rem]">
          <div className="grid gap-1">
            <Label htmlFor="template-line-name">Item name</Label>
            <Input id="template-line-name" value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="template-line-unit">Unit</Label>
            <Input id="template-line-unit" value={unit} onChange={(e) => setUnit(e.target.value)} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="template-line-price">Cost (£)</Label>
            <Input
              id="template-line-price"
              inputMode="decimal"
              value={price}
              onChange={(e) => setPrice(e.target.value)}
            />
          </div>
        </div>
        <FieldMessage>{error}</FieldMessage>
        <Button
          type="button"
          variant="outline"
          onClick={addCustom}
          className="min-h-11 justify-self-start"
        >
          <Plus /> Add line
        </Button>
      </fieldset>
    </div>
  );
}
