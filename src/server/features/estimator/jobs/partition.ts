/**
 * Stud partition: a free-standing wall with two faces, never a room's walls and ceiling. Figures
 * (docs/estimating.md):
 * - Faces: 2 × (L × H − 1.9 m² per door), boarded with 2.88 m² sheets +10% for cuts round the
 *   opening, 30 screws per sheet (British Gypsum 300 mm on walls).
 * - CLS 38 × 63 (38 × 89 when asked) at 600 mm centres (400 when asked): studs = ceil(L / c) + 1,
 *   plus 2 per door, one length each (2.4 m, or 3.0 m when the stud is over 2.4 m). Head and sole
 *   plates each ceil(L / length) lengths butt-jointed on a stud; one row of noggins over
 *   L − 0.9 m per door, +10%; one length per door for the head trimmer and cripple stud.
 * - Finish: skim on Board Finish 10 m² per bag at 2 mm +10% with scrim 1.25 m per m², or tape and
 *   joint (Easi-Fill 0.4 kg per m²) when asked.
 * - Optional insulation: Rockwool Flexi 100 mm, 2.88 m² per pack, one face's area.
 * - Productivity: framing 10 m² of wall per day, boarding 20 m²/day, skim 25 m²/day.
 */
import { quantityWithUnit } from "../../../../shared/quantities";
import { DOOR_OPENING_M2, DOORWAY_WIDTH_M, STANDARD_CEILING_HEIGHT_M } from "../geometry";
import { P } from "../materials";
import type { JobDefinition } from "../types";
import { because, ceilWhole, defineJob, fmt, has, need, round } from "../units";
import { boardFinishOf } from "./recognition";

export const FRAME_M2_DAY = 10;
export const BOARD_M2_DAY = 20;
export const SKIM_M2_DAY = 25;
/** Head and sole plates together take 76 mm off the stud. */
const PLATES_M = 0.076;
const BOARD_M2 = 2.88;
const SCREWS_PER_SHEET = 30;
const JOINT_FILLER_KG_M2 = 0.4;

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
    const tall = height - PLATES_M > 2.4 + 1e-9;
    const stud = wide ? (tall ? P.cls89x30 : P.cls89x24) : tall ? P.cls63x30 : P.cls63x24;
    const pieceM = tall ? 3 : 2.4;
    const size = wide ? "38 × 89" : "38 × 63";

    // Frame: count lengths, not metres, because each stud and plate is cut from its own length.
    const studs = ceilWhole(length / centres) + 1 + doors * 2;
    const platesEach = ceilWhole(length / pieceM);
    const nogginM = Math.max(0, length - doors * DOORWAY_WIDTH_M) * 1.1;
    const nogginLengths = ceilWhole(nogginM / pieceM);
    const lengths = studs + 2 * platesEach + nogginLengths + doors;
    d.needs.push(
      because(
        need(stud, lengths * pieceM, "m", pieceM),
        `${studs} studs (${fmt(length)} m ÷ ${centres} m + 1${doors ? ` + 2 × ${doors} door` : ""}) + 2 plates × ${platesEach} + noggins ${fmt(nogginM)} m ÷ ${pieceM} m → ${nogginLengths}${doors ? ` + ${doors} door head` : ""} = ${lengths} × ${pieceM} m CLS ${size}`,
      ),
    );

    const faceArea = round(Math.max(0, length * height - doors * DOOR_OPENING_M2), 4);
    const boardArea = round(2 * faceArea, 4);
    const sheets = ceilWhole((boardArea * 1.1) / BOARD_M2);
    const less = doors ? ` less ${doors} door × ${DOOR_OPENING_M2} m²` : "";
    d.needs.push(
      because(
        need(P.board, sheets * BOARD_M2, "m2", BOARD_M2),
        `2 faces × (${fmt(length)} m × ${fmt(height)} m${less}) = ${fmt(boardArea)} m² + 10% ÷ ${BOARD_M2} m² = ${fmt((boardArea * 1.1) / BOARD_M2)} → ${sheets} boards`,
      ),
    );
    d.needs.push(
      because(
        need(P.drywallScrews, sheets * SCREWS_PER_SHEET, "screws", 1000),
        `${sheets} boards × ${SCREWS_PER_SHEET} screws = ${sheets * SCREWS_PER_SHEET} → ${ceilWhole((sheets * SCREWS_PER_SHEET) / 1000)} box of 1000`,
      ),
    );
    const tapeAndJoint = boardFinishOf(p.normalised).taped;
    if (tapeAndJoint) {
      const kg = boardArea * JOINT_FILLER_KG_M2;
      d.needs.push(
        because(
          need(P.easiFill, kg, "kg", 10),
          `${fmt(boardArea)} m² × ${JOINT_FILLER_KG_M2} kg/m² = ${fmt(kg)} kg → ${ceilWhole(kg / 10)} × 10 kg`,
        ),
      );
    } else {
      const skim = boardArea * 1.1;
      d.needs.push(
        because(
          need(P.boardFinish, skim, "m2", 10),
          `${fmt(boardArea)} m² + 10% = ${fmt(skim)} m² ÷ 10 m² per bag → ${ceilWhole(skim / 10)} bags`,
        ),
      );
    }
    const scrimM = boardArea * 1.25;
    d.needs.push(
      because(
        need(P.scrim, scrimM, "m", 90),
        `${fmt(boardArea)} m² × 1.25 m/m² = ${fmt(scrimM)} m → ${ceilWhole(scrimM / 90)} roll of 90 m`,
      ),
    );
    const fixings = ceilWhole((2 * length) / 0.6) + 4;
    d.needs.push(
      because(
        need(P.frameFixings, fixings, "fixings", 50),
        `Head and sole plates 2 × ${fmt(length)} m at 600 mm + 4 = ${fixings} fixings → ${ceilWhole(fixings / 50)} pack`,
      ),
    );
    const woodscrews = studs * 4 + (studs - 1) * 4;
    d.needs.push(
      because(
        need(P.woodscrews, woodscrews, "screws", 200),
        `4 per stud and per noggin: ${studs} × 4 + ${studs - 1} × 4 = ${woodscrews} → ${ceilWhole(woodscrews / 200)} box`,
      ),
    );
    d.assumptions.push(
      `Partition ${fmt(length)} m × ${fmt(height)} m with two faces (not a room's walls or ceiling)`,
      `CLS ${size} at ${centres * 1000} mm centres: ${lengths} lengths of ${pieceM} m for studs, head and sole plates, noggins${doors ? " and door heads" : ""}`,
      `Boarded both sides: ${fmt(boardArea)} m² + 10% = ${sheets} sheets of 12.5 mm board, ${tapeAndJoint ? "taped and jointed" : "skimmed"}`,
    );
    if (has(p, /insulat|acoustic|sound/)) {
      d.needs.push(
        because(
          need(P.flexiSlab, faceArea, "m2", 2.88),
          `One face ${fmt(faceArea)} m² ÷ 2.88 m² per pack → ${ceilWhole(faceArea / 2.88)} packs`,
        ),
      );
      d.assumptions.push(
        `Rockwool Flexi 100 mm in the void: ${fmt(faceArea)} m² at 2.88 m² per pack`,
      );
      d.plan.push("Fit acoustic insulation between studs before boarding the second side");
    }
    const frameArea = length * height;
    d.days += frameArea / FRAME_M2_DAY + boardArea / BOARD_M2_DAY + boardArea / SKIM_M2_DAY;
    d.assumptions.push(
      `Framing ${FRAME_M2_DAY} m²/day, boarding ${BOARD_M2_DAY} m²/day, ${tapeAndJoint ? "taping and jointing" : "skimming"} ${SKIM_M2_DAY} m²/day`,
    );
    if (doors > 0)
      d.assumptions.push(
        `${quantityWithUnit(doors, "door opening")} framed; door and lining priced separately`,
      );
    d.plan.unshift(
      "Mark out the partition on floor and ceiling; check for pipes and cables",
      "Fix head and sole plates, then studs and a row of noggins (door opening framed with a head trimmer)",
      "Board one side, run any cables, board the other side",
      tapeAndJoint ? "Tape and joint both sides" : "Scrim joints and skim both sides",
    );
  },
);
