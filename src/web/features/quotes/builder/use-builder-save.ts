import { useNavigate } from "react-router";
import { messages } from "../../../../shared/messages";
import { poundsToPence } from "../../../../shared/money";
import { paths } from "../../../config/paths";
import { ApiError } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { isVersionConflict } from "../../../lib/version-conflict";
import { toMaterialInput } from "../../materials";
import { useCreateQuote } from "../api/create-quote";
import { useUpdateQuote } from "../api/update-quote";
import type { BuilderState } from "./use-builder-state";

/**
 * The form's submit: a new quote is created; an edited one is saved against the version it was
 * loaded from, and a conflict is shown beside the totals (docs/decisions/0008).
 */
export function useBuilderSave(editId: string | undefined, state: BuilderState) {
  const navigate = useNavigate();
  const createQuote = useCreateQuote();
  const updateQuote = useUpdateQuote();
  const { form, materials, measurements, baseVersion, setConflict } = state;
  return form.handleSubmit(
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
}
