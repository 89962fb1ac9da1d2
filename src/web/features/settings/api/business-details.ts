import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BusinessDetails, BusinessDetailsResponse } from "../../../../shared/schemas/settings";
import { answerShaped } from "../../../lib/answer-shape";
import { api } from "../../../lib/api";
import { meQueryKey } from "../../auth";
import { settingsSchemas } from "./settings-schemas";

/** A save's answer, read with the schema (a save loads it anyway). */
const savedDetails = async (answer: Promise<unknown>) =>
  (await settingsSchemas()).businessDetailsResponseSchema.parse(await answer);

export const businessDetailsQueryKey = ["settings", "business"] as const;

/** Read without zod: the quote builder's first seconds use it (ADR 0023). */
export async function getBusinessDetails(): Promise<BusinessDetailsResponse> {
  return answerShaped<BusinessDetailsResponse>(
    await api<unknown>("GET", "/api/settings/business"),
    { businessName: "string", vatNumber: "string", hasLogo: "boolean", paymentTermsDays: "number" },
    "the business details",
  );
}

export function useBusinessDetails() {
  return useQuery({ queryKey: businessDetailsQueryKey, queryFn: getBusinessDetails });
}

export function useSaveBusinessDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (details: BusinessDetails) =>
      savedDetails(api<unknown>("PUT", "/api/settings/business", details)),
    onSuccess: (saved) => {
      client.setQueryData(businessDetailsQueryKey, saved);
      void client.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

/** Uploads the logo as multipart/form-data (field "logo"). */
export async function uploadLogo(file: File): Promise<BusinessDetailsResponse> {
  const form = new FormData();
  form.append("logo", file);
  return savedDetails(api<unknown>("POST", "/api/settings/business/logo", form));
}

export function useUploadLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: (saved) => client.setQueryData(businessDetailsQueryKey, saved),
  });
}

export function useRemoveLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => savedDetails(api<unknown>("DELETE", "/api/settings/business/logo")),
    onSuccess: (saved) => client.setQueryData(businessDetailsQueryKey, saved),
  });
}
