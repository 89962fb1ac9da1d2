import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  type Template,
  templateListSchema,
  templateSchema,
} from "../../../../shared/schemas/templates";
import { api } from "../../../lib/api";

export const templatesKey = ["templates"] as const;

export async function getTemplates(): Promise<Template[]> {
  return templateListSchema.parse(await api<unknown>("GET", "/api/templates")).templates;
}

/** One template as it is now (the editor's Reload after a version conflict). */
export async function getTemplate(id: string): Promise<Template> {
  return templateSchema.parse(
    await api<unknown>("GET", `/api/templates/${encodeURIComponent(id)}`),
  );
}

export const templatesQueryOptions = () =>
  queryOptions({ queryKey: templatesKey, queryFn: getTemplates });

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
