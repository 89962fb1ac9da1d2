/**
 * How a composite is phrased, read back into one job per object before the jobs are detected:
 * - "new fence 10m and stain it": a trailing "and <verb> it/them" is done to the object of the
 *   job before it (the fence just built), so "it" becomes "the new fence";
 * - "tile the kitchen and bathroom floors": a surface after a list of rooms is each room's.
 * Objects a verb cannot price (a deck's stain, a patio's sealer) are said, not dropped: see
 * `unpricedNotes`.
 */
import type { JobTypeId } from "./types";

const VERBS =
  "paint|repaint|stain|treat|varnish|oil|seal|gloss|skim|plaster|tile|paper|wallpaper|decorate|preserve|spray|emulsion";
/** "stain it", "paint them", "then seal it": the verb and its pronoun. */
export const PRONOUN_CLAUSE = new RegExp(
  String.raw`\b(?:${VERBS})(?:s|ed|ing)?\s+(?:it|them|both|all of them|the lot)\b`,
  "g",
);
/** A piece of text that is only such a clause ("and paint them" split at "and"). */
export const PRONOUN_PIECE = new RegExp(
  String.raw`^\s*(?:then\s+|also\s+)*(?:${VERBS})(?:s|ed|ing)?\s+(?:it|them|both|all of them|the lot)\s*$`,
  "i",
);

/**
 * What each job leaves behind for a following verb: "the new fence", "the ceiling". Jobs whose own
 * takeoff already finishes the object (render is painted, a kitchen is a whole job) name nothing,
 * so "render the front and paint it" is not painted twice.
 */
const OBJECT: Partial<Record<JobTypeId, string>> = {
  fencing: "new fence",
  decking: "new decking",
  patio: "new patio",
  "block-paving": "new driveway",
  "internal-doors": "new doors",
  skirting: "new skirting",
  architrave: "new architrave",
  "brick-wall": "new garden wall",
  "block-wall": "new garden wall",
  "board-ceilings": "ceiling",
  "skim-ceilings": "ceiling",
  "board-walls": "walls",
  "skim-walls": "walls",
  "skim-plasterboard": "walls",
  "wall-tiling": "walls",
  "floor-tiling": "floor",
  "laminate-flooring": "floor",
  "lvt-flooring": "floor",
  "engineered-flooring": "floor",
};

const LOOK_BACK = 240;
const MAX_PRONOUNS = 8;

export type JobsOf = (text: string) => { jobs: Set<JobTypeId>; assumed: Set<JobTypeId> };

/** The objects the jobs named in `before` leave, in job order: "new doors and new skirting". */
function objectsOf(before: string, jobsOf: JobsOf, order: readonly JobTypeId[]): string {
  const { jobs, assumed } = jobsOf(before);
  const nouns = order
    .filter((id) => jobs.has(id) && !assumed.has(id))
    .map((id) => OBJECT[id])
    .filter((x): x is string => x !== undefined);
  return [...new Set(nouns)].join(" and ");
}

/**
 * "lay decking 4m x 3m and stain it" → "… and stain the new decking". A pronoun whose job named
 * no object (a room's assumed surfaces, a render) is left as it was: the room reads it.
 */
export function resolvePronouns(s: string, jobsOf: JobsOf, order: readonly JobTypeId[]): string {
  if (s.search(PRONOUN_CLAUSE) < 0) return s;
  let out = "";
  let from = 0;
  let read = 0;
  for (const m of s.matchAll(PRONOUN_CLAUSE)) {
    const at = m.index ?? 0;
    const before = `${out}${s.slice(from, at)}`;
    // The object is said just before its pronoun: a bounded look back, a bounded number of times,
    // so a pasted document of "paint it" is not read again from its start at every one.
    const near = before.slice(-LOOK_BACK);
    const objects = near.trim() && read++ < MAX_PRONOUNS ? objectsOf(near, jobsOf, order) : "";
    const clause = objects
      ? m[0].replace(/(?<!\s)\s+(?:it|them|both|all of them|the lot)$/, ` the ${objects}`)
      : m[0];
    out = `${before}${clause}`;
    from = at + m[0].length;
  }
  return `${out}${s.slice(from)}`;
}

const ROOM =
  "kitchen|bathroom|en-?suite|shower room|lounge|living room|sitting room|front room|hall(?:way)?|landing|dining room|utility(?: room)?|(?:double |single |master |spare |back |front )?bedroom|box ?room|cloakroom|conservatory|porch|study|office|garage";
const ROOM_LIST = new RegExp(
  String.raw`\b((?:the\s+)?(?:${ROOM})(?:\s*,\s*(?:the\s+)?(?:${ROOM}))*\s+(?:and|&)\s+(?:the\s+)?(?:${ROOM}))\s+(floors|ceilings|walls)\b`,
  "gi",
);
const SURFACE: Record<string, string> = { floors: "floor", ceilings: "ceiling", walls: "walls" };

/** "tile the kitchen and bathroom floors" → "tile the kitchen floor and the bathroom floor". */
export function shareSurfaces(text: string): string {
  return text.replace(ROOM_LIST, (_m, list: string, surface: string) => {
    const one = SURFACE[surface.toLowerCase()] ?? surface;
    const rooms = list
      .split(/(?<!\s)\s*(?:,|\band\b|&)\s*/i)
      .map((r) => r.trim().replace(/^the\s+/i, ""))
      .filter(Boolean);
    return rooms
      .map((r) => `the ${r} ${one}`)
      .join(" and ")
      .replace(/^the /, "");
  });
}

/** Work said but not in the catalogue: priced by nobody, so said rather than dropped. */
const UNPRICED: [RegExp, string][] = [
  [
    /\b(?:stain|oil|treat|seal|varnish|paint|preserv)\w*\s+(?:(?:the|a|my|our|new|old)\s+)*deck(?:ing|s)?\b/,
    "Staining or oiling the deck is not priced: no decking treatment in the catalogue; add it and its time yourself",
  ],
  [
    /\bseal\w*\s+(?:(?:the|a|my|our|new|old)\s+)*(?:patio|paving|slabs|driveway|block paving|blockpaving)\b/,
    "Sealing the paving is not priced: no paving sealer in the catalogue; add it and its time yourself",
  ],
  [
    /\b(?:strip\w*|steam\w*|remov\w*|scrap\w*|peel\w*)\s+(?:off\s+)?(?:(?:the|all|old|existing|of)\s+)*(?:wall-?)?papers?\b/,
    "Stripping the old wallpaper is not priced: add its time yourself",
  ],
];

export function unpricedNotes(normalised: string): string[] {
  return UNPRICED.filter(([re]) => re.test(normalised)).map(([, note]) => note);
}
