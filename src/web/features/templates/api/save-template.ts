import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type Template,
  type TemplateInput,
  type TemplateUpdate,
  templateSchema,
} from "../../../../shared/schemas/templates";
import { api } from "../../../lib/api";
import { refreshInBackground } from "../../../lib/query-client";
import { templatesKey } from "./get-templates";

/** A new template; with `fromQuoteId` it is "Save as template" of that quote. */
export async function createTemplate(input: TemplateInput): Promise<Template> {
  return templateSchema.parse(await api<unknown>("POST", "/api/templates", input));
}

export async function updateTemplate(id: string, input: TemplateUpdate): Promise<Template> {
  const path = `/api/templates/${encodeURIComponent(id)}`;
  return templateSchema.parse(await api<unknown>("PATCH", path, input));
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: () => refreshInBackground(queryClient, templatesKey),
  });
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TemplateUpdate }) => updateTemplate(id, input),
    onSuccess: () => refreshInBackground(queryClient, templatesKey),
  });
}
