/**
 * Patio, fencing and decking. Figures (docs/estimating.md):
 * - Patio: 600 × 600 slabs (0.36 m²), 5% waste; MOT Type 1 sub-base 100 mm compacted at 2.1 t/m³;
 *   full mortar bed 40 mm of 6:1 sharp sand:cement (sand 1.6 t/m³; cement = bed volume ÷ 6 ×
 *   1440 kg/m³); bulk bags 0.85 t; pointing with mortar mix, one 25 kg bag per 10 m²; weed membrane
 *   under the sub-base. 10 m² dug and sub-based per day, 8 m² laid, 30 m² pointed; the bed sets 24 h
 *   before pointing (+1 day).
 * - Fencing: 1.83 m panels, bay pitch 1.93 m with 100 mm posts: panels = ceil((run − 0.1) / 1.93),
 *   posts = panels + 1 (+1 per corner), 2 bags of Postcrete per post, 1 gravel board per panel.
 *   One fencer: 0.25 day setting out, 45 min per post, 30 min per panel and gravel board.
 * - Decking: 144 mm boards at 149 mm cover (5 mm gaps) × 3.6 m = 0.5364 m² per board, 10% waste;
 *   joists at 400 mm centres plus two rims, +10%, in 4.8 m lengths; 34 screws per m²; weed membrane.
 *   8 m² per day.
 * - Block paving driveway: 9.76 m² pallets +5% (10% herringbone); MOT 150 mm; 50 mm sand laying
 *   course; edging on both sides and the front, haunched in 6:1 concrete; jointing sand 2.5 kg/m².
 *   Dig 8 m²/day, edging 12 m/day, lay 10 m²/day, compact 25 m²/day; haunch sets 24 h (+1 day).
 */
import { linearRun, planArea } from "../geometry";
import { P } from "../materials";
import type { JobDefinition } from "../types";
import { addWait, ceilWhole, defineJob, fmt, has, need } from "../units";

export const SLAB_M2 = 0.36;
export const MOT_T_PER_M3 = 2.1;
export const SAND_T_PER_M3 = 1.6;
export const CEMENT_KG_PER_M3 = 1440;
export const BULK_BAG_T = 0.85;
export const FENCE_BAY_M = 1.93;
export const FENCE_SETOUT_DAYS = 0.25;
/** Dig a 600 mm hole, set the post plumb in Postcrete: 45 minutes of an 8 h day. */
export const POST_DAYS = 0.75 / 8;
/** Fit a gravel board and a panel, fix and cap: 30 minutes. */
export const BAY_DAYS = 0.5 / 8;
export const PATIO_DIG_M2_DAY = 10;
export const PATIO_LAY_M2_DAY = 8;
export const PATIO_POINT_M2_DAY = 30;
/** Marshalls-style full mortar bed: no pointing or foot traffic for 24 h. */
export const BED_SET_DAYS = 1;
export const DECK_BOARD_M2 = 3.6 * 0.149;
export const DECK_SCREWS_PER_M2 = 34;
export const DECK_M2_DAY = 8;

export const patio: JobDefinition = defineJob("patio", "Lay a patio", (p, d) => {
  const { area } = planArea(p, d, {
    length: 4,
    width: 3,
    label: "patio",
    ask: "What size is the patio (length × width)?",
  });
  const slab = has(p, /\bporcelain\b/)
    ? P.slabPorcelain
    : has(p, /\bbuff\b|\bsandstone\b/)
      ? P.slabBuff
      : P.slab;
  d.needs.push(need(slab, area * 1.05, "m2", SLAB_M2));
  const motT = area * 0.1 * MOT_T_PER_M3;
  d.needs.push(need(P.mot, motT, "t", BULK_BAG_T));
  const bed = area * 0.04;
  d.needs.push(need(P.sharpSand, bed * SAND_T_PER_M3, "t", BULK_BAG_T));
  d.needs.push(need(P.cement, (bed / 6) * CEMENT_KG_PER_M3, "kg", 25));
  d.needs.push(need(P.mortarMix, area, "m2", 10));
  d.needs.push(need(P.weedMembrane, area * 1.1, "m2", 28));
  d.days += area / PATIO_DIG_M2_DAY + area / PATIO_LAY_M2_DAY + area / PATIO_POINT_M2_DAY;
  addWait(d, "patio-bed", "Point after the mortar bed sets (24 h)", BED_SET_DAYS);
  d.assumptions.push(
    `${fmt(area)} m² + 5% waste ÷ ${SLAB_M2} m² per 600 × 600 slab`,
    `MOT Type 1 100 mm compacted: ${fmt(area)} × 0.1 × ${MOT_T_PER_M3} t/m³ = ${fmt(motT)} t in 0.85 t bulk bags`,
    `40 mm full mortar bed (6:1 sharp sand:cement): ${fmt(bed, 3)} m³`,
    "Dig out about 150 mm; spoil removal and skip hire not included",
    `One labourer-paver: dig and sub-base ${PATIO_DIG_M2_DAY} m²/day, lay ${PATIO_LAY_M2_DAY} m²/day, point ${PATIO_POINT_M2_DAY} m²/day`,
  );
  d.plan.push(
    "Mark out and dig to about 150 mm below finished level with a 1:60 fall away from the house",
    "Lay membrane, then 100 mm MOT Type 1 compacted in layers with a plate compactor",
    "Lay slabs on a full 40 mm mortar bed with 10 mm joints; check levels and falls",
    "Point the joints once the bed has set",
  );
});

/** Block paving: blocks 200 × 100 × 50 mm sold by the 9.76 m² pallet. */
export const PAVING_PALLET_M2 = 9.76;
/** A car drive's sub-base (a path or patio takes 100 mm). */
export const DRIVE_SUBBASE_M = 0.15;
/** Sharp sand laying course, laid loose and screeded before the blocks are compacted into it. */
export const LAYING_COURSE_M = 0.05;
export const EDGING_M = 0.915;
/** Bed and haunch of a 150 × 50 edging: about 0.02 m³ of 6:1 concrete per metre. */
export const HAUNCH_M3_PER_M = 0.02;
export const JOINTING_SAND_KG_M2 = 2.5;
export const DRIVE_DIG_M2_DAY = 8;
export const EDGING_M_DAY = 12;
export const PAVING_LAY_M2_DAY = 10;
export const PAVING_COMPACT_M2_DAY = 25;
/** The edging's haunch sets before the plate compactor runs over the blocks beside it. */
export const HAUNCH_SET_DAYS = 1;

export const blockPaving: JobDefinition = defineJob(
  "block-paving",
  "Block paving driveway",
  (p, d) => {
    const { area, length, width } = planArea(p, d, {
      length: 6,
      width: 5,
      label: "driveway",
      ask: "What size is the driveway (length × width)?",
    });
    const herringbone = has(p, /\bherringbone\b/);
    const waste = herringbone ? 0.1 : 0.05;
    d.needs.push(need(P.blockPaving, area * (1 + waste), "m2", PAVING_PALLET_M2));
    const motT = area * DRIVE_SUBBASE_M * MOT_T_PER_M3;
    d.needs.push(need(P.mot, motT, "t", BULK_BAG_T));
    // The house side needs no edging: both sides and the front.
    const edging = 2 * length + width;
    d.needs.push(need(P.bullnoseEdging, (edging * 1.05) / EDGING_M, "lengths"));
    const haunch = edging * HAUNCH_M3_PER_M;
    const sandT = (area * LAYING_COURSE_M + haunch) * SAND_T_PER_M3;
    d.needs.push(need(P.sharpSand, sandT, "t", BULK_BAG_T));
    d.needs.push(need(P.cement, (haunch / 6) * CEMENT_KG_PER_M3, "kg", 25));
    d.needs.push(need(P.jointingSand, area * JOINTING_SAND_KG_M2, "kg", 20));
    d.needs.push(need(P.weedMembrane, area * 1.1, "m2", 28));
    d.days +=
      area / DRIVE_DIG_M2_DAY +
      edging / EDGING_M_DAY +
      area / PAVING_LAY_M2_DAY +
      area / PAVING_COMPACT_M2_DAY;
    addWait(
      d,
      "edging-haunch",
      "Compact the blocks once the edging haunch has set (24 h)",
      HAUNCH_SET_DAYS,
    );
    d.assumptions.push(
      `${fmt(area)} m² + ${waste * 100}% cutting waste${herringbone ? " (herringbone)" : ""} in pallets of ${PAVING_PALLET_M2} m² (488 blocks)`,
      `MOT Type 1 150 mm compacted for a car drive: ${fmt(area)} × 0.15 × ${MOT_T_PER_M3} t/m³ = ${fmt(motT)} t in 0.85 t bulk bags`,
      `Edging on both sides and the front: ${fmt(edging)} m + 5% in 915 mm lengths, bedded and haunched in 6:1 concrete`,
      `Sharp sand 50 mm laying course plus the haunching: ${fmt(sandT)} t; jointing sand ${JOINTING_SAND_KG_M2} kg/m²`,
      "Dig out about 250 mm; spoil removal, skip and digger hire and a dropped kerb not included",
      `One paver: dig and sub-base ${DRIVE_DIG_M2_DAY} m²/day, edging ${EDGING_M_DAY} m/day, screed and lay ${PAVING_LAY_M2_DAY} m²/day, cut in, compact and joint ${PAVING_COMPACT_M2_DAY} m²/day`,
    );
    d.plan.push(
      "Mark out and dig to about 250 mm below finished level with a fall away from the house",
      "Lay membrane, then 150 mm MOT Type 1 compacted in layers with a plate compactor",
      "Set the edging on a concrete bed and haunch it; let it set",
      "Screed 50 mm of sharp sand, lay the blocks, cut in at the edges",
      "Compact the blocks, brush in jointing sand and compact again",
    );
  },
);

export const fencing: JobDefinition = defineJob("fencing", "Fencing", (p, d) => {
  const run = linearRun(p, d, {
    length: 10,
    label: "Fence run",
    ask: "How long is the fence run in metres?",
  });
  const panels = Math.max(1, ceilWhole((run - 0.1) / FENCE_BAY_M));
  const corners = p.counts.corner ?? 0;
  const posts = panels + 1 + corners;
  const concrete = has(p, /\bconcrete\b/);
  const panel = has(p, /\bclose ?board|feather ?edge/) ? P.panelCloseboard : P.panelOverlap;
  d.needs.push(need(panel, panels, "panels"));
  d.needs.push(need(concrete ? P.postConcrete : P.postTimber, posts, "posts"));
  d.needs.push(need(P.postcrete, posts * 2, "bags"));
  d.needs.push(need(concrete ? P.gravelBoardConcrete : P.gravelBoardTimber, panels, "panels"));
  const h = p.dimensions.heightM;
  if (h !== undefined && Math.abs(h - 1.83) > 0.2) {
    d.assumptions.push(
      `Priced with 6 ft (1.83 m) panels; a ${fmt(h)} m fence needs a different panel height`,
    );
    d.questions.push("Which panel height do you want?");
  } else if (h === undefined) {
    d.assumptions.push("6 ft (1.83 m) high panels assumed");
  }
  d.days += FENCE_SETOUT_DAYS + posts * POST_DAYS + panels * BAY_DAYS;
  d.assumptions.push(
    `${fmt(run)} m run: ${panels} panels at 1.93 m bays, ${posts} posts, 2 bags of Postcrete per post, a gravel board per panel`,
    `One fencer: ${FENCE_SETOUT_DAYS} day setting out, ${fmt(POST_DAYS * 8)} h per post dug and set, ${fmt(BAY_DAYS * 8)} h per gravel board and panel; removing the old fence not included`,
    "Postcrete sets in about 10 minutes, so panels go up the same day: no wait",
  );
  d.plan.push(
    "Take down the old fence; set a string line",
    "Dig post holes 600 mm deep, set posts plumb in Postcrete",
    "Fit gravel boards and panels; cap posts",
  );
});

export const decking: JobDefinition = defineJob("decking", "Decking", (p, d) => {
  const { area, length, width } = planArea(p, d, {
    length: 4,
    width: 3,
    label: "deck",
    ask: "What size is the deck (length × width)?",
  });
  d.needs.push(need(P.deckBoard, area * 1.1, "m2", DECK_BOARD_M2));
  const joists = ceilWhole(length / 0.4) + 1;
  const joistM = joists * width + 2 * length;
  d.needs.push(need(P.deckJoist, joistM * 1.1, "m", 4.8));
  d.needs.push(need(P.deckScrews, area * DECK_SCREWS_PER_M2, "screws", 500));
  d.needs.push(need(P.weedMembrane, area * 1.1, "m2", 28));
  d.days += area / DECK_M2_DAY;
  d.assumptions.push(
    `Boards 144 mm + 5 mm gap × 3.6 m = ${fmt(DECK_BOARD_M2, 4)} m² each; ${fmt(area)} m² + 10%`,
    `${joists} joists at 400 mm centres × ${fmt(width)} m + 2 rims × ${fmt(length)} m = ${fmt(joistM)} m + 10% in 4.8 m lengths`,
    `${DECK_SCREWS_PER_M2} screws per m² (2 per board per joist)`,
    "Ground-level deck on a levelled, firm base with pads; raised decks need posts and bearers",
    `${DECK_M2_DAY} m² of deck built per day`,
  );
  d.plan.push(
    "Level the ground, lay weed membrane and set support pads",
    "Build the joist frame at 400 mm centres with rim joists, level and square",
    "Fix boards with 5 mm gaps, two screws per joist, staggering the joints",
  );
});
