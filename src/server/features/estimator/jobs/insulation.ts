/**
 * Loft insulation to 270 mm (Building Regulations Approved Document L / Energy Saving Trust
 * recommendation). Figures (docs/estimating.md):
 * - Knauf Earthwool Loft Roll 44: 100 mm roll covers 8.3 m², 170 mm roll covers 5.93 m².
 * - Empty loft: 100 mm between the joists + 170 mm cross-laid = 270 mm. Existing 100 mm: top up
 *   with 170 mm only. 5% waste for cutting round eaves and obstructions.
 * - Productivity: 60 m² per layer per day.
 */
import { planArea } from "../geometry";
import { P } from "../materials";
import type { JobDefinition } from "../types";
import { defineJob, fmt, has, need } from "../units";

export const LOFT_M2_PER_LAYER_DAY = 60;

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
    const existing =
      /(\d+)mm\s*(?:of\s+)?(?:existing|already|there)|existing\s*(?:\w+\s+){0,2}?(\d+)mm/.exec(
        p.normalised,
      );
    const existingMm = existing
      ? Number(existing[1] ?? existing[2])
      : has(p, /\btop(?:ping)?[- ]?up\b/)
        ? 100
        : 0;
    const gross = area * 1.05;
    let layers = 0;
    if (existingMm < 100) {
      d.needs.push(need(P.loft100, gross, "m2", 8.3));
      layers++;
      d.assumptions.push(`100 mm between joists: ${fmt(area)} m² + 5% ÷ 8.3 m² per roll`);
    }
    if (existingMm < 270) {
      d.needs.push(need(P.loft170, gross, "m2", 5.93));
      layers++;
      d.assumptions.push(
        `170 mm cross-laid over the joists: ${fmt(area)} m² + 5% ÷ 5.93 m² per roll`,
      );
    }
    if (existingMm > 0)
      d.assumptions.push(`Existing ${existingMm} mm insulation kept and topped up to 270 mm`);
    else d.questions.push("Is there any insulation in the loft now, and how deep is it?");
    d.days += (area * layers) / LOFT_M2_PER_LAYER_DAY;
    d.assumptions.push(`${LOFT_M2_PER_LAYER_DAY} m² per layer per day`);
    d.plan.push(
      "Clear access, fit crawl boards and lighting; keep eaves ventilation clear",
      "Lay the first layer between joists, then cross-lay the second at right angles; lift cables above the insulation",
      "Insulate and draught-strip the loft hatch",
    );
  },
);
