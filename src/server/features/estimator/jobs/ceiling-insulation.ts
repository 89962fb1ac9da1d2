/**
 * Ceiling insulation, two cases (docs/estimating.md, "Ceiling insulation"):
 * - Between floors (default; "soundproof the ceiling", "acoustic insulation between floors"):
 *   Knauf Earthwool Acoustic Roll 100 mm between the joists by the ceiling's plan area, 12.96 m²
 *   per roll (catalogue), no extra waste: the joists take about 10% of the area. Fitted into an
 *   open ceiling or from above with the floorboards up; taking the ceiling down and re-boarding it
 *   is its own job when said ("board and skim the ceiling").
 * - Under a roof (rafters, room in the roof, loft conversion, sloping or flat-roof ceiling, PIR or
 *   insulated plasterboard named): PIR between the rafters leaving a 50 mm ventilation gap (100 mm
 *   in 150 mm rafters, 50 mm in 100 mm ones) +10%, then 37.5 mm insulated plasterboard under them
 *   +10% with 65 mm screws, 40 a board (230 mm ceiling centres), then skimmed (Board Finish 10 m²
 *   per bag at 2 mm +10%, scrim 1.25 m per m²).
 * - One tradesperson (unverified): acoustic roll 30 m²/day between open joists (20 with the
 *   floorboards lifted and refixed); PIR between rafters 10 m²/day; insulated board on ceilings
 *   12 m²/day; skim 25 m²/day.
 * Loft insulation (rolls over the loft floor) is ./insulation.ts, never this job.
 */
import { planArea, roomDefault } from "../geometry";
import { P } from "../materials";
import type { JobDefinition, ParsedDescription } from "../types";
import { because, ceilWhole, type Draft, defineJob, fmt, has, need } from "../units";
import { FINISH_M2_PER_BAG, PLASTER_WASTE, SCRIM_M_PER_M2_BOARD } from "./plastering";

export const BOARD_M2 = 2.88;
export const PIR_WASTE = 0.1;
export const BOARD_WASTE = 0.1;
export const VENT_GAP_MM = 50;
export const DEFAULT_RAFTER_MM = 150;
export const SCREWS_PER_BOARD = 40;
export const ACOUSTIC_M2_DAY = 30;
export const ACOUSTIC_FROM_ABOVE_M2_DAY = 20;
export const PIR_M2_DAY = 10;
export const INSULATED_BOARD_M2_DAY = 12;
export const SKIM_M2_DAY = 25;

const ROOF =
  /\b(?:rafters?|room in (?:the )?roof|loft conversion|sloping|vaulted|dormer|flat roof|pir|celotex|kingspan|insulated plasterboard|thermal|warm roof)\b/;
const SOUND = /\b(?:acoustic|sound\w*|noise|between (?:the )?floors)\b/;

/** Under a roof (PIR and insulated plasterboard), or between floors (acoustic roll). */
export function underRoof(p: ParsedDescription): boolean {
  return has(p, ROOF);
}

function rafterDepth(p: ParsedDescription): number | undefined {
  const m = /(\d{2,3})\s*mm\s*(?:deep\s+)?rafters?|rafters?\s*(?:are\s+|of\s+)?(\d{2,3})\s*mm/.exec(
    p.normalised,
  );
  const v = m ? Number(m[1] ?? m[2]) : Number.NaN;
  return Number.isFinite(v) && v > 0 ? v : undefined;
}

export const ceilingInsulation: JobDefinition = defineJob(
  "ceiling-insulation",
  "Ceiling insulation",
  (p, d) => {
    const roof = underRoof(p);
    const room = roomDefault(p);
    const { area } = planArea(p, d, {
      length: room.length,
      width: room.width,
      label: `${room.label} ceiling`,
      ask: roof
        ? "How big is the ceiling (length × width, or the sloping area in a room in the roof)?"
        : "How big is the ceiling (length × width)?",
    });
    if (roof) underRoofTakeoff(p, d, area);
    else betweenFloors(p, d, area);
  },
);

function betweenFloors(p: ParsedDescription, d: Draft, area: number) {
  const cover = P.acousticRoll.covers?.amount ?? 12.96;
  const rolls = ceilWhole(area / cover);
  d.needs.push(
    because(
      need(P.acousticRoll, area, "m2", cover),
      `${fmt(area)} m² between the joists ÷ ${cover} m² per roll = ${fmt(area / cover)} → ${rolls} roll${rolls === 1 ? "" : "s"} 100 mm acoustic`,
    ),
  );
  const fromAbove = has(p, /\bfloor ?boards?\b|\bfrom above\b|\bfrom upstairs\b/);
  const open = has(
    p,
    /\bceiling (?:is )?(?:down|off|open|coming down)\b|\bfrom below\b|\b(?:take|taking|pull\w*) (?:the |it )?(?:ceiling )?down\b|\bboard\w*\b|\bplasterboard\w*/,
  );
  if (!fromAbove && !open && !has(p, SOUND)) {
    d.questions.push(
      "Is it for sound between floors or warmth under a roof, and is the ceiling open or the floor above lifted?",
    );
  } else if (!fromAbove && !open) {
    d.questions.push("Is the ceiling coming down, or will the floorboards above be lifted?");
  }
  const rate = fromAbove ? ACOUSTIC_FROM_ABOVE_M2_DAY : ACOUSTIC_M2_DAY;
  d.days += area / rate;
  d.assumptions.push(
    "Between floors: 100 mm acoustic mineral wool between the joists; no extra waste (the joists take about a tenth of the area)",
    fromAbove
      ? `From above with the floorboards lifted and refixed: ${rate} m²/day`
      : `Into an open ceiling (taking it down and re-boarding it is priced when said): ${rate} m²/day`,
  );
  d.plan.push(
    fromAbove
      ? "Lift the floorboards above, lay the acoustic roll between the joists, refix the boards"
      : "Fit the acoustic roll between the joists, friction-fitted and tight to each joist",
  );
}

function underRoofTakeoff(p: ParsedDescription, d: Draft, area: number) {
  const depth = rafterDepth(p);
  const pirMm = (depth ?? DEFAULT_RAFTER_MM) - VENT_GAP_MM >= 100 ? 100 : 50;
  const pir = pirMm === 100 ? P.pir100 : P.pir50;
  const withWaste = area * (1 + PIR_WASTE);
  const pirBoards = ceilWhole(withWaste / BOARD_M2);
  const boards = ceilWhole((area * (1 + BOARD_WASTE)) / BOARD_M2);
  const screws = boards * SCREWS_PER_BOARD;
  const plaster = area * (1 + PLASTER_WASTE);
  const scrim = area * SCRIM_M_PER_M2_BOARD;
  const work = `${fmt(area)} m² + 10% ÷ ${BOARD_M2} m² = ${fmt(withWaste / BOARD_M2)}`;
  d.needs.push(
    because(
      need(pir, withWaste, "m2", BOARD_M2),
      `${work} → ${pirBoards} boards ${pirMm} mm PIR between the rafters`,
    ),
    because(
      need(P.insulatedBoard37, area * (1 + BOARD_WASTE), "m2", BOARD_M2),
      `${work} → ${boards} boards 37.5 mm insulated plasterboard`,
    ),
    because(
      need(P.screws65, screws, "screws", 500),
      `${boards} boards × ${SCREWS_PER_BOARD} screws = ${screws} → ${ceilWhole(screws / 500)} × 500`,
    ),
    because(
      need(P.boardFinish, plaster, "m2", FINISH_M2_PER_BAG),
      `${fmt(area)} m² + 10% ÷ ${FINISH_M2_PER_BAG} m² per bag = ${fmt(plaster / FINISH_M2_PER_BAG)} → ${ceilWhole(plaster / FINISH_M2_PER_BAG)} bags`,
    ),
    because(
      need(P.scrim, scrim, "m", 90),
      `${fmt(area)} m² × ${SCRIM_M_PER_M2_BOARD} m of joint per m² = ${fmt(scrim)} m → ${ceilWhole(scrim / 90)} × 90 m roll`,
    ),
  );
  if (depth === undefined) {
    d.questions.push("How deep are the rafters or joists?");
  }
  d.days += area / PIR_M2_DAY + area / INSULATED_BOARD_M2_DAY + area / SKIM_M2_DAY;
  d.assumptions.push(
    `Under a roof: ${pirMm} mm PIR between the ${depth ?? `${DEFAULT_RAFTER_MM} mm (assumed)`} rafters leaving a ${VENT_GAP_MM} mm ventilation gap, then 37.5 mm insulated plasterboard screwed under`,
    "Ceiling already stripped to the rafters; skim included",
    `PIR ${PIR_M2_DAY} m²/day, insulated plasterboard ${INSULATED_BOARD_M2_DAY} m²/day, skim ${SKIM_M2_DAY} m²/day`,
  );
  d.plan.push(
    "Cut PIR to fit tightly between the rafters, keeping the ventilation gap above",
    "Screw 37.5 mm insulated plasterboard under the rafters, joints staggered",
    "Scrim the joints and skim the ceiling",
  );
}
