import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { defaultQuoteName } from "../../../../shared/quote-math";
import type { MeasurementInput, Quote } from "../../../../shared/schemas/quotes";
import { afterNextPaint } from "../../../lib/deferred";
import type { EditableMaterialLine } from "../../materials";
import { type TemplateAddition, withTemplateNotes } from "../../templates";
import { quoteQueryOptions } from "../api/get-quote";
import { type BuilderValues, builderSchema } from "./builder-form";
import { builderValuesOf, finite, linesOf, measurementsOf, newQuoteValues } from "./quote-values";
import { useBuilderDefaults, useQuoteCount } from "./use-builder-defaults";

/**
 * The builder's state: the quote it edits (or a new one), the form, its lines and measurements,
 * the version a save is based on, and whether the first screen has been painted.
 */
export function useBuilderState(editId: string | undefined) {
  const editing = editId !== undefined;
  const existing = useQuery({ ...quoteQueryOptions(editId ?? ""), enabled: editing });
  // Already in the cache when the builder opens from the quote's page: the form starts from it, so
  // the first paint is the form rather than "Loading quote...".
  const [first] = useState(() => (editing ? existing.data : undefined));
  /** The version the form's values were loaded from; a save is based on it. */
  const [baseVersion, setBaseVersion] = useState<number | null>(first?.version ?? null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  /** Remounts the measurements panel (it keeps its own list) when a quote is (re)loaded. */
  const [loadCount, setLoadCount] = useState(0);
  const count = useQuoteCount();
  const defaults = useBuilderDefaults();
  const [materials, setMaterials] = useState<EditableMaterialLine[]>(() =>
    first ? linesOf(first) : [],
  );
  const [measurements, setMeasurements] = useState<MeasurementInput[]>(() =>
    first ? measurementsOf(first) : [],
  );
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

  const form = useForm<BuilderValues>({
    resolver: zodResolver(builderSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: first ? builderValuesOf(first) : newQuoteValues(defaults),
  });
  const { dirtyFields } = form.formState;

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

  /** A template's lines and measurements go after the quote's; its days and notes are added. */
  const addTemplate = (t: TemplateAddition) => {
    setMaterials((lines) => [...lines, ...t.lines]);
    setMeasurements((sizes) => [...sizes, ...t.measurements]);
    setLoadCount((n) => n + 1);
    const days = finite(form.getValues("laborDays")) + t.laborDays;
    form.setValue("laborDays", days, { shouldDirty: true });
    const job = withTemplateNotes(form.getValues("jobDescription"), t.notes);
    form.setValue("jobDescription", job, { shouldDirty: true });
  };

  return {
    editing,
    existing,
    form,
    baseVersion,
    conflict,
    setConflict,
    reloading,
    reload,
    loadCount,
    materials,
    setMaterials,
    measurements,
    setMeasurements,
    painted,
    defaults,
    addTemplate,
  };
}

export type BuilderState = ReturnType<typeof useBuilderState>;
