import { and, eq } from "drizzle-orm";
import type { DescriptionRequest, DescriptionResult } from "../../../shared/schemas/scraper";
import { DEFAULT_DESCRIPTION_SELECTOR } from "../../../shared/schemas/scraper";
import type { Deps } from "../../context";
import { products } from "../../db/schema";
import { AppError } from "../../errors";
import { runTask } from "../../workers/pool";
import { messageOf, scraperFor } from "./service";

/** A supplier page's description, read with a CSS selector and kept on the business's product. */
export const descriptionBusyMessage =
  "A description is already being fetched for your business: wait for it to finish, then try again.";

/**
 * Businesses with a description fetch under way (one at a time each, per process). Every fetch
 * reserves the next slot of the supplier's host, shared by every business (a second apart), so
 * 600 at once from one business pushed everyone else's scrapes of that host ten minutes back.
 */
const describing = new Set<string>();

export async function scrapeDescription(
  deps: Deps,
  businessId: string,
  input: DescriptionRequest,
): Promise<DescriptionResult> {
  if (describing.has(businessId)) throw new AppError(429, "scrape_busy", descriptionBusyMessage);
  describing.add(businessId);
  try {
    return await describeOnce(deps, businessId, input);
  } finally {
    describing.delete(businessId);
  }
}

async function describeOnce(
  deps: Deps,
  businessId: string,
  input: DescriptionRequest,
): Promise<DescriptionResult> {
  const productId = input.productId ?? null;
  const selector = input.selector?.trim() || DEFAULT_DESCRIPTION_SELECTOR;
  const fail = (error: string): DescriptionResult => ({
    success: false,
    description: "",
    productId,
    error,
  });
  if (productId !== null) {
    const [own] = await deps.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.businessId, businessId)));
    if (!own) return fail("The product was not found among your own products");
  }
  let html: string;
  try {
    html = (await scraperFor(deps).fetcher.get(input.url.trim())).body;
  } catch (err) {
    return fail(messageOf(err));
  }
  let extracted: { text: string } | { invalidSelector: true };
  try {
    extracted = await runTask("scrapeText", { html, selector }, { owner: businessId });
  } catch (err) {
    return fail(messageOf(err));
  }
  if ("invalidSelector" in extracted) return fail(`The CSS selector is not valid: ${selector}`);
  const description = extracted.text;
  if (!description) return fail(`Nothing on the page matched ${selector}`);
  if (productId !== null) {
    await deps.db
      .update(products)
      .set({ description, updatedAt: new Date() })
      .where(and(eq(products.id, productId), eq(products.businessId, businessId)));
  }
  return { success: true, description, productId, error: null };
}
