/**
 * Internal insulation of solid external walls. Figures (docs/estimating.md, "Wall insulation"):
 * - Area: each wall's length × height less openings (window 1.2 × 1.2 m, door 1.0 × 2.1 m when
 *   only counted), boards of 1200 × 2400 mm (2.88 m²) +10% for cuts.
 * - Insulated plasterboard (default): 62.5 mm PIR-backed board bonded dot and dab with Gyproc
 *   Dri-Wall adhesive, 2 boards per 25 kg bag with the continuous perimeter bead thermal boards
 *   take (British Gypsum direct-bond guidance), plus 2 nailable plugs per board (Siniat: thermal
 *   boards bonded with adhesive need a nailable plug in each top corner).
 * - Battens (when said): CLS 38 × 63 on edge at 600 mm centres with head and sole rails, fixed
 *   with frame fixings every 600 mm; 50 mm PIR between; a 500 gauge polythene vapour control
 *   layer (+10% for 150 mm laps) taped round its edges; 12.5 mm plasterboard, 30 screws a sheet.
 * - Reveals: each window and door reveal lined with 37.5 mm insulated board in 250 mm strips,
 *   four 2.4 m strips per board, each jamb and head one piece (two 1.2 m pieces per strip).
 * - Skim comes with it (boarding brings the skim): Board Finish 10 m² per bag at 2 mm +10%, scrim
 *   1.25 m per m² of board, angle bead on reveal edges in 3 m lengths +5%. "Tape and joint"
 *   instead when said.
 * - One dryliner (unverified): insulated board 15 m²/day, battened lining 8 m²/day, each reveal
 *   a quarter day, skim 30 m²/day; the adhesive sets overnight before the skim.
 * - Blown cavity fill and external wall insulation are specialists' work: said, not priced.
 */
import { P } from "../materials";
import type { JobDefinition, ParsedDescription } from "../types";
import {
  addWait,
  because,
  ceilWhole,
  type Draft,
  defineJob,
  fmt,
  has,
  need,
  round,
} from "../units";
import { FINISH_M2_PER_BAG, PLASTER_WASTE, SCRIM_M_PER_M2_BOARD } from "./plastering";
import { DOOR_H, DOOR_W, WINDOW_H, WINDOW_W } from "./rendering";

export const BOARD_M2 = 2.88;
export const BOARD_WASTE = 0.1;
export const DEFAULT_WALL_LENGTH = 4;
export const DEFAULT_WALL_HEIGHT = 2.4;
/** Taller than a room's wall (Victorian ceilings reach about 3 m): a room's plan size instead. */
export const MAX_WALL_HEIGHT = 3;
export const BOARDS_PER_ADHESIVE_BAG = 2;
export const PLUGS_PER_BOARD = 2;
export const REVEAL_DEPTH_M = 0.25;
/** 250 mm strips cut from a 1200 mm wide board: four full strips, 2.4 m long. */
export const STRIPS_PER_BOARD = 4;
export const BEAD_LENGTH_M = 3;
export const BATTEN_CENTRES_M = 0.6;
export const BATTEN_LENGTH_M = 2.4;
export const FIXING_CENTRES_M = 0.6;
export const SCREWS_PER_SHEET = 30;
export const VCL_WASTE = 0.1;
export const JOINT_FILLER_KG_M2 = 0.4;
export const INSULATED_BOARD_M2_DAY = 15;
export const BATTENED_M2_DAY = 8;
export const REVEAL_DAYS = 0.25;
export const SKIM_M2_DAY = 30;
export const ADHESIVE_SET_DAYS = 0.5;

export interface Wall {
  length: number;
  height: number;
}

const PAIR = /(\d+(?:\.\d+)?)\s*m?\s*(?:x|by)\s*(\d+(?:\.\d+)?)\s*m\b/g;
export const WALLS_QUESTION = "Which walls and how big (length × height), and how many windows?";

/**
 * The walls: every "4m x 2.4m" is one wall's length × height ("2 walls 4m x 2.4m" is two), or
 * "5m long 2.4m high", or a wall area. Nothing said is one question for walls and windows.
 */
export function wallsOf(p: ParsedDescription, d: Draft): { walls: Wall[]; area: number } {
  const pairs = [...p.normalised.matchAll(PAIR)].map((m) => ({
    length: Number(m[1]),
    height: Number(m[2]),
  }));
  const dims = p.dimensions;
  let walls: Wall[] = pairs;
  const only = pairs.length === 1 ? pairs[0] : undefined;
  if (only && p.rooms.length > 0 && only.height > MAX_WALL_HEIGHT) {
    // "the lounge 4m x 3.5m" is the room's plan, not a wall 3.5 m high: its longest wall is
    // taken as the outside one, and which walls is asked.
    const length = Math.max(only.length, only.height);
    const height = dims.heightM ?? DEFAULT_WALL_HEIGHT;
    walls = [{ length, height }];
    d.questions.push(WALLS_QUESTION);
    d.assumptions.push(
      `${fmt(only.length)} × ${fmt(only.height)} m read as the room's plan: one outside wall ${fmt(length)} m long and ${fmt(height)} m high assumed`,
    );
  } else if (only && (p.counts.wall ?? 1) > 1) {
    walls = Array.from({ length: p.counts.wall ?? 1 }, () => pairs[0] as Wall);
  } else if (pairs.length === 0) {
    const stated = dims.wallAreaM2 ?? dims.areaM2;
    const length = dims.lengthM ?? dims.runM;
    if (stated !== undefined && (length === undefined || dims.heightM === undefined)) {
      const height = dims.heightM ?? DEFAULT_WALL_HEIGHT;
      return { walls: [{ length: round(stated / height, 4), height }], area: stated };
    }
    if (length === undefined) {
      d.questions.push(WALLS_QUESTION);
      d.assumptions.push(
        `One wall ${DEFAULT_WALL_LENGTH} m long and ${DEFAULT_WALL_HEIGHT} m high assumed`,
      );
    } else if (dims.heightM === undefined) {
      d.questions.push("How high are the walls (floor to ceiling)?");
      d.assumptions.push(`Walls ${DEFAULT_WALL_HEIGHT} m high assumed`);
    }
    walls = [
      { length: length ?? DEFAULT_WALL_LENGTH, height: dims.heightM ?? DEFAULT_WALL_HEIGHT },
    ];
  }
  const area = round(
    walls.reduce((s, w) => s + w.length * w.height, 0),
    4,
  );
  return { walls, area };
}

const openingSizes = (windows: number, doors: number) => {
  const sizes = [
    ...(windows > 0 ? [`window ${WINDOW_W} × ${WINDOW_H} m`] : []),
    ...(doors > 0 ? [`door ${DOOR_W} × ${DOOR_H} m`] : []),
  ];
  return sizes.length > 0 ? ` (${sizes.join(", ")})` : "";
};

const specialist = (p: ParsedDescription) =>
  has(p, /\bcavity (?:wall )?(?:insulation|fill)\b|\bblown\b|\binsulat\w* (?:the )?cavit/)
    ? "Cavity wall insulation is blown in through drilled holes by a registered installer (CIGA guarantee): a specialist's work, not priced here"
    : has(p, /\bexternal wall insulation\b|\bewi\b/)
      ? "External wall insulation (boards, mesh and thin render outside) is a specialist system fitted by an approved installer: not priced here"
      : undefined;
const inside = (p: ParsedDescription) =>
  has(
    p,
    /\binternal wall insulation\b|\biwi\b|\binsulated plasterboard\b|\bthermal (?:plaster)?board\b|\bsolid\b|\bdot (?:and|&|n) dab\b|\bdry ?lin\w*|\bbatten\w*/,
  );

export const wallInsulation: JobDefinition = defineJob(
  "wall-insulation",
  "Wall insulation",
  (p, d) => {
    const note = specialist(p);
    if (note && !inside(p)) {
      d.assumptions.push(note);
      d.plan.push("Refer to a registered installer for a survey and price");
      return;
    }
    if (note) d.assumptions.push(note);
    const { walls, area: gross } = wallsOf(p, d);
    const windows = p.counts.window ?? 0;
    const doors = p.counts.door ?? 0;
    if (
      p.counts.window === undefined &&
      p.counts.door === undefined &&
      !has(p, /\bno (?:windows|openings|doors)\b/) &&
      !d.questions.includes(WALLS_QUESTION)
    ) {
      d.questions.push("How many windows and doors are in those walls?");
      d.assumptions.push("No windows or doors assumed in the walls");
    }
    const openings = windows * WINDOW_W * WINDOW_H + doors * DOOR_W * DOOR_H;
    const area = round(Math.max(0, gross - openings), 4);
    const sizes = walls.map((w) => `${fmt(w.length)} × ${fmt(w.height)}`).join(" + ");
    d.assumptions.push(
      `${sizes} m − ${fmt(openings)} m² of openings = ${fmt(area)} m²${openingSizes(windows, doors)}`,
      "Sound, dry solid walls: damp cured and sockets, radiators and skirting taken off and refitted by others",
    );
    const sheets = (area * (1 + BOARD_WASTE)) / BOARD_M2;
    const sheetWork = `${fmt(area)} m² + 10% ÷ ${BOARD_M2} m² = ${fmt(sheets)}`;
    const battened = has(p, /\bbatten\w*|\bstud(?:s|work)?\b|\btimber frame\b/);
    if (battened) battenLining(d, walls, area, sheets, sheetWork);
    else {
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
      addWait(
        d,
        "dab-set",
        "Dot-and-dab adhesive sets overnight before skimming",
        ADHESIVE_SET_DAYS,
      );
      d.assumptions.push(
        `62.5 mm insulated plasterboard (50 mm PIR + 12.5 mm board) bonded dot and dab, ${PLUGS_PER_BOARD} nailable plugs per board; ${INSULATED_BOARD_M2_DAY} m²/day`,
      );
    }
    const revealArea = reveals(d, windows, doors, battened ? 0 : ceilWhole(sheets));
    finishWalls(p, d, area, revealArea, windows, doors);
    d.plan.push(
      "Take off skirting, sockets and radiators; check the walls are dry",
      battened
        ? "Fix battens at 600 mm centres, cut PIR between, staple and tape the vapour control layer, screw the plasterboard"
        : "Bond the insulated plasterboard dot and dab with a perimeter bead, then two nailable plugs per board",
      ...(windows + doors > 0
        ? ["Line the reveals with thin insulated board; fix angle beads"]
        : []),
    );
  },
);

/** Battens on edge, PIR between, vapour control layer and plasterboard. */
function battenLining(d: Draft, walls: Wall[], area: number, sheets: number, sheetWork: string) {
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

/** Reveal strips and their adhesive; returns the reveal area that is skimmed. */
function reveals(d: Draft, windows: number, doors: number, mainBoards: number): number {
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

/** The skim (or tape and joint) over the boards and reveals. */
function finishWalls(
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
