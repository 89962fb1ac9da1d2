/** The battened lining: when battens, studs or a timber frame are said. */
import { P } from "../../materials";
import { because, ceilWhole, type Draft, fmt, need } from "../../units";
import { BOARD_M2, BOARD_WASTE } from "./boards";
import type { Wall } from "./walls";

export const BATTEN_CENTRES_M = 0.6;
export const BATTEN_LENGTH_M = 2.4;
export const FIXING_CENTRES_M = 0.6;
export const SCREWS_PER_SHEET = 30;
export const VCL_WASTE = 0.1;
export const BATTENED_M2_DAY = 8;

/** Battens on edge, PIR between, vapour control layer and plasterboard. */
export function battenLining(
  d: Draft,
  walls: Wall[],
  area: number,
  sheets: number,
  sheetWork: string,
) {
  let battenM = 0;
  for (const w of walls) battenM += (ceilWhole(w.length / BATTEN_CENTRES_M) + 1) * w.height;
  battenM += walls.reduce((s, w) => s + 2 * w.length, 0);
  const lengths = ceilWhole((battenM * 1.1) / BATTEN_LENGTH_M);
  const fixings = ceilWhole(battenM / FIXING_CENTRES_M);
  const boards = ceilWhole(sheets);
  const perimeter = walls.reduce((s, w) => s + 2 * (w.length + w.height), 0);
  d.needs.push(
    because(
      need(P.cls63x24, lengths * BATTEN_LENGTH_M, "m", BATTEN_LENGTH_M),
      `studs at 600 mm centres + head and sole rails = ${fmt(battenM)} m + 10% ÷ ${BATTEN_LENGTH_M} m → ${lengths} lengths`,
    ),
    because(
      need(P.frameFixings, fixings, "fixings", 50),
      `${fmt(battenM)} m of batten ÷ ${FIXING_CENTRES_M} m = ${fixings} frame fixings → ${ceilWhole(fixings / 50)} × 50`,
    ),
    because(
      need(P.pir50, area * (1 + BOARD_WASTE), "m2", BOARD_M2),
      `${sheetWork} → ${boards} boards 50 mm PIR between the battens`,
    ),
    because(
      need(P.vapourControl, area * (1 + VCL_WASTE), "m2", 100),
      `${fmt(area)} m² + 10% laps → ${ceilWhole((area * (1 + VCL_WASTE)) / 100)} × 100 m² roll`,
    ),
    because(
      need(P.foilTape, perimeter, "m", 45),
      `vapour control layer taped round ${fmt(perimeter)} m of wall edges → ${ceilWhole(perimeter / 45)} × 45 m roll`,
    ),
    because(
      need(P.board, area * (1 + BOARD_WASTE), "m2", BOARD_M2),
      `${sheetWork} → ${boards} sheets 12.5 mm plasterboard`,
    ),
    because(
      need(P.drywallScrews, boards * SCREWS_PER_SHEET, "screws", 1000),
      `${boards} sheets × ${SCREWS_PER_SHEET} screws → ${ceilWhole((boards * SCREWS_PER_SHEET) / 1000)} box`,
    ),
  );
  d.days += area / BATTENED_M2_DAY;
  d.assumptions.push(
    `Battened lining: CLS 38 × 63 mm on edge at 600 mm centres, 50 mm PIR between, vapour control layer, 12.5 mm plasterboard; ${BATTENED_M2_DAY} m²/day`,
  );
}
