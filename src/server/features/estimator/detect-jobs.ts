/**
 * Job detection for the description parser (./parse.ts): each verb (paint, skim, board, paper,
 * tile) applied to the surfaces named in its stretch of text, then the jobs named outright
 * (flooring, doors, radiators, loft insulation, patio, fencing, walls, guttering...).
 */
import { boardFinishOf, named, RECOGNITION, textFor, withoutPhrases } from "./jobs/recognition";
import type { JobTypeId } from "./types";

type Verb = "paint" | "skim" | "board" | "paper" | "tile";
type Surface = "walls" | "ceiling" | "floor" | "woodwork";

const VERBS: [Verb, RegExp][] = [
  ["paint", /\b(?:paint\w*|repaint\w*|emulsion\w*|decorat\w*|redecorat\w*|mistcoat)\b/g],
  ["skim", /\b(?:skim\w*|re-?skim\w*|plaster(?:ing|ed|er|s)?|re-?plaster\w*)\b/g],
  [
    "board",
    /\b(?:plasterboard\w*|re-?board\w*|over-?board\w*|dry[- ]?lin\w*|dot (?:and|&|n) dab\w*|boarded|boarding|board)\b(?! finish)/g,
  ],
  ["paper", /\b(?:wall-?paper\w*|paper\w*|re-?paper\w*)\b/g],
  ["tile", /\b(?:til(?:e|es|ed|ing)|re-?til\w*)\b/g],
];

/** The jobs each verb can bring: their negative phrases are blanked before the verb is read. */
const VERB_JOBS: Record<Verb, JobTypeId[]> = {
  paint: ["paint-walls", "paint-ceilings", "paint-woodwork"],
  skim: ["skim-walls", "skim-ceilings"],
  board: ["board-walls", "board-ceilings"],
  paper: ["wallpaper"],
  tile: ["wall-tiling", "floor-tiling"],
};

function verbText(verb: Verb, clean: string): string {
  const not = VERB_JOBS[verb].flatMap((id) => RECOGNITION[id]?.not ?? []);
  return withoutPhrases(clean, [...new Set(not)]);
}

// A bare "board" is fence, floor or shed board as often as plasterboard: it needs its surface.
const BARE_BOARD = /^(?:board|boards|boarded|boarding)$/;

const SURFACES: [Surface, RegExp][] = [
  ["walls", /\b(?:walls?|feature wall)\b/],
  ["ceiling", /\bceilings?\b/],
  ["floor", /\bfloor(?:s|ing)?\b/],
  [
    "woodwork",
    /\b(?:woodwork|skirting\w*|architraves?|door frames?|doors|gloss|satinwood|banister\w*|spindles)\b/,
  ],
];

function surfacesIn(segment: string): Surface[] {
  return SURFACES.filter(([, re]) => re.test(segment)).map(([s]) => s);
}

interface VerbHit {
  verb: Verb;
  at: number;
  word: string;
}

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

  const hits: VerbHit[] = [];
  for (const [verb, re] of VERBS) {
    for (const m of verbText(verb, clean).matchAll(re))
      hits.push({ verb, at: m.index ?? 0, word: m[0] });
  }
  hits.sort((a, b) => a.at - b.at);
  const splash = /\bsplash ?backs?\b/.test(clean);
  // Whole-text facts, read once (not once per verb: that was quadratic in the number of verbs).
  // Taped and jointed boards bring no skim job: the one rule, jobs/recognition.ts boardFinishOf.
  const tapedWalls = boardFinishOf(clean, "walls").taped;
  const tapedCeiling = boardFinishOf(clean, "ceiling").taped;
  const wallsWord = /\bwalls\b/.test(clean);
  const applies = (verb: Verb, x: Surface) =>
    (verb === "paint" && x !== "floor") ||
    (verb === "skim" && x !== "floor" && x !== "woodwork") ||
    ((verb === "board" || verb === "paper") && (x === "walls" || x === "ceiling")) ||
    (verb === "tile" && (x === "walls" || x === "floor"));
  // The surfaces of each verb's segment (from the verb to the next), each segment read once.
  const segmentSurfaces = hits.map((hit, k) =>
    surfacesIn(clean.slice(hit.at, hits[k + 1]?.at ?? clean.length)),
  );
  const leadSurfaces = surfacesIn(clean.slice(0, hits[0]?.at ?? 0));
  const surfacesFor = (verb: Verb, k: number) =>
    (k < 0 ? leadSurfaces : (segmentSurfaces[k] ?? [])).filter((x) => applies(verb, x));
  // For each verb, the first later segment (index ≥ k) naming a surface that verb applies to.
  const nextWithSurface = new Map<Verb, Int32Array>();
  for (const [verb] of VERBS) {
    const next = new Int32Array(hits.length + 1).fill(-1);
    for (let k = hits.length - 1; k >= 0; k--) {
      next[k] = surfacesFor(verb, k).length > 0 ? k : (next[k + 1] ?? -1);
    }
    nextWithSurface.set(verb, next);
  }
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i];
    if (!hit) continue;
    // Its own segment, then the one before it, then the later ones in order.
    let surfaces = surfacesFor(hit.verb, i);
    if (surfaces.length === 0) surfaces = surfacesFor(hit.verb, i - 1);
    if (surfaces.length === 0) {
      const later = nextWithSurface.get(hit.verb)?.[i + 1] ?? -1;
      if (later >= 0) surfaces = surfacesFor(hit.verb, later);
    }
    let defaulted = false;
    if (surfaces.length === 0) {
      // No surface named anywhere: a room makes the usual surfaces a fair assumption (and asked
      // about); with no room ("paint it", "replace the board") there is no job to invent.
      if (rooms.length === 0 || (hit.verb === "board" && BARE_BOARD.test(hit.word))) continue;
      defaulted = true;
      if (hit.verb === "paint" || hit.verb === "skim") surfaces = ["walls", "ceiling"];
      else if (hit.verb === "board") surfaces = ["ceiling"];
      else if (hit.verb === "paper") surfaces = ["walls"];
      else if (hit.verb === "tile") {
        if (splash) surfaces = [];
        else if (rooms.some((r) => r === "bathroom" || r === "en-suite"))
          surfaces = ["walls", "floor"];
        else surfaces = ["floor"];
      }
    }
    const add = (id: JobTypeId) => {
      jobs.add(id);
      if (defaulted) assumed.add(id);
    };
    for (const surface of surfaces) {
      if (hit.verb === "paint") {
        if (surface === "walls") add("paint-walls");
        if (surface === "ceiling") add("paint-ceilings");
        if (surface === "woodwork") add("paint-woodwork");
        if (surface === "floor") continue;
      } else if (hit.verb === "skim") {
        if (surface === "walls") add("skim-walls");
        if (surface === "ceiling") add("skim-ceilings");
      } else if (hit.verb === "board") {
        if (surface === "walls") {
          add("board-walls");
          if (!tapedWalls) jobs.add("skim-walls");
        }
        if (surface === "ceiling") {
          add("board-ceilings");
          if (!tapedCeiling) jobs.add("skim-ceilings");
        }
      } else if (hit.verb === "paper") {
        add("wallpaper");
      } else if (hit.verb === "tile") {
        if (surface === "walls" && !(splash && !wallsWord)) add("wall-tiling");
        if (surface === "floor") add("floor-tiling");
      }
    }
  }
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
  for (const id of ["artificial-grass", "shed-base", "exterior-painting"] as const)
    if (named(id, clean)) jobs.add(id);
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
  return { jobs, assumed };
}

export const JOB_ORDER: JobTypeId[] = [
  "stud-partition",
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
];
