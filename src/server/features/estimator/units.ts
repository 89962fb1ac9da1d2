import type {
  EstimatedMaterial,
  JobDefinition,
  JobTakeoff,
  JobTypeId,
  LengthUnit,
  MaterialNeed,
  PackOption,
  ParsedDescription,
  Product,
  Wait,
} from "./types";

/** Tolerance so that 2.88 × 5 / 2.88 does not round up to 6 through floating-point noise. */
const EPS = 1e-9;

export const METRES_PER: Record<LengthUnit, number> = {
  m: 1,
  cm: 0.01,
  mm: 0.001,
  ft: 0.3048,
  in: 0.0254,
};

export function toMetres(value: number, unit: LengthUnit): number {
  return round(value * METRES_PER[unit], 4);
}

export function round(value: number, dp = 3): number {
  const f = 10 ** dp;
  return Math.round(value * f) / f;
}

/** Whole units, rounding up, tolerant of floating-point noise. */
export function ceilWhole(value: number): number {
  return Math.max(0, Math.ceil(round(value, 6) - EPS));
}

/** Days rounded up to the next half day, minimum half a day. */
export function roundUpHalfDay(days: number): number {
  return Math.max(0.5, Math.ceil(round(days, 6) * 2 - EPS) / 2);
}

/** Short number for sentences: 3.5, 12, 2.88. */
export function fmt(value: number, dp = 2): string {
  return String(round(value, dp));
}

export function need(
  product: Product,
  amount: number,
  unit: string,
  packSize = 1,
  extra: readonly PackOption[] = [],
): MaterialNeed {
  return {
    key: product.name,
    amount: round(amount, 4),
    unit,
    packs: [{ size: packSize, product }, ...extra],
  };
}

/** A need carrying the one-line working that produced it. */
export function because(n: MaterialNeed, reason: string): MaterialNeed {
  return { ...n, reason };
}

/** A product sold by the m² but bought in whole boxes of `boxM2`. */
export function boxedNeed(product: Product, amountM2: number, boxM2: number): MaterialNeed {
  return {
    key: product.name,
    amount: round(amountM2, 4),
    unit: "m2",
    packs: [{ size: boxM2, product, unitsPerPack: boxM2 }],
  };
}

const packPrice = (p: PackOption) => p.product.pricePence;

/**
 * Cheapest way to cover `amount` with the pack sizes offered (largest first): whole large packs,
 * then the remainder either by one more large pack or by smaller packs, whichever costs less.
 */
function choosePacks(amount: number, packs: readonly PackOption[]): Map<PackOption, number> {
  const sorted = [...packs].sort((a, b) => b.size - a.size);
  const result = new Map<PackOption, number>();
  const cover = (rem: number, from: number): { cost: number; counts: Map<PackOption, number> } => {
    const counts = new Map<PackOption, number>();
    const pack = sorted[from];
    if (!pack || rem <= EPS) return { cost: 0, counts };
    if (from === sorted.length - 1) {
      const n = ceilWhole(rem / pack.size);
      counts.set(pack, n);
      return { cost: n * packPrice(pack), counts };
    }
    const whole = Math.floor(round(rem / pack.size, 6) + EPS);
    const left = round(rem - whole * pack.size, 6);
    const smaller = cover(left, from + 1);
    const oneMore = left > EPS ? packPrice(pack) : 0;
    if (left > EPS && oneMore <= smaller.cost) {
      counts.set(pack, whole + 1);
      return { cost: (whole + 1) * packPrice(pack), counts };
    }
    if (whole > 0) counts.set(pack, whole);
    for (const [p, n] of smaller.counts) counts.set(p, n);
    return { cost: whole * packPrice(pack) + smaller.cost, counts };
  };
  for (const [p, n] of cover(round(amount, 6), 0).counts) if (n > 0) result.set(p, n);
  return result;
}

export function packNeed(n: MaterialNeed): EstimatedMaterial[] {
  if (n.amount <= EPS) return [];
  const out: EstimatedMaterial[] = [];
  for (const [pack, count] of choosePacks(n.amount, n.packs)) {
    const p = pack.product;
    out.push({
      name: p.name,
      quantity: round(count * (pack.unitsPerPack ?? 1), 3),
      unit: p.unit,
      unitPricePence: p.pricePence,
      ...(p.covers ? { covers: p.covers } : {}),
      category: p.category,
      key: p.key,
      ...(n.reason ? { reason: n.reason } : {}),
    });
  }
  return out;
}

/** Sum needs with the same key (same product family), keeping first-seen order. */
export function mergeNeeds(needs: readonly MaterialNeed[]): MaterialNeed[] {
  const byKey = new Map<string, MaterialNeed>();
  for (const n of needs) {
    const seen = byKey.get(n.key);
    if (seen) {
      const reasons = [seen.reason, n.reason].filter((r): r is string => Boolean(r));
      const reason = [...new Set(reasons)].join("; ");
      // Caulk counted by the metre for skirting and by the door for architrave: each is turned
      // into the product's own packs before they are added (before: 12 m + 2 doors = 14 tubes).
      const amount =
        seen.unit === n.unit
          ? n.amount
          : (n.amount / (n.packs[0]?.size ?? 1)) * (seen.packs[0]?.size ?? 1);
      byKey.set(n.key, {
        ...seen,
        amount: round(seen.amount + amount, 4),
        ...(reason ? { reason } : {}),
      });
    } else byKey.set(n.key, { ...n });
  }
  return [...byKey.values()];
}

export function packAll(needs: readonly MaterialNeed[]): EstimatedMaterial[] {
  return mergeNeeds(needs).flatMap(packNeed);
}

/** Working notes a takeoff fills in. */
export interface Draft {
  needs: MaterialNeed[];
  plan: string[];
  assumptions: string[];
  questions: string[];
  /** Labour in tradesperson-days, from the productivity rates. */
  days: number;
  /** Time the materials impose (adhesive before grout, plaster drying), on top of labour. */
  waits: Wait[];
  /** The fewest people the job needs (a steel beam is a two-person lift). */
  crew?: number;
}

export function newDraft(): Draft {
  return { needs: [], plan: [], assumptions: [], questions: [], days: 0, waits: [] };
}

/**
 * A wait a material imposes. `key` names the cure, so two jobs waiting on the same thing (floor and
 * wall tiles both waiting for adhesive before grouting) wait once.
 */
export function addWait(d: Draft, key: string, what: string, days: number): void {
  d.waits.push({ key, what, days });
}

/** Working hours in a day, for waits shorter than half a day. */
const HOURS_PER_DAY = 8;

/** "Grout after 24 h: +1 day"; "Rapid-set adhesive, grout after 3 h: +3 h". */
export function waitText(w: Wait): string {
  if (w.days < 0.5) return `${w.what}: +${fmt(w.days * HOURS_PER_DAY, 1)} h`;
  return `${w.what}: +${fmt(w.days)} ${w.days <= 1 ? "day" : "days"}`;
}

/** The longest wait of each kind: a shared cure is waited for once. */
export function mergeWaits(waits: readonly Wait[]): Wait[] {
  const byKey = new Map<string, Wait>();
  for (const w of waits) {
    const seen = byKey.get(w.key);
    if (!seen || w.days > seen.days) byKey.set(w.key, w);
  }
  return [...byKey.values()];
}

/** Elapsed days: labour shared by the crew, plus the waits, which a bigger crew cannot shorten. */
export function elapsedDays(labourDays: number, waits: readonly Wait[], crew = 1): number {
  const waiting = mergeWaits(waits).reduce((sum, w) => sum + w.days, 0);
  return round(labourDays / Math.max(1, crew) + waiting, 4);
}

/** A room or job whose tasks follow one another: its waits hold up only its own next task. */
export interface Chain {
  labourDays: number;
  waits: readonly Wait[];
}

/**
 * Elapsed days of chains that do not depend on one another (issue 18): the crew works on another
 * room or job while one chain waits (plaster drying in the kitchen while the bathroom is tiled),
 * so the days are the longer of the labour path (all the labour ÷ crew) and each chain's own path
 * (its labour ÷ crew + its waits). One chain is labour + waits, as before.
 */
export function overlappedDays(chains: readonly Chain[], crew = 1): number {
  const c = Math.max(1, crew);
  const labour = chains.reduce((sum, ch) => sum + ch.labourDays, 0) / c;
  const longest = Math.max(0, ...chains.map((ch) => elapsedDays(ch.labourDays, ch.waits, c)));
  return round(Math.max(labour, longest), 4);
}

export function finish(id: JobTypeId, label: string, d: Draft): JobTakeoff {
  return {
    job: id,
    label,
    needs: d.needs,
    materials: packAll(d.needs),
    workPlan: d.plan,
    assumptions: [...new Set([...d.assumptions, ...mergeWaits(d.waits).map(waitText)])],
    questions: [...new Set(d.questions)],
    labourDays: round(d.days, 4),
    waits: mergeWaits(d.waits),
    timeEstimateDays: nothingDone(d) ? 0 : roundUpHalfDay(elapsedDays(d.days, d.waits, d.crew)),
    ...(d.crew ? { crew: d.crew } : {}),
  };
}

/** A takeoff that buys nothing and takes no time (a specialist's job, said not priced). */
export const nothingDone = (d: Pick<Draft, "days" | "waits" | "needs">) =>
  d.days <= 0 && d.waits.length === 0 && d.needs.length === 0;

export function defineJob(
  id: JobTypeId,
  label: string,
  build: (p: ParsedDescription, d: Draft) => void,
): JobDefinition {
  return {
    id,
    label,
    takeoff(p) {
      const d = newDraft();
      build(p, d);
      return finish(id, label, d);
    },
  };
}

export function has(p: ParsedDescription, re: RegExp): boolean {
  return re.test(p.normalised);
}
