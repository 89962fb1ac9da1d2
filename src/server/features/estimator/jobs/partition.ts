/**
 * Stud partition. Figures (docs/estimating.md):
 * - CLS 38 × 63 (38 × 89 when asked) at 600 mm centres (400 when asked): studs = ceil(L / c) + 1,
 *   plus 2 per door opening; each stud uses one 2.4 m length (3.0 m when the wall is over 2.4 m).
 * - Head plate, sole plate and one row of noggins = 3 × L, plus 10% waste, in the same lengths.
 * - Boards both sides: 2 × L × H less 1.9 m² per door per side, +10% waste, 2.88 m² sheets,
 *   30 screws per sheet; Board Finish skim 10 m² per bag; scrim 1.25 m per m².
 * - Optional insulation: Rockwool Flexi 100 mm, 2.88 m² per pack.
 * - Productivity: framing 10 m² of wall per day, boarding 20 m²/day, skim 25 m²/day.
 */
import { DOOR_OPENING_M2, STANDARD_CEILING_HEIGHT_M } from "../geometry";
import { P } from "../materials";
import type { JobDefinition } from "../types";
import { ceilWhole, defineJob, fmt, has, need, round } from "../units";

export const FRAME_M2_DAY = 10;
export const BOARD_M2_DAY = 20;
export const SKIM_M2_DAY = 25;

export const studPartition: JobDefinition = defineJob(
  "stud-partition",
  "Stud partition wall",
  (p, d) => {
    const dims = p.dimensions;
    let length = dims.lengthM ?? dims.runM;
    if (length === undefined) {
      length = 3;
      d.assumptions.push("Partition 3 m long assumed");
      d.questions.push("How long is the new partition wall?");
    }
    let height = dims.heightM ?? (dims.lengthM !== undefined ? dims.widthM : undefined);
    if (height === undefined) {
      height = STANDARD_CEILING_HEIGHT_M;
      d.assumptions.push(`Partition ${fmt(height)} m high assumed (floor to ceiling)`);
      d.questions.push("What is the floor-to-ceiling height where the partition goes?");
    }
    const doors = p.counts.door ?? (has(p, /\bdoor(?:way)?\b/) ? 1 : 0);
    const wide = has(p, /\b89\b|\b4 ?x ?2\b|\b100mm stud/);
    const centres = has(p, /\b400(?:mm)?\s*(?:centres|centers|c\/c|crs)/) ? 0.4 : 0.6;
    const tall = height - 0.076 > 2.4 + 1e-9; // stud = height less head and sole plates
    const stud = wide ? (tall ? P.cls89x30 : P.cls89x24) : tall ? P.cls63x30 : P.cls63x24;
    const pieceM = tall ? 3 : 2.4;
    const studs = ceilWhole(length / centres) + 1 + doors * 2;
    const platesM = 3 * length + doors * 0.9;
    d.needs.push(need(stud, studs * pieceM + platesM * 1.1, "m", pieceM));
    const boardArea = round(Math.max(0, 2 * length * height - doors * DOOR_OPENING_M2 * 2), 4);
    const sheets = ceilWhole((boardArea * 1.1) / 2.88);
    d.needs.push(need(P.board, sheets * 2.88, "m2", 2.88));
    d.needs.push(need(P.drywallScrews, sheets * 30, "screws", 1000));
    d.needs.push(need(P.boardFinish, boardArea * 1.1, "m2", 10));
    d.needs.push(need(P.scrim, boardArea * 1.25, "m", 90));
    d.needs.push(need(P.frameFixings, ceilWhole((2 * length) / 0.6) + 4, "fixings", 50));
    d.needs.push(need(P.woodscrews, studs * 4 + (studs - 1) * 4, "screws", 200));
    d.assumptions.push(
      `${wide ? "CLS 38 × 89" : "CLS 38 × 63"} studs at ${centres * 1000} mm centres: ${studs} studs (${pieceM} m lengths) plus ${fmt(platesM)} m of head/sole plates and noggins +10%`,
      `Boarded both sides: ${fmt(boardArea)} m² + 10% = ${sheets} sheets of 12.5 mm board, skimmed`,
    );
    if (has(p, /insulat|acoustic|sound/)) {
      const insArea = Math.max(0, length * height - doors * DOOR_OPENING_M2);
      d.needs.push(need(P.flexiSlab, insArea, "m2", 2.88));
      d.assumptions.push(
        `Rockwool Flexi 100 mm in the void: ${fmt(insArea)} m² at 2.88 m² per pack`,
      );
      d.plan.push("Fit acoustic insulation between studs before boarding the second side");
    }
    const frameArea = length * height;
    d.days += frameArea / FRAME_M2_DAY + boardArea / BOARD_M2_DAY + boardArea / SKIM_M2_DAY;
    d.assumptions.push(
      `Framing ${FRAME_M2_DAY} m²/day, boarding ${BOARD_M2_DAY} m²/day, skimming ${SKIM_M2_DAY} m²/day`,
    );
    if (doors > 0)
      d.assumptions.push(`${doors} door opening(s) framed; door and lining priced separately`);
    d.plan.unshift(
      "Mark out the partition on floor and ceiling; check for pipes and cables",
      "Fix head and sole plates, then studs and a row of noggins (door opening framed with a head trimmer)",
      "Board one side, run any cables, board the other side",
      "Scrim joints and skim both sides",
    );
  },
);
