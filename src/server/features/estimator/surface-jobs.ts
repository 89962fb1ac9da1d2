/**
 * Jobs brought by a verb (paint, skim, board, paper, tile) applied to the surfaces named in its
 * stretch of text: "paint the walls and ceiling", "skim the ceiling", "tile the floor". Read by
 * ./detect-jobs.ts, which adds the jobs named outright.
 */
import { boardFinishOf, RECOGNITION, withoutPhrases } from "./jobs/recognition";
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
 * Adds each verb's jobs for the surfaces in its own segment (from the verb to the next), else the
 * one before, else the next naming one; with none named, a room's usual surfaces (assumed).
 * `clean` is the description with the phrases that are not jobs already replaced.
 */
export function surfaceJobs(
  clean: string,
  rooms: string[],
  jobs: Set<JobTypeId>,
  assumed: Set<JobTypeId>,
): void {
  const hits: VerbHit[] = [];
  for (const [verb, re] of VERBS) {
    for (const m of verbText(verb, clean).matchAll(re))
      hits.push({ verb, at: m.index ?? 0, word: m[0] });
  }
  hits.sort((a, b) => a.at - b.at);
  const splash = /\bsplash ?backs?\b/.test(clean);
  // Whole-text facts, read once (not once per verb: that was quadratic in the number of verbs).
  // Taped and jointed boards bring no skim job: the one rule, jobs/recognition/board-finish.ts.
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
}
