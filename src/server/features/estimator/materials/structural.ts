/**
 * Materials for a knock-through with a steel beam (jobs/steel-beam.ts). The seed sells none of
 * them: steel beams by the metre, concrete padstones and the hire of props and strongboys are
 * standard trade items with typical 2025 prices (unverified), matched only by a catalogue that has
 * them. Steel is priced by its weight: about £1.60 a kg cut to length at a stockholder.
 */
import { m, type OwnListing } from "./listing";

/** Pence a kg of steel beam, cut to length (unverified, typical 2025 stockholder price). */
export const STEEL_PENCE_PER_KG = 160;

/** The common domestic universal beam sizes: depth × width × kg/m. */
export const STEEL_SIZES = [
  [127, 76, 13],
  [152, 89, 16],
  [178, 102, 19],
  [203, 102, 23],
  [203, 133, 25],
  [203, 133, 30],
  [254, 102, 22],
  [254, 146, 31],
  [305, 102, 25],
  [305, 127, 37],
  [305, 165, 40],
] as const;

export type SteelSize = (typeof STEEL_SIZES)[number];
export type SteelKey = `steel${SteelSize[0]}x${SteelSize[1]}x${SteelSize[2]}`;

const steelName = ([d, w, kg]: SteelSize) =>
  `Steel Universal Beam ${d} x ${w} x ${kg} UB (per metre, cut to length)`;

const STEEL = Object.fromEntries(
  STEEL_SIZES.map((s) => [
    `steel${s[0]}x${s[1]}x${s[2]}`,
    m(steelName(s), undefined, undefined, {
      unit: "m",
      pricePence: s[2] * STEEL_PENCE_PER_KG,
      category: "bricks-blocks-cement",
    }),
  ]),
) as Record<SteelKey, ReturnType<typeof m>>;

const HIRE = (pricePence: number): OwnListing => ({ unit: "week", pricePence, category: "tools" });

export const STRUCTURAL = {
  ...STEEL,
  padstone: m("Concrete Padstone 440 x 215 x 100mm", undefined, undefined, {
    unit: "each",
    pricePence: 1450,
    category: "bricks-blocks-cement",
  }),
  acrowHire: m("Acrow Prop Hire Size 2 (1.98-3.35m), per week", undefined, undefined, HIRE(900)),
  strongboyHire: m("Strongboy Prop Head Hire, per week", undefined, undefined, HIRE(1000)),
} as const;
