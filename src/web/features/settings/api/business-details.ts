import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type BusinessDetails,
  type BusinessDetailsResponse,
  businessDetailsResponseSchema,
} from "../../../../shared/schemas/settings";
import { api } from "../../../lib/api";
import { meQueryKey } from "../../auth";

export const businessDetailsQueryKey = ["settings", "business"] as const;

export async function getBusinessDetails(): Promise<BusinessDetailsResponse> {
  return businessDetailsResponseSchema.parse(await api<unknown>("GET", "/api/settings/business"));
}

export function useBusinessDetails() {
  return useQuery({ queryKey: businessDetailsQueryKey, queryFn: getBusinessDetails });
}

export function useSaveBusinessDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (details: BusinessDetails) =>
      businessDetailsResponseSchema.parse(
        await api<unknown>("PUT", "/api/settings/business", details),
      ),
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
  return businessDetailsResponseSchema.parse(
    await api<unknown>("POST", "/api/settings/business/logo", form),
  );
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
    mutationFn: async () =>
      businessDetailsResponseSchema.parse(
        await api<unknown>("DELETE", "/api/settings/business/logo"),
      ),
    onSuccess: (saved) => client.setQueryData(businessDetailsQueryKey, saved),
  });
}
