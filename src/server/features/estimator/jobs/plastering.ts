/**
 * Skimming and boarding. Figures (docs/estimating.md):
 * - Thistle Multi-Finish / Board Finish 25 kg: about 10 m² at 2 mm (British Gypsum data sheet
 *   10–11.5 m²); 10% waste on the area.
 * - PVA on existing surfaces: one 5 L tub per 40 m² (diluted 1:4, two coats).
 * - Scrim: joints of 2400 × 1200 board ≈ 1.25 m per m² of board; 20 m per surface on old plaster.
 * - Angle bead: window reveals 3.6 m each, 3 m lengths.
 * - Plasterboard 2400 × 1200 = 2.88 m² per sheet, 10% waste; drywall screws 40 per sheet on
 *   ceilings (230 mm centres) and 30 per sheet on walls (300 mm centres), boxes of 1000.
 * - Dot and dab (walls): Gyproc Dri-Wall adhesive, 2 sheets per 25 kg bag, no screws; the dabs set
 *   overnight (+0.5 day) before jointing or skimming.
 * - Productivity: skim walls 30 m²/day, ceilings 25 m²/day; board walls 20 m²/day, ceilings 15 m²/day;
 *   taping and jointing boards left unskimmed 25 m²/day.
 * - "Dry line" with no fixing said is asked: dot and dab (adhesive) or screwed to battens or studs.
 */
import { quantityWithUnit } from "../../../../shared/quantities";
import { room, roomWalls } from "../geometry";
import { P } from "../materials";
import type { JobDefinition, ParsedDescription, Product } from "../types";
import { addWait, because, ceilWhole, type Draft, defineJob, fmt, has, need } from "../units";
import { boardFinishOf } from "./recognition";

export const FINISH_M2_PER_BAG = 10;
export const PLASTER_WASTE = 0.1;
export const PVA_M2_PER_TUB = 40;
export const SCRIM_M_PER_M2_BOARD = 1.25;
export const SHEET_M2 = 2.88;
export const BOARD_WASTE = 0.1;
export const SCREWS_PER_SHEET_CEILING = 40;
export const SCREWS_PER_SHEET_WALL = 30;
export const SKIM_WALLS_M2_DAY = 30;
export const SKIM_CEILINGS_M2_DAY = 25;
export const BOARD_WALLS_M2_DAY = 20;
export const BOARD_CEILINGS_M2_DAY = 15;
/**
 * Taping, filling and sanding the joints of boards left unskimmed: 25 m²/day, the stud partition's
 * figure (docs/estimating.md, "Labour rates", job 9). Before, taped boards had no labour for it.
 */
export const TAPE_JOINT_M2_DAY = 25;
/**
 * Dot and dab: 25 kg of Gyproc Dri-Wall adhesive bonds about 6 m² of board, two 2400 × 1200
 * sheets, dabs plus the continuous perimeter bead British Gypsum asks of every bonded board.
 */
export const BOARDS_PER_ADHESIVE_BAG = 2;
/** The dabs set overnight before the boards are jointed or skimmed. */
export const ADHESIVE_SET_DAYS = 0.5;
/** Boards bonded to masonry with adhesive dabs rather than screwed to studs or battens. */
const DOT_AND_DAB = /\bdot (?:and|&|n) dab\w*|\bdabb?(?:ed|ing)?\b|\bdirect[- ]bond\w*/;
/** A fixing said: boards screwed to a frame (studs, battens, a metal frame) or screws named. */
const SCREW_FIXED =
  /\bbatten\w*|\bstud\w*|\bscrew\w*|\btimber frame\w*|\bmetal (?:frame|stud)\w*|\bmf\b|\bgypframe\b|\bframing\b/;
const DRY_LINE = /\bdry[- ]?lin\w*/;

function skim(p: ParsedDescription, d: Draft, area: number, onBoard: boolean, surface: string) {
  const plaster = onBoard ? P.boardFinish : P.multiFinish;
  d.needs.push(need(plaster, area * (1 + PLASTER_WASTE), "m2", FINISH_M2_PER_BAG));
  d.assumptions.push(
    `${plaster.name.replace("British Gypsum ", "")}: ${fmt(area)} m² ${surface} + 10% waste at ${FINISH_M2_PER_BAG} m² per bag (2 mm)`,
  );
  if (onBoard) {
    d.needs.push(need(P.scrim, area * SCRIM_M_PER_M2_BOARD, "m", 90));
    d.assumptions.push(`Scrim on all board joints, ${SCRIM_M_PER_M2_BOARD} m per m² of board`);
  } else {
    d.needs.push(need(P.pva, area, "m2", PVA_M2_PER_TUB));
    d.needs.push(need(P.scrim, 20, "m", 90));
    d.assumptions.push(
      `Existing ${surface} sound enough to skim; PVA one 5 L tub per ${PVA_M2_PER_TUB} m²`,
    );
  }
  if (has(p, /\bartex\b/)) d.assumptions.push("Artex assumed asbestos-tested before work starts");
}

export const skimWalls: JobDefinition = defineJob("skim-walls", "Skim walls", (p, d) => {
  const { area, geometry } = roomWalls(p, d);
  const onBoard = p.jobTypes.includes("board-walls");
  skim(p, d, area, onBoard, "walls");
  if (geometry.windows > 0) {
    d.needs.push(need(P.angleBead, geometry.windows * 3.6, "m", 3));
    d.assumptions.push(
      `Angle bead to ${quantityWithUnit(geometry.windows, "window reveal")}, 3.6 m each`,
    );
  }
  d.days += area / SKIM_WALLS_M2_DAY;
  d.assumptions.push(`Plasterer skims ${SKIM_WALLS_M2_DAY} m² of walls per day`);
  // A ceiling skimmed first in this job (./index.ts orders it before walls) began with the floors.
  const protectedFirst =
    p.jobTypes.includes("skim-ceilings") && !p.jobTypes.includes("board-ceilings");
  d.plan.push(
    onBoard
      ? "Scrim all board joints"
      : `${protectedFirst ? "" : "Protect floors, remove fittings, "}PVA the walls, bead window reveals`,
    "Skim walls in two coats to 2 mm and trowel to a smooth finish; leave to dry before painting",
  );
});

export const skimCeilings: JobDefinition = defineJob("skim-ceilings", "Skim ceilings", (p, d) => {
  const g = room(p, d);
  const onBoard = p.jobTypes.includes("board-ceilings");
  skim(p, d, g.floorArea, onBoard, "ceiling");
  d.days += g.floorArea / SKIM_CEILINGS_M2_DAY;
  d.assumptions.push(`Plasterer skims ${SKIM_CEILINGS_M2_DAY} m² of ceiling per day`);
  d.plan.push(
    onBoard
      ? "Scrim the ceiling's board joints"
      : "Protect floors, remove fittings, PVA the ceiling",
    p.jobTypes.includes("skim-walls")
      ? "Skim the ceiling first in two coats to 2 mm, then the walls"
      : "Skim the ceiling in two coats to 2 mm and trowel to a smooth finish; leave to dry before painting",
  );
});

function boardFor(p: ParsedDescription, d: Draft): Product {
  if (p.rooms.some((r) => r === "bathroom" || r === "en-suite") || has(p, /moisture|\bmr board/)) {
    d.assumptions.push("Moisture-resistant board for a wet room");
    return P.boardMR;
  }
  if (p.rooms.includes("garage") || has(p, /fire ?(?:line|rated|board)/)) {
    d.assumptions.push("FireLine board (fire-rated ceiling)");
    return P.boardFire;
  }
  return P.board;
}

function boardSurface(
  p: ParsedDescription,
  d: Draft,
  area: number,
  screwsPerSheet: number,
  surface: "walls" | "ceiling",
  bonded = false,
): void {
  const sheets = ceilWhole((area * (1 + BOARD_WASTE)) / SHEET_M2);
  d.needs.push(need(boardFor(p, d), sheets * SHEET_M2, "m2", SHEET_M2));
  const sheetWork = `${fmt(area)} m² of ${surface} + 10% waste ÷ 2.88 m² per 2400 × 1200 sheet = ${sheets} sheets`;
  if (bonded) {
    // Dot and dab: the dabs hold the boards, so adhesive is bought and no screws.
    const bags = ceilWhole(sheets / BOARDS_PER_ADHESIVE_BAG);
    d.needs.push(
      because(
        need(P.driWallAdhesive, bags * 25, "kg", 25),
        `${sheets} sheets ÷ ${BOARDS_PER_ADHESIVE_BAG} per 25 kg bag (dabs and perimeter bead) → ${bags} bags`,
      ),
    );
    addWait(
      d,
      "dab-set",
      "Dot-and-dab adhesive sets overnight before jointing or skimming",
      ADHESIVE_SET_DAYS,
    );
    d.assumptions.push(
      `${sheetWork}; bonded dot and dab with Dri-Wall adhesive, ${BOARDS_PER_ADHESIVE_BAG} sheets per 25 kg bag (about 6 m², British Gypsum), no screws`,
    );
  } else {
    d.needs.push(need(P.drywallScrews, sheets * screwsPerSheet, "screws", 1000));
    d.assumptions.push(`${sheetWork}; ${screwsPerSheet} screws per sheet`);
  }
  // One rule with ../detect-jobs.ts (jobs/recognition/board-finish.ts): "dry line" once read
  // here as skimmed while detection read it as taped, so no skim was priced and nor was the jointing.
  const finish = boardFinishOf(p.normalised, surface);
  if (finish.taped) {
    d.needs.push(need(P.easiFill, area * 0.4, "kg", 10));
    d.needs.push(need(P.scrim, area * SCRIM_M_PER_M2_BOARD, "m", 90));
    d.days += area / TAPE_JOINT_M2_DAY;
    d.assumptions.push(
      "Taped and jointed finish: Easi-Fill about 0.4 kg per m² of board",
      `Taping, filling and sanding the joints ${TAPE_JOINT_M2_DAY} m² per day`,
    );
    if (!finish.stated) {
      d.assumptions.push("Dry lining taped and jointed ready to paint assumed (no skim said)");
      d.questions.push(
        "Dry lining taped and jointed ready to paint, or skimmed (2 mm of plaster, 3 days' drying)?",
      );
    }
  } else {
    d.assumptions.push("Board finished with a skim coat (see skim takeoff)");
  }
}

export const boardCeilings: JobDefinition = defineJob(
  "board-ceilings",
  "Plasterboard ceilings",
  (p, d) => {
    const g = room(p, d);
    boardSurface(p, d, g.floorArea, SCREWS_PER_SHEET_CEILING, "ceiling");
    let days = g.floorArea / BOARD_CEILINGS_M2_DAY;
    if (has(p, /\b(?:take down|taking down|pull down|rip out|remov\w*|strip\w*|lath)\b/)) {
      days += g.floorArea / 20;
      d.assumptions.push("Taking down the old ceiling at 20 m² per day; skip hire not included");
      d.plan.push("Take down the old ceiling, de-nail joists, bag and remove waste");
    }
    d.days += days;
    d.assumptions.push(
      `Boarding ceilings ${BOARD_CEILINGS_M2_DAY} m² per day (with a board lifter)`,
    );
    d.plan.push(
      "Fix 12.5 mm boards across the joists with staggered joints, screws at 230 mm centres",
    );
  },
);

/**
 * "Dry line" names no fixing: on masonry it is usually dot and dab, on a frame screwed, and the two
 * buy different things (adhesive or screws). Asked when not said; screws to a frame already there
 * stay the assumption, as before.
 */
function fixingUnsaid(p: ParsedDescription, d: Draft): void {
  if (!DRY_LINE.test(p.normalised) || SCREW_FIXED.test(p.normalised)) return;
  d.questions.push(
    "Dry lining fixed dot and dab to the masonry, or screwed to battens or studs already there?",
  );
  d.assumptions.push("Screwed to battens or studs already there assumed (no fixing said)");
}

export const boardWalls: JobDefinition = defineJob("board-walls", "Plasterboard walls", (p, d) => {
  const { area } = roomWalls(p, d);
  const bonded = DOT_AND_DAB.test(p.normalised);
  if (!bonded) fixingUnsaid(p, d);
  boardSurface(p, d, area, SCREWS_PER_SHEET_WALL, "walls", bonded);
  d.days += area / BOARD_WALLS_M2_DAY;
  d.assumptions.push(
    `Boarding walls ${BOARD_WALLS_M2_DAY} m² per day, ${bonded ? "bonded dot and dab to the masonry" : "screwed to existing studs or battens"}`,
  );
  d.plan.push(
    bonded
      ? "Bond boards vertically to the masonry on adhesive dabs with a bead round the edges"
      : "Fix boards vertically to studs or battens, screws at 300 mm centres",
  );
});
