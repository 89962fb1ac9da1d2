import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "react-router";
import type { MeasurementInput, Quote } from "../../../../shared/schemas/quotes";
import { afterNextPaint } from "../../../lib/deferred";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver";
import type { EditableMaterialLine } from "../../materials";
import { type TemplateAddition, withTemplateNotes } from "../../templates";
import type { BuilderValues } from "./builder-form";
import type { PickedCustomer } from "./customer-picker";
import { builderQuoteOptions } from "./first-quote";
import type { KeptDraft } from "./kept-draft";
import {
  builderValuesOf,
  fallbackDefaults,
  finite,
  linesOf,
  measurementsOf,
  newQuoteValues,
  pickedOf,
} from "./quote-values";

/**
 * The form's rules (and with them zod) load when a field is first focused, or on the first
 * submit: not during the page's first seconds, where evaluating zod was the longest task (ADR 0023).
 */
const builderResolver = lazyZodResolver<BuilderValues>(
  async () => (await import("./builder-schema")).builderSchema,
);

/**
 * A new quote opened with what another screen holds (a draft the server refused when it was sent
 * late): its fields, lines and measurements fill the form, and it is created as a new quote. In
 * the history's state, so a reload keeps it.
 */
export const builderDraft = (draft: Quote) => ({ state: { builderDraft: draft } });
const draftOf = (state: unknown) =>
  (state as { builderDraft?: Quote } | null)?.builderDraft ?? undefined;

const differs = (a: unknown, b: unknown) => a !== b && JSON.stringify(a) !== JSON.stringify(b);

/**
 * The builder's state: the quote it edits (or a new one), the form, its lines and measurements,
 * the version a save is based on, and whether the first screen has been painted.
 */
export function useBuilderState(editId: string | undefined) {
  const editing = editId !== undefined;
  const existing = useQuery({ ...builderQuoteOptions(editId ?? ""), enabled: editing });
  const handedOver = draftOf(useLocation().state);
  // Already in the cache when the builder opens from the quote's page: the form starts from it, so
  // the first paint is the form rather than "Loading quote...". A new quote may start from a draft.
  const [first] = useState(() => (editing ? existing.data : handedOver));
  /** The version the form's values were loaded from; a save is based on it. */
  const [baseVersion, setBaseVersion] = useState<number | null>(
    editing ? (first?.version ?? null) : null,
  );
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  /** Remounts the measurements panel (it keeps its own list) when a quote is (re)loaded. */
  const [loadCount, setLoadCount] = useState(0);
  const [materials, setMaterials] = useState<EditableMaterialLine[]>(() =>
    first ? linesOf(first) : [],
  );
  const [measurements, setMeasurements] = useState<MeasurementInput[]>(() =>
    first ? measurementsOf(first) : [],
  );
  /** The lines and measurements as loaded: the builder's changes are what differ from them. */
  const [loadedLines, setLoadedLines] = useState(materials);
  const [loadedSizes, setLoadedSizes] = useState(measurements);
  /** The quote's customer, drawn by the name the quote carries until one is picked. */
  const [picked, setPicked] = useState<PickedCustomer | null>(() =>
    first ? pickedOf(first) : null,
  );
  /** Work kept on the device by an earlier visit was put back: unsaved until saved. */
  const [restoredFromDevice, setRestoredFromDevice] = useState(false);
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
    resolver: builderResolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: first ? builderValuesOf(first) : newQuoteValues(fallbackDefaults),
  });

  /** Puts a stored quote into the form, its lines and measurements, and remembers its version. */
  const load = useCallback(
    (quote: Quote) => {
      form.reset(builderValuesOf(quote));
      const [lines, sizes] = [linesOf(quote), measurementsOf(quote)];
      setMaterials(lines);
      setLoadedLines(lines);
      setMeasurements(sizes);
      setLoadedSizes(sizes);
      setPicked(pickedOf(quote));
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

  /** A template has been added in this visit: its days are the quote's, not a default. */
  const templateAdded = useRef(false);
  /**
   * A template's lines and measurements go after the quote's; its days and notes are added, and
   * its terms when the quote has none of its own. A new quote's untouched 1 day is only the
   * form's default, not work: the template's days replace it.
   */
  const addTemplate = (t: TemplateAddition) => {
    setMaterials((lines) => [...lines, ...t.lines]);
    setMeasurements((sizes) => [...sizes, ...t.measurements]);
    setLoadCount((n) => n + 1);
    const defaultDays =
      !editing &&
      first === undefined &&
      !templateAdded.current &&
      !form.getFieldState("laborDays").isDirty;
    templateAdded.current = true;
    const days = (defaultDays ? 0 : finite(form.getValues("laborDays"))) + t.laborDays;
    form.setValue("laborDays", days, { shouldDirty: true });
    const job = withTemplateNotes(form.getValues("jobDescription"), t.notes);
    form.setValue("jobDescription", job, { shouldDirty: true });
    // The quote's own terms stay; one on the defaults takes the template's.
    if (t.terms && typeof form.getValues("terms") !== "string")
      form.setValue("terms", t.terms, { shouldDirty: true });
  };

  // Fields by react-hook-form's own account (the defaults it fills in are not the user's);
  // a draft handed over was refused by the server, so it is unsaved from the start.
  // Compared once per change of the lists, not on every keystroke in another field.
  const linesChanged = useMemo(
    () => differs(materials, loadedLines) || differs(measurements, loadedSizes),
    [materials, loadedLines, measurements, loadedSizes],
  );
  const unsaved =
    handedOver !== undefined ||
    restoredFromDevice ||
    Object.keys(form.formState.dirtyFields).length > 0 ||
    linesChanged;

  /** What the builder holds, as kept on the device (./kept-draft.ts). */
  const snapshot = (): Omit<KeptDraft, "keptAt"> => ({
    values: form.getValues(),
    materials,
    measurements,
    picked,
    baseVersion,
  });

  /** Work kept on the device put back: fields as typed (so defaults arriving leave them be). */
  const restore = (draft: KeptDraft) => {
    for (const [field, value] of Object.entries(draft.values) as [keyof BuilderValues, never][])
      form.setValue(field, value, { shouldDirty: true });
    setMaterials(draft.materials);
    setMeasurements(draft.measurements);
    setPicked(draft.picked);
    if (editing && draft.baseVersion !== null) setBaseVersion(draft.baseVersion);
    setLoadCount((n) => n + 1);
    setRestoredFromDevice(true);
  };

  const pick = (customer: PickedCustomer | null) => {
    setPicked(customer);
    form.setValue("customerId", customer?.id ?? "", { shouldDirty: true });
  };

  return {
    editing,
    /** The form starts from a quote: the one edited, or a handed-over draft. */
    startsFromQuote: editing || first !== undefined,
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
    picked,
    pick,
    addTemplate,
    preloadRules: builderResolver.preload,
    unsaved,
    /** A draft handed over by another screen fills the form: nothing kept is offered over it. */
    handedOver: handedOver !== undefined,
    snapshot,
    restore,
  };
}

export type BuilderState = ReturnType<typeof useBuilderState>;
