/**
 * Loft insulation to 270 mm (Building Regulations Approved Document L / Energy Saving Trust
 * recommendation). Figures (docs/estimating.md):
 * - Knauf Earthwool Loft Roll 44 as the catalogue lists it: 100 mm roll 13.9 m², 170 mm 8.3 m²,
 *   200 mm 6.9 m².
 * - Empty loft: one layer between the joists at joist depth (100 mm unless deeper joists take
 *   170 mm), then one cross layer over the joists, the thinnest roll that reaches the target.
 *   Existing insulation at or above joist depth: cross layer only. Each layer covers the loft
 *   floor once (never doubled); whole rolls, no extra waste because the joists take 8–12% of the
 *   between-joist layer's area and the rounding up to whole rolls covers eaves cuts.
 * - Productivity: 60 m² per layer per day.
 */
import { planArea } from "../geometry";
import { P } from "../materials";
import type { JobDefinition, Product } from "../types";
import { because, ceilWhole, defineJob, fmt, has, need } from "../units";

export const LOFT_M2_PER_LAYER_DAY = 60;
export const LOFT_TARGET_MM = 270;
const DEFAULT_JOIST_MM = 100;

/** The catalogue's loft rolls, thinnest first. */
const ROLLS: readonly { mm: number; product: Product }[] = [
  { mm: 100, product: P.loft100 },
  { mm: 170, product: P.loft170 },
  { mm: 200, product: P.loft200 },
];

const coverOf = (r: { product: Product }) => r.product.covers?.amount ?? 1;

/** Thinnest roll at least `mm` thick, or the thickest when none is. */
function rollFor(mm: number) {
  return ROLLS.find((r) => r.mm >= mm) ?? (ROLLS[ROLLS.length - 1] as (typeof ROLLS)[number]);
}

function mmNear(text: string, re: RegExp): number | undefined {
  const m = re.exec(text);
  const v = m ? Number(m[1] ?? m[2]) : Number.NaN;
  return Number.isFinite(v) && v > 0 ? v : undefined;
}

export const loftInsulation: JobDefinition = defineJob(
  "loft-insulation",
  "Loft insulation",
  (p, d) => {
    const { area } = planArea(p, d, {
      length: 8,
      width: 5.5,
      label: "3-bed semi loft",
      ask: "What is the loft floor area (or the house's footprint)?",
    });
    const text = p.normalised;
    const existingMm =
      mmNear(
        text,
        /(\d+)mm\s*(?:of\s+)?(?:existing|already|there)|existing\s*(?:\w+\s+){0,2}?(\d+)mm/,
      ) ?? (has(p, /\btop(?:ping)?[- ]?up\b/) ? 100 : 0);
    const statedJoist = mmNear(
      text,
      /joists?\s*(?:are\s+|of\s+)?(\d+)mm|(?<!\d)(\d+)mm\s*(?:deep\s+|between\s+(?:the\s+)?)?joists?/,
    );
    // "an empty loft", "no insulation up there": nothing to keep, so nothing to ask about it.
    const saidEmpty = has(p, /\bempty loft\b|\bno (?:\w+ )?insulation\b|\bnot insulated\b/);
    const joistMm = statedJoist ?? DEFAULT_JOIST_MM;
    const target = Math.max(
      LOFT_TARGET_MM,
      mmNear(text, /(?:to|total(?:\s+of)?|upto)\s*(\d{3})mm/) ?? LOFT_TARGET_MM,
    );

    const layers: { mm: number; product: Product; role: string }[] = [];
    let depth = existingMm;
    if (existingMm < Math.min(joistMm, 100)) {
      // Between the joists: the thickest roll that still fits the joist depth.
      const between = [...ROLLS].reverse().find((r) => r.mm <= Math.max(joistMm, 100)) ?? ROLLS[0];
      if (between) {
        layers.push({ ...between, role: `between the ${joistMm} mm joists` });
        depth = between.mm;
      }
    }
    // Over the joists, at right angles: the thinnest roll(s) that reach the target.
    while (depth < target) {
      const cross = rollFor(target - depth);
      layers.push({ ...cross, role: "cross-laid over the joists" });
      depth += cross.mm;
    }
    for (const layer of layers) {
      const cover = coverOf(layer);
      const rolls = ceilWhole(area / cover);
      d.needs.push(
        because(
          need(layer.product, area, "m2", cover),
          `${layer.mm} mm ${layer.role}: ${fmt(area)} m² ÷ ${cover} m² per roll = ${fmt(area / cover)} → ${rolls} rolls`,
        ),
      );
      d.assumptions.push(
        `${layer.mm} mm ${layer.role}: ${fmt(area)} m² ÷ ${cover} m² per roll → ${rolls} rolls`,
      );
    }
    if (existingMm > 0)
      d.assumptions.push(
        `Existing ${existingMm} mm insulation kept and topped up to ${depth} mm${depth === target ? "" : ` (target ${target} mm)`}`,
      );
    else if (!saidEmpty || statedJoist === undefined) {
      d.assumptions.push(
        `${saidEmpty ? "Empty loft" : "Empty loft assumed"}, ${statedJoist === undefined ? `${DEFAULT_JOIST_MM} mm joists assumed` : `${statedJoist} mm joists`}`,
      );
      d.questions.push(
        saidEmpty
          ? "How deep are the ceiling joists? Sets the first layer"
          : statedJoist === undefined
            ? "Is there any insulation in the loft now, and how deep are the joists? Sets the first layer"
            : "Is there any insulation in the loft now, and how deep? Sets whether the joist layer is needed",
      );
    }
    d.days += (area * layers.length) / LOFT_M2_PER_LAYER_DAY;
    d.assumptions.push(`${LOFT_M2_PER_LAYER_DAY} m² per layer per day`);
    d.plan.push(
      "Clear access, fit crawl boards and lighting; keep eaves ventilation clear",
      layers.length > 1
        ? "Lay the first layer between joists, then cross-lay the second at right angles; lift cables above the insulation"
        : "Cross-lay the new layer at right angles over the existing; lift cables above the insulation",
      "Insulate and draught-strip the loft hatch",
    );
  },
);
