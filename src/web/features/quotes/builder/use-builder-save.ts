import { onlineManager } from "@tanstack/react-query";
import { type BaseSyntheticEvent, lazy, useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { messages } from "../../../../shared/messages";
import { poundsToPence } from "../../../../shared/money";
import { paths } from "../../../config/paths";
import { refusalMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { toMaterialInput } from "../../materials";
import type { Savers } from "./save-bridge";
import type { BuilderState } from "./use-builder-state";

export const SaveBridge = lazy(() => import("./save-bridge"));

/**
 * The save hooks, once SaveBridge has mounted: a submit before then waits for them. The bridge
 * mounts when the form is first focused or submitted (`want`), not with the first screen: its
 * code brings zod and the quote schemas, whose evaluation was the longest task of the builder's
 * first seconds (ADR 0023).
 */
function useSavers() {
  const [wanted, setWanted] = useState(false);
  const [ready] = useState(() => {
    let resolve: (savers: Savers) => void = () => {};
    const savers = new Promise<Savers>((r) => {
      resolve = r;
    });
    return { savers, resolve };
  });
  // The latest hooks (a ref: handing them over must not render the page again).
  const current = useRef<Savers | null>(null);
  const onReady = useCallback(
    (savers: Savers) => {
      current.current = savers;
      ready.resolve(savers);
    },
    [ready],
  );
  const want = useCallback(() => setWanted(true), []);
  return { savers: async () => current.current ?? (await ready.savers), onReady, wanted, want };
}

/**
 * The form's submit: a new quote is created; an edited one is saved against the version it was
 * loaded from, and a conflict is shown beside the totals (docs/decisions/0008). `onReady` goes to
 * the page's SaveBridge.
 */
export function useBuilderSave(
  editId: string | undefined,
  state: BuilderState,
  leaving: () => void,
) {
  const navigate = useNavigate();
  const { savers, onReady, wanted, want } = useSavers();
  const { form, materials, measurements, baseVersion, setConflict, preloadRules } = state;
  const validateAndSave = form.handleSubmit(
    async (values) => {
      const { create, update } = await savers();
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
        terms: values.terms,
        // A draft kept on the device before the field existed has none: the customer's address.
        siteAddress: values.siteAddress?.trim() || null,
      };
      if (editId !== undefined && baseVersion !== null) {
        try {
          const quote = await update({
            id: editId,
            input: { ...input, version: baseVersion },
          });
          setConflict(null);
          notify.success(onlineManager.isOnline() ? "Quote saved" : messages.quotes.savedOnDevice);
          leaving();
          navigate(paths.quote(quote.id));
        } catch (error) {
          // Loaded with the failure: its schema module would otherwise join the first screen's.
          const { isVersionConflict } = await import("../../../lib/version-conflict");
          if (isVersionConflict(error)) setConflict(error.message);
          else notify.error(refusalMessage(error) ?? messages.http.internal);
        }
        return;
      }
      try {
        const quote = await create(input);
        notify.success(
          onlineManager.isOnline() ? messages.quotes.created : messages.quotes.savedOnDevice,
        );
        leaving();
        navigate(paths.quote(quote.id));
      } catch (error) {
        notify.error(refusalMessage(error) ?? messages.quotes.createFailed);
      }
    },
    (invalid) => {
      const first = Object.values(invalid)[0]?.message;
      if (first) notify.error(first);
    },
  );
  /** Starts loading the form's rules and the saving code: the user is about to edit. */
  const prepare = useCallback(() => {
    preloadRules();
    want();
  }, [preloadRules, want]);
  const submit = (event?: BaseSyntheticEvent) => {
    want();
    return validateAndSave(event);
  };
  return { submit, onReady, saveBridgeWanted: wanted, prepare };
}
