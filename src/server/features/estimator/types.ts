/**
 * Types for the deterministic estimator: a job description (plus optional measurements) is parsed
 * into a structured job, each detected job type produces a takeoff, and the takeoffs are combined
 * into one materials list, work plan, assumptions and time estimate. No network, no randomness.
 */

export type LengthUnit = "m" | "cm" | "mm" | "ft" | "in";

/** A measurement from the quote's measurements panel (SPEC §3 Measurement). */
export interface MeasurementInput {
  label: string;
  value: number;
  unit: LengthUnit;
}

export type JobTypeId =
  | "stud-partition"
  | "board-ceilings"
  | "board-walls"
  | "skim-ceilings"
  | "skim-walls"
  | "radiators"
  | "wall-tiling"
  | "splashback"
  | "paint-ceilings"
  | "paint-walls"
  | "wallpaper"
  | "internal-doors"
  | "architrave"
  | "skirting"
  | "paint-woodwork"
  | "floor-tiling"
  | "laminate-flooring"
  | "lvt-flooring"
  | "engineered-flooring"
  | "loft-insulation"
  | "brick-wall"
  | "block-wall"
  | "guttering"
  | "patio"
  | "block-paving"
  | "fencing"
  | "decking"
  | "rendering"
  | "coving"
  | "skim-plasterboard"
  | "kitchen-fitting"
  | "kitchen-tiling-refresh"
  | "bathroom-refit"
  | "bathroom-tiling-refresh"
  | "wall-insulation"
  | "ceiling-insulation"
  | "lintels"
  | "artificial-grass"
  | "shed-base"
  | "exterior-painting"
  | "fence-painting"
  | "shed-painting"
  | "rewire"
  | "consumer-unit"
  | "sockets"
  | "light-switches"
  | "lighting"
  | "outside-socket";

/** All dimensions in metres (areas in m²). */
export interface Dimensions {
  lengthM?: number;
  widthM?: number;
  heightM?: number;
  /** Plan area (floor, ceiling, patio, deck, loft...). */
  areaM2?: number;
  /** An area stated as wall area ("40 m² of walls"). */
  wallAreaM2?: number;
  perimeterM?: number;
  /** Length of a linear run: fence, gutter, skirting... */
  runM?: number;
  /** Width of an opening to form ("3.2m opening", "knock through 3m"): never a room's size. */
  openingM?: number;
  /** Length of a beam, steel or lintel ("beam 3.8m long", "RSJ 4m"): never a room's size. */
  beamM?: number;
}

export type DimensionKey = keyof Dimensions;

export interface ParsedDescription {
  /** The description as given. */
  text: string;
  /** Lower-cased, number words as digits, units canonicalised ("4m", "20sqm"). */
  normalised: string;
  jobTypes: JobTypeId[];
  /** Job types whose surfaces were not named and were assumed (e.g. "paint the lounge"). */
  assumedSurfaces: JobTypeId[];
  /** Canonical room/area names in order of appearance ("double bedroom", "kitchen"...). */
  rooms: string[];
  dimensions: Dimensions;
  dimensionSources: Partial<Record<DimensionKey, "measurement" | "text">>;
  /** Counted items, singular nouns: { door: 1, socket: 3, radiator: 2, window: 1 }. */
  counts: Record<string, number>;
  coats?: number;
  /** Finishes and materials named ("magnolia", "oak", "porcelain", "herringbone"...). */
  finishes: string[];
  newPlaster: boolean;
  /** Pattern repeat for wallpaper, metres, when stated. */
  patternRepeatM?: number;
}

export interface Covers {
  amount: number;
  unit: string;
}

/** A material a takeoff can buy (./materials/): a catalogue name with its seed listing. */
export interface Product {
  /** The material key (`multiFinish`). */
  key: string;
  /** The catalogue product's name, which the business's live catalogue is searched for. */
  name: string;
  unit: string;
  /** List price: sizes packs and prices the public estimate. */
  pricePence: number;
  category: string;
  /** What one unit covers or holds, e.g. 2.22 m² per pack, 10 L per tin. */
  covers?: Covers;
}

/** One way to buy a need: `size` (in the need's unit) per pack, `unitsPerPack` catalogue units. */
export interface PackOption {
  size: number;
  product: Product;
  /** Catalogue units per pack when the catalogue sells by m² but the trade buys boxes. */
  unitsPerPack?: number;
}

/**
 * A quantity a job needs before whole-pack rounding, waste already included. Needs with the same
 * key are summed across jobs before packing, so "skim walls + skim ceiling" share plaster bags.
 */
export interface MaterialNeed {
  key: string;
  amount: number;
  unit: string;
  packs: readonly PackOption[];
  /** One line of working a tradesperson can check ("2 faces × 3.6 m × 2.4 m … → 6 boards"). */
  reason?: string;
  /**
   * Loose m³ of spoil or rubble a skip (or sacks) takes away: one site has one skip, so a
   * composite's skips are summed and sized once at assembly (jobs/muck-away.ts shareSkip).
   */
  spoilM3?: number;
}

/** A material line as the estimator returns it (SPEC §3 Predicted material, in pence). */
export interface EstimatedMaterial {
  name: string;
  quantity: number;
  unit: string;
  unitPricePence: number;
  covers?: Covers;
  category: string;
  /** The estimator's material key; absent on a line only the model named. */
  key?: string;
  /** How the quantity was worked out, from the job's takeoff (several jobs' reasons joined). */
  reason?: string;
}

export interface JobTakeoff {
  job: JobTypeId;
  label: string;
  needs: MaterialNeed[];
  /** Needs packed to whole packs for this job alone. */
  materials: EstimatedMaterial[];
  workPlan: string[];
  assumptions: string[];
  questions: string[];
  /** Labour days before rounding. */
  labourDays: number;
  /** Waits the materials impose, added to the labour as elapsed days. */
  waits: Wait[];
  /** Labour plus waits, rounded up to the next half day, minimum 0.5. */
  timeEstimateDays: number;
  /** The fewest people the job needs (a steel is a two-person lift); absent: one. */
  crew?: number;
}

/** Time a material needs before the next task ("Grout after 24 h"), in working days. */
export interface Wait {
  key: string;
  what: string;
  days: number;
}

export interface JobDefinition {
  id: JobTypeId;
  label: string;
  takeoff(parsed: ParsedDescription): JobTakeoff;
}

export interface EstimateResult {
  understood: boolean;
  jobs: string[];
  materials: EstimatedMaterial[];
  workPlan: string[];
  assumptions: string[];
  /** Elapsed days: labour ÷ crew plus the waits, rounded up to the next half day. */
  timeEstimateDays: number;
  /** Tradesperson-days of labour (what a day rate is charged on), before rounding. */
  labourDays: number;
  /** Tradespeople on the job: 1 unless the description or the caller says otherwise. */
  crew: number;
  /** The questions' plain text (the `question` of each of `asks`). */
  questions: string[];
  /** At most four questions, each with what its answer sets (./asks.ts). */
  asks: Ask[];
  /** The waits counted, each once per room or job they hold up ("Kitchen: Grout after 24 h"). */
  waits: Wait[];
}

/** A question the estimate asks and what its answer sets ("the paint, and the days"). */
export interface Ask {
  question: string;
  sets: string;
}
