/** The skim, or tape and joint when said, over the boards and reveals. */
import { P } from "../../materials";
import type { ParsedDescription } from "../../types";
import { because, ceilWhole, type Draft, fmt, has, need, round } from "../../units";
import { FINISH_M2_PER_BAG, PLASTER_WASTE, SCRIM_M_PER_M2_BOARD } from "../plastering";

export const JOINT_FILLER_KG_M2 = 0.4;
export const SKIM_M2_DAY = 30;

/** The skim (or tape and joint) over the boards and reveals. */
export function finishWalls(
  p: ParsedDescription,
  d: Draft,
  area: number,
  revealArea: number,
  windows: number,
  doors: number,
) {
  const skimArea = round(area + revealArea, 4);
  if (has(p, /\btape (?:and|&|n) joint\w*|\btaped and jointed\b|\bno skim\b/)) {
    const kg = skimArea * JOINT_FILLER_KG_M2;
    d.needs.push(
      because(
        need(P.easiFill, kg, "kg", 10),
        `${fmt(skimArea)} m² × ${JOINT_FILLER_KG_M2} kg/m² = ${fmt(kg)} kg → ${ceilWhole(kg / 10)} × 10 kg`,
      ),
    );
    d.days += skimArea / SKIM_M2_DAY;
    d.assumptions.push("Taped and jointed, not skimmed (as said)");
    d.plan.push("Tape and joint the boards ready for decorating");
    return;
  }
  const plaster = skimArea * (1 + PLASTER_WASTE);
  const scrim = area * SCRIM_M_PER_M2_BOARD;
  d.needs.push(
    because(
      need(P.boardFinish, plaster, "m2", FINISH_M2_PER_BAG),
      `(${fmt(area)} m² walls + ${fmt(revealArea)} m² reveals) + 10% ÷ ${FINISH_M2_PER_BAG} m² per bag = ${fmt(plaster / FINISH_M2_PER_BAG)} → ${ceilWhole(plaster / FINISH_M2_PER_BAG)} bags`,
    ),
    because(
      need(P.scrim, scrim, "m", 90),
      `${fmt(area)} m² × ${SCRIM_M_PER_M2_BOARD} m of joint per m² = ${fmt(scrim)} m → ${ceilWhole(scrim / 90)} × 90 m roll`,
    ),
  );
  d.days += skimArea / SKIM_M2_DAY;
  d.assumptions.push(
    `Skim included: Board Finish 2 mm over the boards${windows + doors > 0 ? " and reveals" : ""}, ${SKIM_M2_DAY} m²/day`,
  );
  d.plan.push("Scrim the joints and skim the boards and reveals");
}
