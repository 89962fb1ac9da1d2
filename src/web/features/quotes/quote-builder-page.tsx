import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Calculator, UserPlus } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { messages } from "../../../shared/messages";
import { formatPence, poundsToPence } from "../../../shared/money";
import {
  computeQuoteTotals,
  defaultQuoteName,
  quoteVatBreakdown,
} from "../../../shared/quote-math";
import { quoteVatRows } from "../../../shared/quote-vat";
import type { Customer } from "../../../shared/schemas/customers";
import type { MeasurementInput, Quote } from "../../../shared/schemas/quotes";
import type { VatRate } from "../../../shared/uk-tax";
import { ActionBar } from "../../components/layout/action-bar";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { FieldMessage, Input, Label, Textarea } from "../../components/ui/input";
import { selectClass } from "../../components/ui/native-select";
import { VersionConflictAlert } from "../../components/version-conflict-alert";
import { paths } from "../../config/paths";
import { ApiError } from "../../lib/api";
import { afterNextPaint } from "../../lib/deferred";
import { notify } from "../../lib/toast";
import { isVersionConflict } from "../../lib/version-conflict";
import { loadCustomerFormDialog, useCustomers } from "../customers";
import {
  type CatalogueProduct,
  type EditableMaterialLine,
  loadQuoteEditors,
  newLineKey,
  toMaterialInput,
} from "../materials";
import { useMerchants } from "../settings";
import { AddTemplateDialog, withTemplateNotes } from "../templates";
import { useCreateQuote } from "./api/create-quote";
import { quoteQueryOptions } from "./api/get-quote";
import { useUpdateQuote } from "./api/update-quote";
import {
  type BuilderValues,
  builderSchema,
  fieldProps,
  PricingSections,
  Section,
} from "./builder/builder-form";
import { TotalsList } from "./builder/totals-card";
import { useBuilderDefaults, useQuoteCount } from "./builder/use-builder-defaults";

// What the first screen does not draw loads on its own: on a phone the editors are under it (they
// draw once it has been painted) and the customer dialog opens on a click, so neither delays the
// form's first paint.
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
const CustomerFormDialog = lazy(async () => ({
  default: (await loadCustomerFormDialog()).CustomerFormDialog,
}));

/**
 * Where the editors will be, a screen tall: on a phone the totals under them stay below the first
 * screen until they draw, rather than showing and then jumping down (layout shift).
 */
const editorsPlace = <div aria-hidden="true" className="min-h-dvh" />;

const finite = (n: number | undefined, fallback = 0) =>
  typeof n === "number" && Number.isFinite(n) ? n : fallback;

/** A stored quote as the builder's form values. */
function builderValuesOf(quote: Quote): BuilderValues {
  return {
    name: quote.name,
    customerId: quote.customerId ?? "",
    jobDescription: quote.jobDescription,
    dayRate: quote.dayRatePence / 100,
    laborDays: quote.laborDays,
    marginPercent: quote.marginPercent,
    vatIncluded: quote.vatIncluded,
    vatRate: quote.vatRate,
  };
}

/** A stored quote's lines as the builder's editable lines. */
function linesOf(quote: Quote): EditableMaterialLine[] {
  return quote.materials.map((m) => ({
    key: newLineKey(),
    name: m.name,
    quantity: m.quantity,
    unit: m.unit,
    netUnitPricePence: m.netUnitPricePence,
    markupPercent: m.markupPercent,
    sku: m.sku ?? undefined,
    merchantId: m.merchantId ?? undefined,
    productId: m.productId ?? undefined,
    vatRate: m.vatRate as VatRate | null,
  }));
}

const measurementsOf = (quote: Quote): MeasurementInput[] =>
  quote.measurements.map(({ label, value, unit }) => ({ label, value, unit }));

/**
 * SPEC §2 Manual quote builder (Create Quote Manually), at /dashboard/quotes/new and
 * /dashboard/manual-quote; at /dashboard/quotes/:id/edit it edits a draft, saving against the
 * version it loaded (docs/decisions/0008-optimistic-concurrency.md).
 */
export function QuoteBuilderPage() {
  const navigate = useNavigate();
  const { id: editId } = useParams<{ id: string }>();
  const editing = editId !== undefined;
  const existing = useQuery({ ...quoteQueryOptions(editId ?? ""), enabled: editing });
  // Already in the cache when the builder opens from the quote's page: the form starts from it, so
  // the first paint is the form rather than "Loading quote...".
  const [first] = useState(() => (editing ? existing.data : undefined));
  const updateQuote = useUpdateQuote();
  /** The version the form's values were loaded from; a save is based on it. */
  const [baseVersion, setBaseVersion] = useState<number | null>(first?.version ?? null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  /** Remounts the measurements panel (it keeps its own list) when a quote is (re)loaded. */
  const [loadCount, setLoadCount] = useState(0);
  const createQuote = useCreateQuote();
  const customers = useCustomers();
  const merchants = useMerchants();
  const count = useQuoteCount();
  const defaults = useBuilderDefaults();
  const [materials, setMaterials] = useState<EditableMaterialLine[]>(() =>
    first ? linesOf(first) : [],
  );
  const [measurements, setMeasurements] = useState<MeasurementInput[]>(() =>
    first ? measurementsOf(first) : [],
  );
  const [merchantId, setMerchantId] = useState<number | undefined>(undefined);
  const [newCustomerOpen, setNewCustomerOpen] = useState(false);
  // Mounted from the first click on, so that closing it animates like any dialog.
  const [customerDialogUsed, setCustomerDialogUsed] = useState(false);
  /** The first screen (header, project, totals) has been painted: the sections under it draw. */
  const [painted, setPainted] = useState(false);
  const formShown = !editing || baseVersion !== null;
  useEffect(() => {
    if (!formShown) return;
    let live = true;
    void afterNextPaint().then(() => live && setPainted(true));
    return () => {
      live = false;
    };
  }, [formShown]);
  // Shown at once, before the customer list has refetched.
  const [addedCustomer, setAddedCustomer] = useState<Customer | null>(null);
  const customerOptions = useMemo(() => {
    const list = customers.data ?? [];
    return addedCustomer && !list.some((c) => c.id === addedCustomer.id)
      ? [addedCustomer, ...list]
      : list;
  }, [customers.data, addedCustomer]);

  const form = useForm<BuilderValues>({
    resolver: zodResolver(builderSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: first
      ? builderValuesOf(first)
      : {
          name: defaultQuoteName(0, new Date()),
          customerId: "",
          jobDescription: "",
          dayRate: defaults.dayRatePence / 100,
          laborDays: 1,
          marginPercent: defaults.marginPercent,
          vatIncluded: true,
          vatRate: defaults.vatRate,
        },
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;

  /** Puts a stored quote into the form, its lines and measurements, and remembers its version. */
  const load = useCallback(
    (quote: Quote) => {
      form.reset(builderValuesOf(quote));
      setMaterials(linesOf(quote));
      setMeasurements(measurementsOf(quote));
      setBaseVersion(quote.version);
      setLoadCount((n) => n + 1);
    },
    [form],
  );
  // Loaded once: a background refetch must not wipe what the user is typing.
  useEffect(() => {
    if (existing.data && baseVersion === null) load(existing.data);
  }, [existing.data, baseVersion, load]);

  const reload = async () => {
    setReloading(true);
    try {
      const latest = await existing.refetch();
      if (latest.data) {
        load(latest.data);
        setConflict(null);
      }
    } finally {
      setReloading(false);
    }
  };

  // Defaults arrive from settings and the quote count; only fill fields the user has not touched.
  useEffect(() => {
    if (editing) return;
    if (count.data !== undefined && !dirtyFields.name)
      form.setValue("name", defaultQuoteName(count.data, new Date()));
  }, [editing, count.data, dirtyFields.name, form]);
  useEffect(() => {
    if (editing || !defaults.ready) return;
    if (!dirtyFields.dayRate) form.setValue("dayRate", defaults.dayRatePence / 100);
    if (!dirtyFields.vatRate) form.setValue("vatRate", defaults.vatRate);
    if (!dirtyFields.marginPercent) form.setValue("marginPercent", defaults.marginPercent);
  }, [
    editing,
    defaults.ready,
    defaults.dayRatePence,
    defaults.vatRate,
    defaults.marginPercent,
    dirtyFields.dayRate,
    dirtyFields.vatRate,
    dirtyFields.marginPercent,
    form,
  ]);

  const watched = useWatch({ control: form.control });
  const vatIncluded = watched.vatIncluded ?? true;
  const vatRate = finite(watched.vatRate);
  const { totals, vatRows } = useMemo(() => {
    const input = {
      materials,
      laborDays: finite(watched.laborDays),
      dayRatePence: Math.max(0, poundsToPence(finite(watched.dayRate)) ?? 0),
      vatIncluded,
      vatRate: Math.min(100, Math.max(0, vatRate)),
      marginPercent: Math.min(100, Math.max(0, finite(watched.marginPercent))),
      profitRule: "manual" as const,
    };
    const totals = computeQuoteTotals(input);
    const vatBreakdown = quoteVatBreakdown(input);
    return { totals, vatRows: quoteVatRows({ ...input, ...totals, vatBreakdown }) };
  }, [materials, watched.laborDays, watched.dayRate, vatIncluded, vatRate, watched.marginPercent]);

  const addProduct = (product: CatalogueProduct, quantity: number) =>
    setMaterials((lines) => {
      const existing = lines.findIndex((l) => l.productId === product.id);
      if (existing >= 0)
        return lines.map((l, i) =>
          i === existing ? { ...l, quantity: l.quantity + quantity } : l,
        );
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
    });

  const submit = form.handleSubmit(
    async (values) => {
      const input = {
        name: values.name || undefined,
        customerId: values.customerId || null,
        jobDescription: values.jobDescription,
        materials: materials.map(toMaterialInput),
        measurements,
        laborDays: values.laborDays,
        dayRatePence: poundsToPence(values.dayRate) ?? 0,
        vatIncluded: values.vatIncluded,
        vatRate: values.vatRate,
        marginPercent: values.marginPercent,
        profitRule: "manual" as const,
      };
      if (editId !== undefined && baseVersion !== null) {
        try {
          const quote = await updateQuote.mutateAsync({
            id: editId,
            input: { ...input, version: baseVersion },
          });
          setConflict(null);
          notify.success("Quote saved");
          navigate(paths.quote(quote.id));
        } catch (error) {
          if (isVersionConflict(error)) setConflict(error.message);
          else notify.error(error instanceof ApiError ? error.message : messages.http.internal);
        }
        return;
      }
      try {
        const quote = await createQuote.mutateAsync(input);
        notify.success(messages.quotes.created);
        navigate(paths.quote(quote.id));
      } catch {
        notify.error(messages.quotes.createFailed);
      }
    },
    (invalid) => {
      const first = Object.values(invalid)[0]?.message;
      if (first) notify.error(first);
    },
  );

  const field = (name: keyof BuilderValues) => fieldProps(form, name);
  const submitLabel = editing
    ? isSubmitting
      ? "Saving..."
      : "Save Quote"
    : isSubmitting
      ? "Creating..."
      : "Create Quote";

  const header = (
    <PageHeader
      title={editing ? "Edit Quote" : "Create Quote Manually"}
      description="Price a job line by line: materials at cost plus your markup, labour and VAT."
      actions={
        <>
          <AddTemplateDialog
            onAdd={(t) => {
              setMaterials((lines) => [...lines, ...t.lines]);
              setMeasurements((sizes) => [...sizes, ...t.measurements]);
              setLoadCount((n) => n + 1);
              const days = finite(form.getValues("laborDays")) + t.laborDays;
              form.setValue("laborDays", days, { shouldDirty: true });
              const job = withTemplateNotes(form.getValues("jobDescription"), t.notes);
              form.setValue("jobDescription", job, { shouldDirty: true });
            }}
          />
          <Button asChild variant="outline">
            <Link to={editId ? paths.quote(editId) : paths.quotes}>
              <ArrowLeft /> {editing ? "Back to Quote" : "Back to Quotes"}
            </Link>
          </Button>
        </>
      }
    />
  );
  if (editing && baseVersion === null) {
    return (
      <div className="min-w-0">
        {header}
        <p role={existing.isError ? "alert" : "status"} className="text-muted-foreground">
          {existing.isError ? messages.quotes.notFound : "Loading quote..."}
        </p>
      </div>
    );
  }
  // Only a draft is edited (the server refuses the save otherwise): say why before any typing.
  if (editing && existing.data && existing.data.status !== "draft") {
    return (
      <div className="min-w-0">
        {header}
        <p role="alert" className="text-muted-foreground">
          {existing.data.status === "accepted"
            ? messages.quotes.acceptedReadOnly
            : messages.quotes.sentReadOnly}
        </p>
      </div>
    );
  }

  return (
    <div className="min-w-0">
      {header}
      <form
        onSubmit={submit}
        onKeyDown={(e) => {
          // Enter in a field must not create the quote half-finished; only the button does.
          if (e.key === "Enter" && e.target instanceof HTMLInputElement) e.preventDefault();
        }}
        noValidate
        className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
      >
        <div className="grid min-w-0 gap-6">
          <Section title="Project">
            <div className="grid gap-2">
              <Label htmlFor="quote-name">Project name</Label>
              <Input {...field("name")} {...form.register("name")} />
              <FieldMessage id="quote-name-error">{errors.name?.message}</FieldMessage>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="quote-customerId">Customer</Label>
              <div className="flex gap-2">
                <select
                  {...field("customerId")}
                  className={selectClass}
                  disabled={customers.isPending && !addedCustomer}
                  value={watched.customerId ?? ""}
                  onChange={(e) =>
                    form.setValue("customerId", e.target.value, { shouldDirty: true })
                  }
                >
                  <option value="">
                    {customers.isPending ? "Loading customers..." : "No customer selected"}
                  </option>
                  {customerOptions.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.displayName}
                    </option>
                  ))}
                </select>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => {
                    setCustomerDialogUsed(true);
                    setNewCustomerOpen(true);
                  }}
                >
                  <UserPlus /> New
                </Button>
              </div>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="quote-jobDescription">Job description</Label>
              <Textarea
                rows={5}
                placeholder="Describe the work: rooms, finishes, access, anything the customer asked for."
                {...field("jobDescription")}
                {...form.register("jobDescription")}
              />
              <FieldMessage id="quote-jobDescription-error">
                {errors.jobDescription?.message}
              </FieldMessage>
            </div>
          </Section>

          {painted ? (
            // One boundary: the sections appear together, none drawn above another still loading.
            <Suspense fallback={editorsPlace}>
              <MeasurementsPanel
                key={loadCount}
                value={measurements}
                onChange={setMeasurements}
                onSave={setMeasurements}
              />

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
                    onChange={(e) =>
                      setMerchantId(e.target.value ? Number(e.target.value) : undefined)
                    }
                  >
                    <option value="">All merchants</option>
                    {merchants.data?.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.name}
                      </option>
                    ))}
                  </select>
                </div>
                <CatalogueSearchPanel merchantId={merchantId} onAdd={addProduct} />
                <MaterialsListEditor
                  value={materials}
                  onChange={setMaterials}
                  vatDefaultRate={vatIncluded ? vatRate : undefined}
                  markupDefault={Math.min(100, Math.max(0, finite(watched.marginPercent)))}
                />
              </Section>

              {materials.length > 0 ? (
                <Section title="Order materials">
                  <OrderMaterialsPanel
                    materials={materials}
                    deliveryAddress={
                      customerOptions.find((c) => c.id === watched.customerId)?.address || undefined
                    }
                  />
                </Section>
              ) : null}

              <PricingSections form={form} vatRegistered={defaults.vatRegistered} />
            </Suspense>
          ) : (
            editorsPlace
          )}
        </div>

        <aside className="lg:sticky lg:top-6" aria-label="Quote summary">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Calculator className="size-5 text-primary" aria-hidden="true" /> Quote Totals
              </CardTitle>
              <CardDescription>
                {materials.length} material {materials.length === 1 ? "line" : "lines"} ·{" "}
                {measurements.length} {measurements.length === 1 ? "measurement" : "measurements"}
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <TotalsList totals={totals} vatRows={vatRows} />
              {conflict ? (
                <VersionConflictAlert message={conflict} onReload={reload} reloading={reloading} />
              ) : null}
              <Button
                type="submit"
                size="lg"
                disabled={isSubmitting}
                className="hidden md:inline-flex"
              >
                {submitLabel}
              </Button>
            </CardContent>
          </Card>
        </aside>
        <ActionBar>
          <p className="grid text-sm leading-tight">
            <span className="text-muted-foreground">Total</span>
            <span className="text-base font-semibold tabular-nums">
              {formatPence(totals.totalAmountPence)}
            </span>
          </p>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {submitLabel}
          </Button>
        </ActionBar>
      </form>
      {customerDialogUsed ? (
        <Suspense fallback={null}>
          <CustomerFormDialog
            open={newCustomerOpen}
            customer={null}
            onOpenChange={setNewCustomerOpen}
            onCreated={(customer) => {
              setAddedCustomer(customer);
              form.setValue("customerId", customer.id, { shouldDirty: true });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
