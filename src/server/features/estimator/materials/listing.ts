/** How a material is written down: its seed name, what one unit covers, or its own listing. */
import { BASE_PRODUCTS } from "../../../db/seed/catalogue-data";

/** A standard trade size the seed lacks: its unit and typical 2025 trade price. */
export interface OwnListing {
  unit: string;
  pricePence: number;
  /** Slug of one of the seed CATEGORIES. */
  category: string;
}

export const SEED = new Map(BASE_PRODUCTS.map((b) => [b.name, b]));

/** A material the estimator buys: `amount` `unit` per catalogue unit, when that matters. */
export function m(name: string, amount?: number, unit?: string, own?: OwnListing) {
  return { name, ...(amount !== undefined && unit ? { covers: { amount, unit } } : {}), own };
}

export type Material = ReturnType<typeof m>;

/** Lintel stock lengths, mm: 150 mm steps from 900 mm (Catnic and precast makers' lists). */
export const LINTEL_MM = [
  900, 1050, 1200, 1350, 1500, 1650, 1800, 1950, 2100, 2250, 2400, 2550, 2700,
] as const;
export type LintelMm = (typeof LINTEL_MM)[number];

/**
 * Every stock length of a lintel the seed sells at 1200 mm: the other lengths are not in the seed,
 * so they carry the seed's unit and category and its price pro rata to the length.
 */
export function lintelLengths<K extends string>(prefix: K, seedName: string) {
  const base = SEED.get(seedName);
  return Object.fromEntries(
    LINTEL_MM.map((mm) => {
      const name = seedName.replace("1200mm", `${mm}mm`);
      const own =
        mm === 1200 || !base
          ? undefined
          : {
              unit: base.unit,
              pricePence: Math.round((base.pricePence * mm) / 1200),
              category: base.category,
            };
      return [`${prefix}${mm}`, m(name, undefined, undefined, own)];
    }),
  ) as Record<`${K}${LintelMm}`, Material>;
}
