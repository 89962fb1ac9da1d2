import { useCallback, useEffect, useRef, useState } from "react";
import type { MeasurementInput } from "../../../../shared/schemas/quotes";
import { readOffline, removeOffline, writeOffline } from "../../../lib/offline-store";
import type { EditableMaterialLine } from "../../materials";
import type { BuilderValues } from "./builder-form";
import type { PickedCustomer } from "./customer-picker";

/** What the builder held unsaved, kept on the device (features/offline's store: cleared at sign-out). */
export interface KeptDraft {
  keptAt: string;
  values: BuilderValues;
  materials: EditableMaterialLine[];
  measurements: MeasurementInput[];
  picked: PickedCustomer | null;
  /** The version the edits were based on (an edited quote): a save against it may conflict. */
  baseVersion: number | null;
}

const keyOf = (editId: string | undefined) => `builder-draft:${editId ?? "new"}`;
/** Often enough that a phone ending the tab loses seconds, not minutes; rarely enough to be cheap. */
const KEEP_AFTER_MS = 400;

/**
 * The builder's unsaved work survives the tab: a phone call, the camera or the system ending a
 * backgrounded tab lost a quote's lines, and no "Leave without saving?" can ask first. While the
 * builder holds unsaved work it is kept on the device shortly after each change and at once when
 * the page is hidden; opened again, the builder offers it back (`kept`: Restore or Discard). A save
 * (`forget`) or leaving on purpose drops it. While an offer is open nothing is written over it.
 */
export function useKeptDraft(
  editId: string | undefined,
  unsaved: boolean,
  current: () => Omit<KeptDraft, "keptAt">,
  { offer, saving }: { offer: boolean; saving: boolean },
) {
  const [kept, setKept] = useState<KeptDraft | null>(null);
  const [checked, setChecked] = useState(!offer);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Saved, or left on purpose: nothing more is kept from this visit. */
  const done = useRef(false);
  const latest = useRef(current);
  latest.current = current;
  const key = keyOf(editId);

  useEffect(() => {
    if (!offer) return;
    let live = true;
    void readOffline<KeptDraft>(key)
      .catch(() => undefined)
      .then((draft) => {
        if (!live) return;
        setKept(draft ?? null);
        setChecked(true);
      });
    return () => {
      live = false;
    };
  }, [key, offer]);

  const keepNow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (done.current) return;
    void writeOffline(key, { ...latest.current(), keptAt: new Date().toISOString() });
  }, [key]);

  const writing = checked && kept === null && unsaved && !done.current;
  // Each change while unsaved (the caller renders on every change) is kept a moment later.
  useEffect(() => {
    if (!writing) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(keepNow, KEEP_AFTER_MS);
  });
  useEffect(() => {
    if (!writing) return;
    const hidden = () => {
      if (document.visibilityState === "hidden") keepNow();
    };
    document.addEventListener("visibilitychange", hidden);
    return () => {
      document.removeEventListener("visibilitychange", hidden);
      // Leaving the page (or the work saved): a change not yet kept is kept, or `forget` drops it.
      if (timer.current !== undefined) keepNow();
    };
  }, [writing, keepNow]);

  // Handed to a save: kept by the save's own queue from here (written again if it is refused).
  useEffect(() => {
    if (!saving) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    void removeOffline(key);
  }, [saving, key]);

  const forget = useCallback(() => {
    done.current = true;
    clearTimeout(timer.current);
    timer.current = undefined;
    setKept(null);
    void removeOffline(key);
  }, [key]);

  return {
    /** Work kept by an earlier visit, offered back until restored or discarded. */
    kept,
    /** The offer answered: the work is back in the form (the caller puts it there). */
    restored: useCallback(() => setKept(null), []),
    /** The offer refused: the kept work goes; what is typed from now on is kept instead. */
    discarded: useCallback(() => {
      setKept(null);
      void removeOffline(key);
    }, [key]),
    forget,
  };
}
