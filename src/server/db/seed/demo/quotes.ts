import { and, eq, inArray, isNull } from "drizzle-orm";
import {
  chargedUnitPence,
  computeQuoteTotals,
  lineTotalPence,
  netPricePence,
  quoteExpiry,
  quoteReference,
} from "../../../../shared/quote-math";
import { customerDisplayName } from "../../../../shared/schemas/customers";
import { quoteStatusLabels } from "../../../../shared/schemas/quotes";
import { products, quoteMaterials, quoteMeasurements, quotes } from "../../schema";
import { DEMO_MERCHANT_ID, demoQuote } from "./data";
import { writeStoryJob } from "./jobs";
import { DEMO_QUOTE_STORIES, type DemoQuoteStory } from "./stories";
import {
  type CustomerRow,
  type DemoParties,
  type DemoWriter,
  MINUTE,
  type Written,
} from "./writer";

type Product = typeof products.$inferSelect;
/** A quote's line before it is priced for the customer and placed on its quote. */
type QuoteLine = Omit<
  typeof quoteMaterials.$inferInsert,
  "businessId" | "quoteId" | "position" | "unitPricePence" | "totalPence"
>;

/** The story's quotes, numbered in order, each with its lines, sizes, activity and job. */
export async function writeStoryQuotes(w: DemoWriter, parties: DemoParties): Promise<Written[]> {
  const productOf = await storyProducts(w);
  const written: Written[] = [];
  for (const story of DEMO_QUOTE_STORIES) {
    const customer = parties.customerOf.get(story.customer)!;
    const materials = storyMaterials(story, productOf, parties);
    const quote = await insertStoryQuote(w, story, customer, materials);
    const lines = await insertQuoteLines(w, quote, w.business.marginPercent, materials);
    await insertMeasurements(w, quote.id, story.measurements);
    recordQuoteActivity(w, story, quote, customer);
    const job = await writeStoryJob(w, story, quote, customer);
    written.push({ story, quote, customer, job, lines, invoices: [] });
  }
  return written;
}

/** The lines are the merchant's catalogue products, at the business's trade price there. */
async function storyProducts(w: DemoWriter): Promise<Map<string, Product>> {
  const names = [...new Set(DEMO_QUOTE_STORIES.flatMap((s) => s.lines.map((l) => l.product)))];
  const found = await w.tx
    .select()
    .from(products)
    .where(
      and(
        eq(products.merchantId, DEMO_MERCHANT_ID),
        isNull(products.businessId),
        inArray(products.name, names),
      ),
    );
  return new Map(found.map((p) => [p.name, p] as const));
}

function storyMaterials(
  story: DemoQuoteStory,
  productOf: Map<string, Product>,
  { term }: DemoParties,
): QuoteLine[] {
  return story.lines.flatMap(({ product, quantity }) => {
    const p = productOf.get(product);
    if (!p) return [];
    return [
      {
        name: p.name,
        quantity,
        unit: p.unit || "each",
        netUnitPricePence: netPricePence(p.pricePence, term?.discountPercent ?? 0),
        markupPercent: null,
        vatRate: null,
        sku: p.sku || null,
        merchantId: p.merchantId,
        productId: p.id,
      },
    ];
  });
}

/** When the story's quote was written, sent, and accepted or declined. */
function storyMoments(w: DemoWriter, story: DemoQuoteStory) {
  const { at } = w.clock;
  return {
    createdAt: at(story.createdDay, "19:05"),
    sentAt: at(story.sentDay, story.sentDay === story.createdDay ? "19:40" : "08:15"),
    decisionAt: story.decision ? at(story.decision.day, "12:10") : null,
  };
}

async function insertStoryQuote(
  w: DemoWriter,
  story: DemoQuoteStory,
  customer: CustomerRow,
  materials: QuoteLine[],
) {
  const { business } = w;
  const { at } = w.clock;
  const input = {
    dayRatePence: business.defaultDayRatePence,
    vatIncluded: true,
    vatRate: business.defaultVatRate,
    marginPercent: business.marginPercent,
    profitRule: "manual" as const,
    laborDays: story.laborDays,
  };
  const { createdAt, sentAt, decisionAt } = storyMoments(w, story);
  const { decision, views } = story;
  const declined = decision?.kind === "declined" ? decision : null;
  const customerName = customerDisplayName(customer);
  const [quote] = await w.tx
    .insert(quotes)
    .values({
      businessId: business.id,
      number: ++w.numbers.quote,
      name: story.name,
      customerId: customer.id,
      customerName,
      jobDescription: story.jobDescription,
      ...input,
      ...computeQuoteTotals({ ...input, materials }),
      status: decision?.kind ?? "sent",
      sentAt,
      sentTo: customer.email,
      terms: business.defaultTerms,
      // Accepted: marked so by the business on the customer's word; declined on the quote's page.
      decisionSource: decision ? (declined ? "customer" : "user") : null,
      decisionByName: declined ? customerName : null,
      decisionAt,
      declineReason: declined?.reason ?? null,
      firstViewedAt: views ? at(views.firstDay, "20:10") : null,
      lastViewedAt: views ? at(views.lastDay, "07:55") : null,
      viewCount: views?.count ?? 0,
      expiresAt: quoteExpiry(createdAt, business.quoteValidDays),
      createdAt,
      updatedAt: decisionAt ?? sentAt,
    })
    .returning();
  if (!quote) throw new Error("demo quote insert returned no row");
  return quote;
}

/** A quote's lines, each charged at its net price marked up by the quote's margin. */
async function insertQuoteLines(
  w: DemoWriter,
  quote: { id: string },
  marginPercent: number,
  materials: readonly QuoteLine[],
) {
  if (!materials.length) return [];
  return w.tx
    .insert(quoteMaterials)
    .values(
      materials.map((m, position) => {
        const unitPricePence = chargedUnitPence(m, marginPercent);
        return {
          ...m,
          businessId: w.business.id,
          quoteId: quote.id,
          position,
          unitPricePence,
          totalPence: lineTotalPence(m.quantity, unitPricePence),
        };
      }),
    )
    .returning();
}

async function insertMeasurements(
  w: DemoWriter,
  quoteId: string,
  measurements: readonly Omit<
    typeof quoteMeasurements.$inferInsert,
    "businessId" | "quoteId" | "position"
  >[],
) {
  await w.tx
    .insert(quoteMeasurements)
    .values(
      measurements.map((m, position) => ({ ...m, businessId: w.business.id, quoteId, position })),
    );
}

/** Created, sent, and accepted by the business or declined by the customer, as the app logs it. */
function recordQuoteActivity(
  w: DemoWriter,
  story: DemoQuoteStory,
  quote: Written["quote"],
  customer: CustomerRow,
) {
  const { createdAt, sentAt, decisionAt } = storyMoments(w, story);
  w.record(createdAt, "quote.created", "quote", quote.id, `Quote ${story.name} created`);
  const sentMessage = `Quote ${story.name} sent to ${customer.email}`;
  w.record(sentAt, "quote.sent", "quote", quote.id, sentMessage);
  if (!decisionAt) return;
  if (story.decision?.kind === "declined") {
    const message = `Quote ${quoteReference(quote.number)} declined by ${customerDisplayName(customer)}`;
    w.record(decisionAt, "quote.declined", "quote", quote.id, message);
  } else {
    const message = `Quote ${story.name} marked as ${quoteStatusLabels.accepted}`;
    w.record(decisionAt, "quote.status_changed", "quote", quote.id, message);
  }
}

/** The draft every demo has had: the newest quote, written just before the template was made. */
export async function writeDraftQuote(w: DemoWriter, parties: DemoParties) {
  const sarah = parties.customerOf.get("sarah")!;
  const draftAt = new Date(w.now.getTime() - 25 * MINUTE);
  const { materials, measurements, ...draft } = demoQuote(draftAt);
  const [row] = await w.tx
    .insert(quotes)
    .values({
      ...draft,
      businessId: w.business.id,
      number: ++w.numbers.quote,
      customerId: sarah.id,
      customerName: customerDisplayName(sarah),
      createdAt: draftAt,
      updatedAt: draftAt,
    })
    .returning({ id: quotes.id });
  if (!row) throw new Error("demo draft insert returned no row");
  await insertQuoteLines(w, row, draft.marginPercent, materials);
  await insertMeasurements(w, row.id, measurements);
  w.record(draftAt, "quote.created", "quote", row.id, `Quote ${draft.name} created`);
}
