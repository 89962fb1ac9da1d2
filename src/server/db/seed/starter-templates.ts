import { and, eq, inArray, isNull } from "drizzle-orm";
import { netPricePence } from "../../../shared/quote-math";
import type { Db } from "../client";
import {
  businesses,
  merchantTerms,
  products,
  quoteTemplates,
  type TemplateMeasurementRow,
} from "../schema";

/** The merchant the starter templates buy from: the demo business's best discount. */
const STARTER_MERCHANT_ID = 1;

interface StarterTemplate {
  name: string;
  description: string;
  notes: string;
  laborDays: number;
  lines: { product: string; quantity: number }[];
  measurements: TemplateMeasurementRow[];
}

/** Three jobs a plasterer and general builder quotes week in, week out (issue 20). */
export const STARTER_TEMPLATES: StarterTemplate[] = [
  {
    name: "Skim a room",
    description: "Walls of an average bedroom skimmed, ready for mist coat",
    notes:
      "Protect floors and furniture, PVA and scrim the walls, two-coat multi-finish skim to all walls, clean up and leave ready for a mist coat.",
    laborDays: 2,
    lines: [
      { product: "British Gypsum Thistle Multi-Finish 25kg", quantity: 4 },
      { product: "Everbuild 502 All Purpose PVA 5L", quantity: 1 },
      { product: "Self-Adhesive Scrim Tape 50mm x 90m", quantity: 1 },
      { product: "Galvanised Thin Coat Angle Bead 3m", quantity: 4 },
      { product: "Polythene Dust Sheets 12 x 9ft (pack of 5)", quantity: 1 },
    ],
    measurements: [
      { label: "Room length", value: 4, unit: "m" },
      { label: "Room width", value: 3.5, unit: "m" },
      { label: "Ceiling height", value: 2.4, unit: "m" },
    ],
  },
  {
    name: "Board and skim a ceiling",
    description: "Old ceiling down, new 12.5mm board, skimmed",
    notes:
      "Take down the old ceiling and clear away, fix 12.5mm plasterboard to the joists, scrim the joints and skim to a smooth finish ready for decoration.",
    laborDays: 2,
    lines: [
      { product: "British Gypsum Gyproc WallBoard 12.5mm 2400 x 1200mm", quantity: 6 },
      { product: "Drywall Screws Coarse Thread 3.5 x 38mm (box of 1000)", quantity: 1 },
      { product: "Self-Adhesive Scrim Tape 50mm x 90m", quantity: 1 },
      { product: "British Gypsum Thistle Multi-Finish 25kg", quantity: 2 },
    ],
    measurements: [
      { label: "Ceiling length", value: 4, unit: "m" },
      { label: "Ceiling width", value: 3.5, unit: "m" },
    ],
  },
  {
    name: "Replace a door",
    description: "Internal door hung with new hinges, latch and handles",
    notes:
      "Remove the old door, hang a new internal door on new hinges, fit latch and handles, replace the stop beads and architrave and make good.",
    laborDays: 1,
    lines: [
      { product: "White Primed Shaker 4-Panel Internal Door 762 x 1981mm", quantity: 1 },
      { product: "Eclipse Ball Bearing Butt Hinges 76mm Satin Chrome (pair)", quantity: 1 },
      { product: "Tubular Mortice Latch 64mm Satin Chrome", quantity: 1 },
      { product: "Lever on Rose Door Handle Pack Satin Nickel", quantity: 1 },
      { product: "MDF Torus Architrave Set Primed 18 x 69mm 2.1m (pack of 5)", quantity: 1 },
      { product: "Door Stop Bead 12 x 38mm 2.1m", quantity: 3 },
    ],
    measurements: [
      { label: "Door width", value: 762, unit: "mm" },
      { label: "Door height", value: 1981, unit: "mm" },
    ],
  },
];

/**
 * The starter templates of the demo template business, which Try Demo copies for each visitor.
 * Idempotent: added once, also to a demo template seeded before templates existed.
 */
export async function seedStarterTemplates(db: Db) {
  const [demo] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.isDemoTemplate, true))
    .limit(1);
  if (!demo) return;
  const [existing] = await db
    .select({ id: quoteTemplates.id })
    .from(quoteTemplates)
    .where(eq(quoteTemplates.businessId, demo.id))
    .limit(1);
  if (existing) return;
  const names = STARTER_TEMPLATES.flatMap((t) => t.lines.map((l) => l.product));
  const found = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.merchantId, STARTER_MERCHANT_ID),
        isNull(products.businessId),
        inArray(products.name, names),
      ),
    );
  const [term] = await db
    .select({ discountPercent: merchantTerms.discountPercent })
    .from(merchantTerms)
    .where(
      and(eq(merchantTerms.businessId, demo.id), eq(merchantTerms.merchantId, STARTER_MERCHANT_ID)),
    );
  const byName = new Map(found.map((p) => [p.name, p] as const));
  await db.insert(quoteTemplates).values(
    STARTER_TEMPLATES.map(({ lines, ...t }) => ({
      ...t,
      businessId: demo.id,
      lines: lines.flatMap(({ product: name, quantity }) => {
        const p = byName.get(name);
        if (!p) return [];
        return [
          {
            productId: p.id,
            name: p.name,
            unit: p.unit || "each",
            quantity,
            netUnitPricePence: netPricePence(p.pricePence, term?.discountPercent ?? 0),
            markupPercent: null,
            vatRate: null,
            sku: p.sku || null,
            merchantId: p.merchantId,
          },
        ];
      }),
    })),
  );
}
