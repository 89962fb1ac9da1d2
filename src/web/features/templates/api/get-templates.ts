import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Template, templateListSchema } from "../../../../shared/schemas/templates";
import { api } from "../../../lib/api";

export const templatesKey = ["templates"] as const;

export async function getTemplates(): Promise<Template[]> {
  return templateListSchema.parse(await api<unknown>("GET", "/api/templates")).templates;
}

export const templatesQueryOptions = () =>
  queryOptions({ queryKey: templatesKey, queryFn: getTemplates });

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
