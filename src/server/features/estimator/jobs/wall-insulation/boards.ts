/** Insulated plasterboard bonded dot and dab: the default lining. */
import { P } from "../../materials";
import { addWait, because, ceilWhole, type Draft, need } from "../../units";
import { ADHESIVE_SET_DAYS } from "../plastering";

export const BOARD_M2 = 2.88;
export const BOARD_WASTE = 0.1;
export const PLUGS_PER_BOARD = 2;
export const INSULATED_BOARD_M2_DAY = 15;

/** 62.5 mm insulated boards and their nailable plugs; the adhesive is bought with the reveals'. */
export function bondedBoards(d: Draft, area: number, sheets: number, sheetWork: string): void {
  const boards = ceilWhole(sheets);
  d.needs.push(
    because(
      need(P.insulatedBoard62, area * (1 + BOARD_WASTE), "m2", BOARD_M2),
      `${sheetWork} → ${boards} boards 62.5 mm insulated plasterboard`,
    ),
    because(
      need(P.nailablePlugs, boards * PLUGS_PER_BOARD, "plugs", 100),
      `${boards} boards × ${PLUGS_PER_BOARD} nailable plugs = ${boards * PLUGS_PER_BOARD} → ${ceilWhole((boards * PLUGS_PER_BOARD) / 100)} × 100`,
    ),
  );
  d.days += area / INSULATED_BOARD_M2_DAY;
  addWait(d, "dab-set", "Dot-and-dab adhesive sets overnight before skimming", ADHESIVE_SET_DAYS);
  d.assumptions.push(
    `62.5 mm insulated plasterboard (50 mm PIR + 12.5 mm board) bonded dot and dab, ${PLUGS_PER_BOARD} nailable plugs per board; ${INSULATED_BOARD_M2_DAY} m²/day`,
  );
}
