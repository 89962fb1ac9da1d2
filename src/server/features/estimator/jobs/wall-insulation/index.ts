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
import type { JobDefinition, ParsedDescription } from "../../types";
import { ceilWhole, defineJob, fmt, has, round } from "../../units";
import { DOOR_H, DOOR_W, WINDOW_H, WINDOW_W } from "../rendering";
import { battenLining } from "./batten-lining";
import { BOARD_M2, BOARD_WASTE, bondedBoards } from "./boards";
import { finishWalls } from "./finish";
import { reveals } from "./reveals";
import { openingSizes, WALLS_QUESTION, wallsOf } from "./walls";

const specialist = (p: ParsedDescription) =>
  has(
    p,
    /\bcavity (?:wall )?(?:insulation|fill)\b|\bblown\b|\binsulat\w* (?:the )?cavit|\b(?:fill\w*|blow\w*|inject\w*) (?:the |my |our )?cavit/,
  )
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
      // Nothing of ours is priced, so the estimate says so and asks: never a bare half day.
      d.assumptions.push(
        note,
        "Nothing priced and no days: the installer surveys and quotes the work themselves",
      );
      d.questions.push(
        "Is it the specialist's insulation only (not priced here), or are the walls also to be lined inside with insulated plasterboard?",
      );
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
    else bondedBoards(d, area, sheets, sheetWork);
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
