/**
 * Job detection for the description parser (./parse.ts): each verb (paint, skim, board, paper,
 * tile) applied to the surfaces named in its stretch of text (./surface-jobs.ts), then the jobs
 * named outright (flooring, doors, radiators, loft insulation, patio, fencing, walls, guttering...)
 * and how they step aside for one another; electrical work is read by ./jobs/electrical/detect.ts.
 */
import { ELECTRICAL_ORDER, electricalJobs } from "./jobs/electrical/detect";
import { named, textFor } from "./jobs/recognition";
import { surfaceJobs } from "./surface-jobs";
import type { Dimensions, JobTypeId } from "./types";

/**
 * "loft" and "insulat…" in one stretch without a full stop (either order), "loft roll", or
 * "top up" before "loft". Read piece by piece: `\bloft\b[^.]*\binsulat` as one pattern rescans
 * the rest of the text from every "loft" (quadratic).
 */
function loftInsulation(clean: string): boolean {
  if (/\bloft roll\b/.test(clean)) return true;
  for (const piece of clean.split(".")) {
    const loft = /\bloft\b/g;
    if (!loft.test(piece)) continue;
    if (/\binsulat/.test(piece)) return true;
    const topUp = /\btop(?:ping)?[- ]?up\b/.exec(piece);
    if (topUp) {
      const after = /\bloft\b/g;
      after.lastIndex = topUp.index + topUp[0].length;
      if (after.test(piece)) return true;
    }
  }
  return false;
}

export function detectJobs(
  s: string,
  rooms: string[],
): { jobs: Set<JobTypeId>; assumed: Set<JobTypeId> } {
  const jobs = new Set<JobTypeId>();
  const assumed = new Set<JobTypeId>();
  // Phrases that name a job word but are not that job.
  const clean = s
    .replace(
      /\b(?:patio|french|bi-?fold|front|back|external|garage|sliding|shower) doors?\b/g,
      " extdoor ",
    )
    .replace(/\bdoor ?(?:bars?|threshold|strips?|way|ways)\b/g, " doorbar ")
    .replace(/\bblock paving\b/g, " blockpaving ")
    // Kitchen wall units are cupboards, not a wall surface to paint or tile.
    .replace(/\bwall (?:units?|cupboards?|cabinets?)\b/g, " wallunit ")
    .replace(
      /\barchitraves?\s+(?:on|to|for|round|around)\s+(?:the\s+)?(?:\d+\s+)?doors?\b/g,
      " architrave ",
    );

  surfaceJobs(clean, rooms, jobs, assumed);
  if (named("splashback", clean)) jobs.add("splashback");
  if (named("stud-partition", clean)) {
    jobs.add("stud-partition");
    // The partition's takeoff boards and finishes its own two faces: "boarded and skimmed both
    // sides" is not a room's walls or ceiling unless one is named apart from the partition.
    const rest = clean.replace(
      /\b(?:stud|partition)\s*walls?\b|\bpartitions?\b|\bstudwork\b/g,
      " ",
    );
    if (!/\b(?:walls?|ceilings?)\b/.test(rest))
      for (const id of ["board-walls", "skim-walls", "board-ceilings", "skim-ceilings"] as const) {
        jobs.delete(id);
        assumed.delete(id);
      }
  }

  const herring = /\bherringbone\b/.test(clean);
  for (const id of ["laminate-flooring", "lvt-flooring", "engineered-flooring"] as const)
    if (named(id, clean)) jobs.add(id);
  if (
    !jobs.has("laminate-flooring") &&
    !jobs.has("lvt-flooring") &&
    !jobs.has("engineered-flooring") &&
    !jobs.has("floor-tiling")
  ) {
    if (herring) jobs.add("lvt-flooring");
    else if (
      /\b(?:new floor(?:ing)?|flooring|click floor\w*|floating floor|lay (?:a |the )?(?:new )?floor)\b/.test(
        clean,
      )
    )
      jobs.add("laminate-flooring");
  }

  const paintSegmentOnly = (word: string) => {
    // true when every mention of `word` sits in a painting clause
    const fitting = new RegExp(
      `\\b(?:new|fit\\w*|replac\\w*|install\\w*|renew\\w*|change|put up|supply)\\b[^.,;]{0,30}\\b${word}|\\b${word}\\w*[^.,;]{0,25}\\b(?:replac\\w*|fitt\\w*|install\\w*|renew\\w*)`,
    );
    return !fitting.test(clean);
  };
  if (/\bskirting/.test(clean) && (!jobs.has("paint-woodwork") || !paintSegmentOnly("skirting")))
    jobs.add("skirting");
  if (
    /\barchitrave/.test(clean) &&
    (!jobs.has("paint-woodwork") || !paintSegmentOnly("architrave"))
  )
    jobs.add("architrave");
  if (
    /\b(?:hang\w*|hung|fit\w*|replac\w*|install\w*|new|swap\w*|change)\b[^.,;]{0,25}\b(?:internal |interior |fire |oak |white |shaker |\d+ )*doors?\b|\bdoors?\b[^.,;]{0,20}\b(?:hung|hanging|replac\w*|fitt\w*|installed)\b/.test(
      clean,
    )
  )
    jobs.add("internal-doors");
  if (named("radiators", clean)) jobs.add("radiators");
  if (loftInsulation(clean)) jobs.add("loft-insulation");
  for (const id of [
    "patio",
    "block-paving",
    "fencing",
    "decking",
    "guttering",
    "rendering",
    "coving",
  ] as const)
    if (named(id, clean)) jobs.add(id);
  for (const id of ["kitchen-fitting", "kitchen-tiling-refresh"] as const)
    if (named(id, clean)) jobs.add(id);
  for (const id of [
    "artificial-grass",
    "shed-base",
    "exterior-painting",
    "fence-painting",
    "shed-painting",
  ] as const)
    if (named(id, clean)) jobs.add(id);
  // "fence paint for 20m of fence" treats a fence that stands: a new one only when said.
  if (
    jobs.has("fence-painting") &&
    !/\b(?:new|erect\w*|put(?:ting)? up|install\w*|replac\w*|build\w*|fit\w*|supply)\b[^.,;]{0,30}\bfenc/.test(
      clean,
    )
  )
    jobs.delete("fencing");
  // New render is painted by its own takeoff: "masonry paint" beside it is that paint.
  if (
    jobs.has("rendering") &&
    !named(
      "exterior-painting",
      clean.replace(/\bmasonry paint\w*|\b(?:weathershield|sandtex)\b/g, " "),
    )
  )
    jobs.delete("exterior-painting");
  // A bathroom refit or re-tile tiles the bathroom's own walls and floor (jobs/bathroom.ts): the
  // room tiling jobs step aside unless another room is named (its own segment, rooms.ts).
  for (const id of ["bathroom-refit", "bathroom-tiling-refresh"] as const)
    if (named(id, clean)) jobs.add(id);
  if (jobs.has("bathroom-refit")) jobs.delete("bathroom-tiling-refresh");
  if (
    (jobs.has("bathroom-refit") || jobs.has("bathroom-tiling-refresh")) &&
    rooms.every((r) => r === "bathroom" || r === "en-suite" || r === "cloakroom")
  )
    for (const id of ["wall-tiling", "floor-tiling", "splashback"] as const) {
      jobs.delete(id);
      assumed.delete(id);
    }
  // Boards put up in this job are skimmed by the boarding path; only boards already up are this.
  if (
    named("skim-plasterboard", clean) &&
    !jobs.has("board-walls") &&
    !jobs.has("board-ceilings") &&
    !jobs.has("stud-partition")
  )
    jobs.add("skim-plasterboard");
  const brick = /\bbrick\w*\b|\b(?:garden|boundary|dwarf|retaining|front|cavity) walls?\b/.test(
    textFor("brick-wall", clean),
  );
  const block = /\b(?:blocks?|blockwork|breeze ?blocks?|aircrete|thermalite|celcon)\b/.test(
    textFor("block-wall", clean),
  );
  if (brick) jobs.add("brick-wall");
  if (block) jobs.add("block-wall");
  if (
    !brick &&
    !block &&
    /\bbuild\w*\b[^.]{0,25}\bwall\b/.test(clean) &&
    !jobs.has("stud-partition")
  )
    jobs.add("brick-wall");
  if (/\bcavity wall\b/.test(textFor("brick-wall", clean))) {
    jobs.add("brick-wall");
    jobs.add("block-wall");
  }
  // Insulation and lintels (jobs/wall-insulation.ts, ceiling-insulation.ts, lintels.ts).
  for (const id of ["wall-insulation", "ceiling-insulation", "lintels"] as const)
    if (named(id, clean)) jobs.add(id);
  // A lintel's or steel's takeoff makes good round its opening: a skim with no surface named
  // beside it ("knock through …, skim both sides") is not a room's walls and ceiling.
  if (jobs.has("lintels"))
    for (const id of ["board-walls", "skim-walls", "board-ceilings", "skim-ceilings"] as const)
      if (assumed.has(id)) {
        jobs.delete(id);
        assumed.delete(id);
      }
  // Insulated plasterboard under a roof with no wall named is the ceiling's, not a wall's.
  if (jobs.has("ceiling-insulation") && !/\bwalls?\b/.test(clean)) jobs.delete("wall-insulation");
  // The wall insulation boards and skims its own walls; so does a ceiling under insulated
  // plasterboard: neither is also a room's boarding and skim.
  const insulationBoards: JobTypeId[] = [
    ...(jobs.has("wall-insulation") ? (["board-walls", "skim-walls"] as const) : []),
    ...(jobs.has("ceiling-insulation") && /\binsulated plasterboard\b/.test(clean)
      ? (["board-ceilings", "skim-ceilings"] as const)
      : []),
  ];
  for (const id of insulationBoards) {
    jobs.delete(id);
    assumed.delete(id);
  }
  // Insulating between the rafters of a room in the roof is not rolls over the loft floor.
  if (
    jobs.has("ceiling-insulation") &&
    /\b(?:rafters?|loft conversion|room in (?:the )?roof)\b/.test(clean)
  )
    jobs.delete("loft-insulation");
  electricalJobs(clean, rooms, jobs);
  return { jobs, assumed };
}

/** A band this high or narrower is a wall's strip of tiles, not a floor. */
export const WALL_BAND_M = 1;

/**
 * "tile the kitchen 3m x 0.6m": tiling a kitchen with no surface named is assumed to be its floor,
 * but a size one way under a metre is the band of wall above the worktops, no kitchen floor: the
 * splashback job tiles it (read once the sizes are known, so after `detectJobs`).
 */
export function kitchenWallBand(
  jobs: Set<JobTypeId>,
  assumed: Set<JobTypeId>,
  rooms: readonly string[],
  dims: Dimensions,
): void {
  if (!assumed.has("floor-tiling") || !rooms.some((r) => r === "kitchen" || r === "utility room"))
    return;
  const { lengthM: l, widthM: w, heightM: h } = dims;
  if (l === undefined || w === undefined || h !== undefined) return;
  if (Math.min(l, w) > WALL_BAND_M) return;
  jobs.delete("floor-tiling");
  assumed.delete("floor-tiling");
  jobs.add("splashback");
}

export const JOB_ORDER: JobTypeId[] = [
  "stud-partition",
  ...ELECTRICAL_ORDER,
  "board-ceilings",
  "board-walls",
  "skim-ceilings",
  "skim-walls",
  "skim-plasterboard",
  "coving",
  "radiators",
  "wall-tiling",
  "splashback",
  "paint-ceilings",
  "paint-walls",
  "wallpaper",
  "internal-doors",
  "architrave",
  "skirting",
  "paint-woodwork",
  "floor-tiling",
  "laminate-flooring",
  "lvt-flooring",
  "engineered-flooring",
  "loft-insulation",
  "brick-wall",
  "block-wall",
  "guttering",
  "patio",
  "block-paving",
  "fencing",
  "decking",
  "rendering",
  "kitchen-fitting",
  "kitchen-tiling-refresh",
  "bathroom-refit",
  "bathroom-tiling-refresh",
  "wall-insulation",
  "ceiling-insulation",
  "lintels",
  "artificial-grass",
  "shed-base",
  "exterior-painting",
  "fence-painting",
  "shed-painting",
];
