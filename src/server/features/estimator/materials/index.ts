/**
 * What the estimator knows about the materials it buys, keyed by a material key (`multiFinish`):
 * the catalogue product it buys, named as the seed catalogue names it (the name every merchant's
 * copy of a seed product shares, and what a business's own price list row carries), and what one
 * unit covers or holds (a 25 kg bag of multi-finish skims about 10 m² at 2 mm).
 *
 * Unit, category and list price are not repeated here: they are read from the seed catalogue
 * (src/server/db/seed/catalogue-data.ts). The list price sizes packs (two 5 L tins or one 10 L)
 * and prices the landing page's estimate; a signed-in business's estimate is bought from its live
 * catalogue at its own net prices (./match.ts). The few standard trade sizes the seed lacks carry
 * their own unit and typical 2025 trade price (`own`), and match only if a catalogue has them.
 *
 * The lists live by where the work is: indoor.ts, outdoor.ts, bathroom.ts (with strip-out),
 * kitchen.ts, electrical.ts and structural.ts (steel beams, padstones, props); listing.ts is
 * how one material is written down.
 */
import { CATEGORIES } from "../../../db/seed/catalogue-data";
import type { Product } from "../types";
import { BATHROOM } from "./bathroom";
import { ELECTRICAL } from "./electrical";
import { COVING, INDOOR } from "./indoor";
import { KITCHEN } from "./kitchen";
import { type Material, SEED } from "./listing";
import { GUTTERING, OUTDOOR } from "./outdoor";
import { STRUCTURAL } from "./structural";

export { LINTEL_MM, type LintelMm } from "./listing";

const CATEGORY_NAMES = new Map(CATEGORIES.map((c) => [c.slug, c.name]));

// Spread in the order the list has always had, so every material keeps its place in P.
const MATERIALS = {
  ...INDOOR,
  ...OUTDOOR,
  ...BATHROOM,
  ...KITCHEN,
  ...GUTTERING,
  ...COVING,
  ...ELECTRICAL,
  ...STRUCTURAL,
};

export type MaterialKey = keyof typeof MATERIALS;

/** The seed (or own) listing of one material: a name the seed lacks is a mistake, not a guess. */
function product(key: string, material: Material): Product {
  const listing = material.own ?? SEED.get(material.name);
  if (!listing) throw new Error(`Estimator material ${key}: "${material.name}" is not in the seed`);
  return {
    key,
    name: material.name,
    unit: listing.unit,
    pricePence: listing.pricePence,
    category: CATEGORY_NAMES.get(listing.category) ?? "",
    ...(material.covers ? { covers: material.covers } : {}),
  };
}

/** Every material as a product the takeoffs buy (P.multiFinish). */
export const P = Object.fromEntries(
  Object.entries(MATERIALS).map(([key, material]) => [key, product(key, material)]),
) as Record<MaterialKey, Product>;

/** Materials the seed catalogue does not sell: they match only a catalogue that has them. */
export const NOT_IN_SEED: ReadonlySet<string> = new Set(
  Object.values(MATERIALS)
    .filter((material) => material.own)
    .map((material) => material.name),
);
