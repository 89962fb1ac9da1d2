/** Window and door reveals lined with thin insulated board, and the boards' adhesive. */
import { P } from "../../materials";
import { because, ceilWhole, type Draft, fmt, need, round } from "../../units";
import { BOARDS_PER_ADHESIVE_BAG } from "../plastering";
import { DOOR_H, DOOR_W, WINDOW_H, WINDOW_W } from "../rendering";
import { BOARD_M2 } from "./boards";

export const REVEAL_DEPTH_M = 0.25;
/** 250 mm strips cut from a 1200 mm wide board: four full strips, 2.4 m long. */
export const STRIPS_PER_BOARD = 4;
export const BEAD_LENGTH_M = 3;
export const REVEAL_DAYS = 0.25;

/** Reveal strips and their adhesive; returns the reveal area that is skimmed. */
export function reveals(d: Draft, windows: number, doors: number, mainBoards: number): number {
  const revealM = windows * (2 * WINDOW_H + WINDOW_W) + doors * (2 * DOOR_H + DOOR_W);
  let boards = 0;
  if (revealM > 0) {
    // A window's jambs and head and a door's head fit two to a 2.4 m strip; a door jamb takes one.
    const strips = ceilWhole((3 * windows + doors) / 2) + 2 * doors;
    boards = ceilWhole(strips / STRIPS_PER_BOARD);
    d.needs.push(
      because(
        need(P.insulatedBoard37, boards * BOARD_M2, "m2", BOARD_M2),
        `${windows + doors} reveal${windows + doors === 1 ? "" : "s"}, each jamb and head one piece = ${strips} strips 250 mm ÷ ${STRIPS_PER_BOARD} per board → ${boards} board${boards === 1 ? "" : "s"} 37.5 mm`,
      ),
      because(
        need(P.angleBead, revealM * 1.05, "m", BEAD_LENGTH_M),
        `reveal edges ${fmt(revealM)} m + 5% ÷ ${BEAD_LENGTH_M} m → ${ceilWhole((revealM * 1.05) / BEAD_LENGTH_M)} lengths angle bead`,
      ),
    );
    d.days += (windows + doors) * REVEAL_DAYS;
    d.assumptions.push(
      `Reveals ${REVEAL_DEPTH_M * 1000} mm deep lined with 37.5 mm insulated board where the frame allows; a quarter day each`,
    );
  }
  const bonded = mainBoards + boards;
  if (bonded > 0) {
    const bags = ceilWhole(bonded / BOARDS_PER_ADHESIVE_BAG);
    d.needs.push(
      because(
        need(P.driWallAdhesive, bags * 25, "kg", 25),
        `${bonded} boards ÷ ${BOARDS_PER_ADHESIVE_BAG} per 25 kg bag (perimeter bead and dabs) → ${bags} bags`,
      ),
    );
  }
  return round(revealM * REVEAL_DEPTH_M, 4);
}
