import { type Dispatch, lazy, type SetStateAction, Suspense, useState } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import type { MeasurementInput } from "../../../../shared/schemas/quotes";
import { Label } from "../../../components/ui/input";
import { selectClass } from "../../../components/ui/native-select";
import {
  type CatalogueProduct,
  type EditableMaterialLine,
  loadQuoteEditors,
  newLineKey,
} from "../../materials";
import { useMerchants } from "../../settings";
import { type BuilderValues, PricingSections, Section } from "./builder-form";
import { finite } from "./quote-values";

// What the first screen does not draw loads on its own: on a phone the editors are under it (they
// draw once it has been painted), so they do not delay the form's first paint.
const MeasurementsPanel = lazy(async () => ({
  default: (await loadQuoteEditors()).MeasurementsPanel,
}));
const CatalogueSearchPanel = lazy(async () => ({
  default: (await loadQuoteEditors()).CatalogueSearchPanel,
}));
const MaterialsListEditor = lazy(async () => ({
  default: (await loadQuoteEditors()).MaterialsListEditor,
}));
const OrderMaterialsPanel = lazy(async () => ({
  default: (await loadQuoteEditors()).OrderMaterialsPanel,
}));

/**
 * Where the editors will be, a screen tall: on a phone the totals under them stay below the first
 * screen until they draw, rather than showing and then jumping down (layout shift).
 */
const editorsPlace = <div aria-hidden="true" className="min-h-dvh" />;

/** Adds a catalogue product as a line, or to the quantity of the line that already has it. */
function withProduct(lines: EditableMaterialLine[], product: CatalogueProduct, quantity: number) {
  const existing = lines.findIndex((l) => l.productId === product.id);
  if (existing >= 0)
    return lines.map((l, i) => (i === existing ? { ...l, quantity: l.quantity + quantity } : l));
  return [
    ...lines,
    {
      key: newLineKey(),
      name: product.name,
      quantity,
      unit: "each",
      netUnitPricePence: product.netPricePence,
      sku: product.sku || undefined,
      merchantId: product.merchantId,
      productId: product.id,
    },
  ];
}

/**
 * Measurements, Materials (merchant, catalogue search, the lines), Order materials, and the
 * pricing sections: drawn once the first screen has been painted.
 */
export function BuilderEditors({
  painted,
  form,
  loadCount,
  measurements,
  onMeasurements,
  materials,
  onMaterials,
  vatRegistered,
  deliveryAddress,
}: {
  painted: boolean;
  form: UseFormReturn<BuilderValues>;
  /** A new value remounts the measurements panel, which keeps its own list. */
  loadCount: number;
  measurements: MeasurementInput[];
  onMeasurements: (value: MeasurementInput[]) => void;
  materials: EditableMaterialLine[];
  onMaterials: Dispatch<SetStateAction<EditableMaterialLine[]>>;
  vatRegistered: boolean;
  deliveryAddress: string | undefined;
}) {
  if (!painted) return editorsPlace;
  return (
    // One boundary: the sections appear together, none drawn above another still loading.
    <Suspense fallback={editorsPlace}>
      <MeasurementsPanel
        key={loadCount}
        value={measurements}
        onChange={onMeasurements}
        onSave={onMeasurements}
      />
      <MaterialsSection form={form} materials={materials} onMaterials={onMaterials} />
      {materials.length > 0 ? (
        <Section title="Order materials">
          <OrderMaterialsPanel materials={materials} deliveryAddress={deliveryAddress} />
        </Section>
      ) : null}
      <PricingSections form={form} vatRegistered={vatRegistered} />
    </Suspense>
  );
}

function MaterialsSection({
  form,
  materials,
  onMaterials,
}: {
  form: UseFormReturn<BuilderValues>;
  materials: EditableMaterialLine[];
  onMaterials: Dispatch<SetStateAction<EditableMaterialLine[]>>;
}) {
  const merchants = useMerchants();
  const [merchantId, setMerchantId] = useState<number | undefined>(undefined);
  const [vatIncluded = true, vatRate, marginPercent] = useWatch({
    control: form.control,
    name: ["vatIncluded", "vatRate", "marginPercent"],
  });
  return (
    <Section
      title="Materials"
      description="Search the merchants' catalogue at your trade prices, or add your own."
    >
      <div className="grid gap-2">
        <Label htmlFor="quote-merchant">Merchant</Label>
        <select
          id="quote-merchant"
          className={selectClass}
          value={merchantId ?? ""}
          onChange={(e) => setMerchantId(e.target.value ? Number(e.target.value) : undefined)}
        >
          <option value="">All merchants</option>
          {merchants.data?.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
      <CatalogueSearchPanel
        merchantId={merchantId}
        onAdd={(product, quantity) => onMaterials((lines) => withProduct(lines, product, quantity))}
      />
      <MaterialsListEditor
        value={materials}
        onChange={onMaterials}
        vatDefaultRate={vatIncluded ? finite(vatRate) : undefined}
        markupDefault={Math.min(100, Math.max(0, finite(marginPercent)))}
      />
    </Section>
  );
}
