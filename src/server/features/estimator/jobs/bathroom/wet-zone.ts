/** Where someone showers: tile backer board and tanking, and the tanking's drying before tiles. */
import { P } from "../../materials";
import { addWait, because, ceilWhole, type Draft, fmt, need } from "../../units";

export const BOARD_M2 = 0.75;
export const BOARD_WASTE = 0.1;
export const FIXINGS_PER_BOARD = 12;
export const TAPE_M_PER_M2 = 2.5;
export const TANKING_KIT_M2 = 4.5;
/** Primer and two coats of membrane, each about 2–4 h to dry: 2 × 4 h = one 8 h day. */
export const TANKING_DRY_DAYS = 1;
export const BOARD_M2_DAY = 10;
export const TANK_M2_DAY = 20;

/** The membrane dries before tiles go on, whether the wall was boarded or not. */
export function tankingWait(d: Draft): void {
  addWait(
    d,
    "tanking",
    "Tanking: primer and two coats, each about 2–4 h to dry (BAL Tank data sheet), 4 h a coat taken before tiling",
    TANKING_DRY_DAYS,
  );
}

/** Backer board and tanking where someone showers, and the tanking's drying before tiles. */
export function wetZone(d: Draft, wet: number): void {
  if (wet <= 0) return;
  const sheets = (wet * (1 + BOARD_WASTE)) / BOARD_M2;
  const fixings = ceilWhole(sheets) * FIXINGS_PER_BOARD;
  const tape = wet * TAPE_M_PER_M2;
  const kits = wet / TANKING_KIT_M2;
  d.needs.push(
    because(
      need(P.backerBoard, wet * (1 + BOARD_WASTE), "m2", BOARD_M2),
      `wet zone ${fmt(wet)} m² + 10% ÷ ${BOARD_M2} m² a sheet = ${fmt(sheets)} → ${ceilWhole(sheets)} sheets`,
    ),
    because(
      need(P.backerScrews, fixings, "fixings", 50),
      `${ceilWhole(sheets)} sheets × ${FIXINGS_PER_BOARD} screws and washers = ${fixings} → ${ceilWhole(fixings / 50)} × 50`,
    ),
    because(
      need(P.backerTape, tape, "m", 50),
      `${fmt(wet)} m² × ${TAPE_M_PER_M2} m of joints a m² = ${fmt(tape, 1)} m → ${ceilWhole(tape / 50)} × 50 m roll`,
    ),
    because(
      need(P.tankingKit, wet, "m2", TANKING_KIT_M2),
      `wet zone ${fmt(wet)} m² ÷ ${TANKING_KIT_M2} m² a kit = ${fmt(kits)} → ${ceilWhole(kits)} kits`,
    ),
  );
  d.days += wet / BOARD_M2_DAY + wet / TANK_M2_DAY;
  tankingWait(d);
  d.assumptions.push(
    `Wet zone boarded with 10 mm tile backer board (${BOARD_M2_DAY} m²/day) and tanked (${TANK_M2_DAY} m²/day)`,
  );
}
