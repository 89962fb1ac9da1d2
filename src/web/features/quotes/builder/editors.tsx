import { useQuery } from "@tanstack/react-query";
import { type Dispatch, lazy, type SetStateAction, useEffect, useState } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { defaultQuoteName } from "../../../../shared/quote-math";
import type { MeasurementInput } from "../../../../shared/schemas/quotes";
import { workAddress } from "../../../../shared/site-address";
import { Label } from "../../../components/ui/input";
import { selectClass } from "../../../components/ui/native-select";
import { customerOptions } from "../../customers";
import { type EditableMaterialLine, loadQuoteEditors, withCatalogueProduct } from "../../materials";
import { useMerchants } from "../../settings";
import { type BuilderValues, PricingSections, Section } from "./builder-form";
import type { PickedCustomer } from "./customer-picker";
import { finite } from "./quote-values";
import { TermsSection } from "./terms-section";
import { useBuilderDefaults, useQuoteCount } from "./use-builder-defaults";

// Each editor's code is shared with the quote page's own editors (materials/load-quote-editors).
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

/** What the editors need from the page. */
export interface EditorsProps {
  form: UseFormReturn<BuilderValues>;
  /**
   * The form starts from a quote (one being edited, or a refused draft opened again): otherwise,
   * as a new quote, it takes the business's defaults as they arrive, in the fields left untouched.
   */
  startsFromQuote: boolean;
  /** A new value remounts the measurements panel, which keeps its own list. */
  loadCount: number;
  measurements: MeasurementInput[];
  onMeasurements: (value: MeasurementInput[]) => void;
  materials: EditableMaterialLine[];
  onMaterials: Dispatch<SetStateAction<EditableMaterialLine[]>>;
  /** The quote's customer: their address is where an order is delivered, unless a site's is given. */
  picked: PickedCustomer | null;
}

/**
 * Measurements, Materials (merchant, catalogue search, the lines), Order materials, and the
 * pricing sections: a chunk of their own, drawn once the first screen has been painted; so are
 * the settings and counts that only they and a new quote's defaults need.
 */
export default function BuilderEditors({
  form,
  startsFromQuote,
  loadCount,
  measurements,
  onMeasurements,
  materials,
  onMaterials,
  picked,
}: EditorsProps) {
  const defaults = useNewQuoteDefaults(form, startsFromQuote);
  // A customer picked from the search carries their address; a stored quote's is asked for.
  const stored = useQuery({
    ...customerOptions(picked?.id ?? ""),
    enabled: Boolean(picked && picked.address === undefined && materials.length > 0),
  });
  const siteAddress = useWatch({ control: form.control, name: "siteAddress" })?.trim();
  const deliveryAddress =
    workAddress(siteAddress, picked?.address ?? stored.data?.address) || undefined;
  return (
    <>
      {startsFromQuote ? null : <NewQuoteName form={form} />}
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
      <PricingSections form={form} vatRegistered={defaults.vatRegistered} />
      <TermsSection form={form} />
    </>
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
        onAdd={(product, quantity) =>
          onMaterials((lines) => withCatalogueProduct(lines, product, quantity))
        }
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

/** A new quote's name, "Quote {count+1} dd/mm/yyyy", unless the user has typed one. */
function NewQuoteName({ form }: { form: UseFormReturn<BuilderValues> }) {
  const count = useQuoteCount();
  const nameTyped = form.formState.dirtyFields.name;
  useEffect(() => {
    if (count.data === undefined || nameTyped) return;
    const name = defaultQuoteName(count.data, new Date());
    const apply = () => {
      if (!form.getFieldState("name").isDirty) form.setValue("name", name);
    };
    // Never change the field under someone's thumb: text selected to be typed over would
    // otherwise be replaced first and the typing added to its end. It changes once they leave it.
    const input = document.getElementById("quote-name");
    if (input && input === document.activeElement) {
      input.addEventListener("blur", apply, { once: true });
      return () => input.removeEventListener("blur", apply);
    }
    apply();
  }, [count.data, nameTyped, form]);
  return null;
}

/**
 * A new quote's day rate, VAT rate, markup and whether it adds VAT from the
 * business's settings, once they arrive and only in fields the user has not touched; the first
 * screen is drawn with the fallbacks meanwhile.
 */
function useNewQuoteDefaults(form: UseFormReturn<BuilderValues>, startsFromQuote: boolean) {
  const defaults = useBuilderDefaults();
  const { dirtyFields } = form.formState;
  useEffect(() => {
    if (startsFromQuote || !defaults.ready) return;
    if (!dirtyFields.dayRate) form.setValue("dayRate", defaults.dayRatePence / 100);
    if (!dirtyFields.vatRate) form.setValue("vatRate", defaults.vatRate);
    if (!dirtyFields.marginPercent) form.setValue("marginPercent", defaults.marginPercent);
    if (!dirtyFields.vatIncluded) form.setValue("vatIncluded", defaults.addsVat);
  }, [
    startsFromQuote,
    defaults.ready,
    defaults.dayRatePence,
    defaults.vatRate,
    defaults.marginPercent,
    defaults.addsVat,
    dirtyFields.vatIncluded,
    dirtyFields.dayRate,
    dirtyFields.vatRate,
    dirtyFields.marginPercent,
    form,
  ]);
  return defaults;
}
