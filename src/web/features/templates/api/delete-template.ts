import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { refreshInBackground } from "../../../lib/query-client";
import { templatesKey } from "./get-templates";

export async function deleteTemplate(id: string): Promise<void> {
  await api<void>("DELETE", `/api/templates/${encodeURIComponent(id)}`);
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => refreshInBackground(queryClient, templatesKey),
  });
}
