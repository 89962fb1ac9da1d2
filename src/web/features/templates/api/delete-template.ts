import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { templatesKey } from "./get-templates";

export async function deleteTemplate(id: string): Promise<void> {
  await api<void>("DELETE", `/api/templates/${encodeURIComponent(id)}`);
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}
