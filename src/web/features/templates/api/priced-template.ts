import { type PricedTemplate, pricedTemplateSchema } from "../../../../shared/schemas/templates";
import { api } from "../../../lib/api";

/** The template with its lines at today's prices, for the builder to add to its own lines. */
export async function getPricedTemplate(id: string): Promise<PricedTemplate> {
  const path = `/api/templates/${encodeURIComponent(id)}/priced`;
  return pricedTemplateSchema.parse(await api<unknown>("GET", path));
}
