/**
 * Painting or treating a timber shed that stands ("paint the fence and the shed", "treat the
 * shed 8x6"): the fence treatment and the fence painter's rates (./fence-painting.ts) over the
 * shed's outside walls. Figures (docs/estimating.md, "Shed painting"):
 * - Size: the footprint as the shed base reads it (a bare "8x6" is feet; 8 × 6 ft unless said).
 * - Walls: the perimeter × 1.8 m at the eaves plus two gables rising 0.3 m (a typical apex shed,
 *   stated and asked), outside only; the felted roof is not painted.
 * - Treatment, coats, tins and labour as the fence: 5 m² a litre a coat, 2 coats, whole 6 L tins,
 *   0.125 day preparing, 30 m² per coat per day (unverified, trade rule of thumb).
 */
import { P } from "../materials";
import type { JobDefinition } from "../types";
import { because, ceilWhole, defineJob, fmt, has, need, round } from "../units";
import { COATS, M2_PER_COAT_DAY, M2_PER_L, PREP_DAYS, TIN_L } from "./fence-painting";
import { shedSize } from "./shed-base/size";

export const EAVES_M = 1.8;
export const GABLE_RISE_M = 0.3;

export const shedPainting: JobDefinition = defineJob(
  "shed-painting",
  "Paint or treat a shed",
  (p, d) => {
    const { length, width } = shedSize(p, d);
    const perimeter = 2 * (length + width);
    // Two triangular gables over the shorter walls.
    const gables = 2 * ((Math.min(length, width) * GABLE_RISE_M) / 2);
    const area = round(perimeter * EAVES_M + gables, 4);
    const coats = p.coats ?? COATS;
    if (p.coats === undefined) d.assumptions.push(`${COATS} coats assumed on weathered timber`);
    const litres = (area * coats) / M2_PER_L;
    d.needs.push(
      because(
        need(P.fenceCare, litres, "L", TIN_L),
        `${coats} coats × (${fmt(perimeter)} m × ${EAVES_M} m + gables ${fmt(gables)} m²) = ${fmt(area * coats)} m² ÷ ${M2_PER_L} m²/L = ${fmt(litres, 1)} L → ${ceilWhole(litres / TIN_L)} × ${TIN_L} L tins`,
      ),
    );
    d.days += PREP_DAYS + (area * coats) / M2_PER_COAT_DAY;
    d.assumptions.push(
      `Shed walls ${fmt(area)} m² outside: ${EAVES_M} m to the eaves, gables rising ${GABLE_RISE_M} m; the felted roof not painted`,
      `One painter: ${PREP_DAYS} day clearing round the shed and brushing down, ${M2_PER_COAT_DAY} m² per coat per day by brush`,
      ...(has(p, /\binside\b/) ? ["The inside of the shed is not priced"] : []),
    );
    d.plan.push(
      "Clear round the shed; brush down dirt and cobwebs; mask the windows",
      `Apply ${coats} coat${coats === 1 ? "" : "s"} of timber treatment to the walls, doors and trims`,
    );
  },
);
