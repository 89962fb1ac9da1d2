/**
 * A base for a shed, summer house or small garden room. Figures (docs/estimating.md, "Shed base"):
 * - Size: the shed's footprint plus 100 mm all round. Sheds are sold in feet, so a bare "8x6"
 *   (whole numbers, the short side 4 or more and the long side 6 or more) is read as feet.
 * - Concrete slab: dig 150 mm (spoil ×1.25 bulking, ../muck-away.ts); MOT Type 1 75 mm compacted
 *   (2.1 t/m³); polythene DPM +10%; concrete 100 mm +5%: ready-mixed in 0.25 m³ steps when 1 m³ or
 *   more (or said), 20 kg bags of concrete mix when said (2300 kg/m³), otherwise 1:5 cement:all-in
 *   ballast mixed on site (dry volume ×1.5; cement 1440 kg/m³ in 25 kg bags, ballast 1.75 t/m³ in
 *   0.85 t bulk bags); formwork 47 × 100 mm in 3.6 m lengths round the edge, pegged every metre.
 * - Paving slabs: whole 600 × 600 slabs covering the base, on 75 mm MOT and a 40 mm 6:1 mortar bed
 *   (as the patio).
 * - Plastic grid: 500 × 500 × 40 mm grids +5% (cut to fit), on weed membrane over 50 mm dug and
 *   levelled, filled with 10 mm gravel (1.7 t/m³).
 * - One labourer (unverified: trade rule of thumb): dig 10 m²/day, formwork 20 m/day, MOT 20
 *   m²/day, concrete mixed and placed 1.5 m³/day (ready-mixed 4 m³/day); slabs dug and sub-based
 *   10 m²/day and laid 8 m²/day; grid ground 15 m²/day, grids laid and filled 20 m²/day. Waits:
 *   concrete sets 2 days before the shed goes on; a slab bed 1 day.
 */
import type { JobDefinition, ParsedDescription } from "../../types";
import { type Draft, defineJob, fmt, has, round } from "../../units";
import { concrete } from "./concrete";
import { grid } from "./grid";
import { MARGIN_M, shedSize } from "./size";
import { slabs } from "./slabs";

type BaseKind = "concrete" | "slabs" | "grid";

function kindOf(p: ParsedDescription, d: Draft): BaseKind {
  if (has(p, /\bplastic\b|\bgrids?\b|\beco ?base\b/)) return "grid";
  if (has(p, /\b(?:paving )?slabs?\b|\bpaving\b|\bflags\b/)) return "slabs";
  if (has(p, /\bconcrete\b|\bready[- ]?mix\w*|\bpost ?mix\b|\bballast\b/)) return "concrete";
  d.questions.push("Concrete, slabs or a plastic grid base?");
  d.assumptions.push("Concrete slab assumed");
  return "concrete";
}

export const shedBase: JobDefinition = defineJob("shed-base", "Shed base", (p, d) => {
  const shed = shedSize(p, d);
  const length = round(shed.length + 2 * MARGIN_M, 4);
  const width = round(shed.width + 2 * MARGIN_M, 4);
  const area = round(length * width, 4);
  d.assumptions.push(
    `Base ${fmt(shed.length)} × ${fmt(shed.width)} m shed + ${MARGIN_M * 1000} mm all round = ${fmt(length)} × ${fmt(width)} m (${fmt(area)} m²)`,
  );
  const kind = kindOf(p, d);
  if (kind === "concrete") concrete(p, d, length, width, area);
  else if (kind === "slabs") slabs(d, length, width);
  else grid(d, area);
  d.assumptions.push("The shed itself and putting it up are not included");
});
