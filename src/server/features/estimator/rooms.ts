/**
 * Several rooms and composite jobs (issue 18): "paint the living room 5m x 4m and two bedrooms
 * 3.5m x 3m" or "patio 4x3 and driveway 6x5" are read as segments, each with its own room, size
 * and jobs, so every job takes the size written next to it instead of the first one in the text.
 * A segment that names no job ("and two bedrooms 3.5m x 3m") does the jobs of the one before it.
 */
import { outdoorOnly, outsideJob, roomAt } from "./outside-job";
import { parseDescription } from "./parse";
import { PRONOUN_PIECE, shareSurfaces } from "./phrasing";
import { labelFor, roomCount, structuralHome } from "./segment-label";
import type { ParsedDescription } from "./types";

const MAX_PIECES = 40;

export interface Segment {
  parsed: ParsedDescription;
  /** Identical rooms priced together ("two bedrooms" → 2). */
  count: number;
  /** "Living room 5 × 4 m", "Bedrooms (2) 3.5 × 3 m", "Patio 4 × 3 m". */
  label: string;
}

// "5 and a half" is one number, not two clauses.
// "between the lounge and dining room" (a knock-through, an RSJ) is one wall, not two rooms, and
// ", cavity wall" after a lintel or insulation says what that wall is, not a wall to build.
const CLAUSE_BREAK =
  /(?<!\s)\s*(?:[,;](?!\s*(?:in\s+(?:a\s+|the\s+)?)?(?:cavity|solid)(?:\s+brick)?\s+walls?\b)|\band\b(?!\s+a\s+half)(?<!\bbetween\s+(?:the\s+|my\s+|our\s+)?[a-z]+(?:\s+[a-z]+)?\s+and)|\bthen\b|\bplus\b|\balso\b)\s*/i;

const hasPlan = (p: ParsedDescription) =>
  (p.dimensions.lengthM !== undefined && p.dimensions.widthM !== undefined) ||
  p.dimensions.areaM2 !== undefined;

/** What the segment read so far holds: kept as a summary so a merge never re-parses it. */
interface Open {
  rooms: Set<string>;
  plan: boolean;
  /** A plan size, a run or a length. */
  size: boolean;
  jobs: boolean;
  /** The jobs read so far: a sized job of another kind after sizeless ones is its own segment. */
  ids: Set<string>;
  /** A job done on a whole elevation (render, exterior paint): "and the back 6m x 5m" is another. */
  walls: boolean;
}

const ELEVATION_JOBS: ReadonlySet<string> = new Set(["rendering", "exterior-painting"]);
const ELEVATION = /\b(?:front|back|rear|side|gable)\b/;
const onWalls = (p: ParsedDescription) => p.jobTypes.some((id) => ELEVATION_JOBS.has(id));

// An opening's width is a size ("… 3.2m opening, paint the kitchen 4m x 3.5m" is two segments).
const hasSize = (p: ParsedDescription) =>
  hasPlan(p) ||
  p.dimensions.runM !== undefined ||
  p.dimensions.lengthM !== undefined ||
  p.dimensions.openingM !== undefined;

// "bath, basin and WC" in a bathroom is a suite item, not a cloakroom of its own.
const suiteItem = (cur: Open, piece: ParsedDescription, room: string) =>
  room === "cloakroom" &&
  (cur.rooms.has("bathroom") || cur.rooms.has("en-suite")) &&
  !/\b(?:cloakroom|downstairs)\b/.test(piece.normalised);

function startsNew(cur: Open, piece: ParsedDescription, openText: string): boolean {
  const newRoom = piece.rooms.some((r) => !cur.rooms.has(r) && !suiteItem(cur, piece, r));
  // "paint the walls and ceiling of the lounge" is one room: a room only starts a segment after
  // another room, or after a job with its own size.
  if (newRoom && (cur.rooms.size > 0 || (cur.jobs && cur.plan))) return true;
  // "render the front 8m x 5m and the back 6m x 5m": a second sized elevation is its own wall.
  if (cur.walls && cur.size && hasSize(piece) && ELEVATION.test(piece.normalised)) return true;
  // "new fence 10m and patio 4x3": a second job with its own size is its own segment.
  if (piece.jobTypes.length === 0 || !hasSize(piece) || !cur.jobs) return false;
  // "replace the lintel over the back door and render the back wall 6m x 5m": the size is the
  // render's, never the lintel's opening.
  if (cur.size) return true;
  if (cur.rooms.size > 0 || piece.jobTypes.some((id) => cur.ids.has(id))) return false;
  // ", cavity wall" after a lintel reads as a wall to build alone: only a job the whole text
  // still holds is a job of its own.
  const whole = parseDescription(`${openText} and ${piece.text}`).jobTypes;
  return piece.jobTypes.every((id) => whole.includes(id));
}

// "double bedroom" answers for "two bedrooms": rooms are matched by their last word.
// A box room ("single bedroom") is another room than "the bedroom".
const roomNoun = (room: string) =>
  room === "single bedroom" ? room : (room.split(" ").at(-1) ?? room);

/** The open segment holding every room the piece names, or -1. */
function roomIndex(open: readonly Open[], rooms: readonly string[]): number {
  if (rooms.length === 0) return -1;
  const nouns = rooms.map(roomNoun);
  return open.findIndex((o) => {
    const own = new Set([...o.rooms].map(roomNoun));
    return nouns.every((n) => own.has(n));
  });
}

const pick = (p: ParsedDescription) => ({
  jobTypes: p.jobTypes,
  assumedSurfaces: p.assumedSurfaces,
});

/** "paint the walls" or "skim" before a room: no room or size of its own, a job with the next. */
function verbForNext(piece: string, p: ParsedDescription, next: ParsedDescription | undefined) {
  // "paint the outside of the house and the garden wall": the garden is no room to paint.
  if (PRONOUN_PIECE.test(piece) || (next && outdoorOnly(next.rooms))) return false;
  if (!next || next.rooms.length === 0 || p.rooms.length > 0 || hasSize(p)) return false;
  if (p.jobTypes.length > 0) return true;
  return (
    piece.trim().split(/\s+/).length <= 3 &&
    parseDescription(`${piece} and ${next.text}`).jobTypes.length > next.jobTypes.length
  );
}

/**
 * "tile the bathroom floor and skim and paint the kitchen ceiling": a verb standing alone ("skim")
 * is the next room's, not the bathroom's before it.
 */
function verbsWithTheirRoom(pieces: readonly string[]): [string, ParsedDescription][] {
  const parsed = pieces.map((piece) => parseDescription(piece));
  const out: [string, ParsedDescription][] = [];
  let verbs = "";
  pieces.forEach((piece, i) => {
    const p = parsed[i] as ParsedDescription;
    if (verbForNext(piece, p, parsed[i + 1])) {
      verbs = verbs ? `${verbs} and ${piece}` : piece;
      return;
    }
    if (!verbs) out.push([piece, p]);
    else {
      const text = `${verbs} and ${piece}`;
      out.push([text, parseDescription(text)]);
      verbs = "";
    }
  });
  return out;
}

/**
 * The segments a pronoun clause is done to: "it" the last one; "them" the last one and those before
 * it that borrowed its verb ("skim the walls in the lounge … and the dining room … and paint
 * them" paints both rooms' walls), back to the one that said the verb.
 */
function pronounTargets(piece: string, last: number, ownVerb: readonly boolean[]): number[] {
  const targets = [last];
  if (/\bit\s*$/i.test(piece)) return targets;
  for (let k = last; k > 0 && !ownVerb[k]; k--) targets.push(k - 1);
  return targets;
}

/**
 * The description's segments, or undefined when it is one room or one job (then the whole text is
 * parsed as before) or when a measurements panel gives one size for the whole job.
 */
export function segmentDescription(
  text: string,
  measurements: readonly unknown[] = [],
): Segment[] | undefined {
  if (measurements.length > 0) return undefined;
  const raw = text.split(CLAUSE_BREAK).filter((x) => x.trim() !== "");
  // More clauses than any quote has rooms is a pasted document: read as one job, in bounded time.
  if (raw.length < 2 || raw.length > MAX_PIECES) return undefined;
  // "tile the kitchen and bathroom floors": each room's floor (./phrasing.ts).
  const pieces = shareSurfaces(text)
    .split(CLAUSE_BREAK)
    .filter((x) => x.trim() !== "");
  const texts: string[] = [];
  const open: Open[] = [];
  // The segment the last piece went to: "2.6m high" after "the bedroom 3m x 3m" is the bedroom's.
  let last = -1;
  // "… and paint them": done to the rooms or jobs before it, read with each (see `withTails`).
  const tails = new Map<number, string[]>();
  const ownVerb: boolean[] = [];
  for (const [piece, parsed] of verbsWithTheirRoom(pieces)) {
    if (last >= 0 && PRONOUN_PIECE.test(piece)) {
      for (const k of pronounTargets(piece, last, ownVerb))
        tails.set(k, [...(tails.get(k) ?? []), piece]);
      continue;
    }
    // "the bedroom 2.6m high", an answer naming a room already described, goes to that room.
    // "engineer's calc says 203x133 UB" goes to the knock-through's segment.
    const steel = structuralHome(open, parsed);
    const home =
      steel >= 0 ? steel : parsed.jobTypes.length === 0 ? roomIndex(open, parsed.rooms) : -1;
    const cur = open[last];
    // "… and two bedrooms 3m x 3m and the outside of the house": the verb may be the first room's.
    const outside =
      cur === undefined
        ? undefined
        : (outsideJob(texts[last] as string, parsed) ?? outsideJob(texts[0] as string, parsed));
    if (home >= 0 || (cur && !outside && !startsNew(cur, parsed, texts[last] as string))) {
      // A bare size ("4m x 3m", the chat's answer to "What are the kitchen's length and width?")
      // goes to the first room still without one, in the order the questions were asked.
      const bare = hasPlan(parsed) && parsed.rooms.length === 0 && parsed.jobTypes.length === 0;
      const j = bare ? open.findIndex((o) => !o.plan) : -1;
      const at = home >= 0 ? home : j >= 0 ? j : last;
      last = at;
      const into = open[at] as Open;
      texts[at] = `${texts[at]} and ${piece}`;
      for (const r of parsed.rooms) into.rooms.add(r);
      into.plan ||= hasPlan(parsed);
      into.size ||= hasSize(parsed);
      into.jobs ||= parsed.jobTypes.length > 0;
      for (const id of parsed.jobTypes) into.ids.add(id);
      into.walls ||= onWalls(parsed);
    } else {
      // "paint the fence and the shed": the shed is read as "paint the shed".
      texts.push(outside ?? piece);
      ownVerb.push(parsed.jobTypes.length > 0 || outside !== undefined);
      last = open.length;
      open.push({
        rooms: new Set(parsed.rooms),
        plan: hasPlan(parsed),
        size: hasSize(parsed),
        jobs: parsed.jobTypes.length > 0,
        ids: new Set(parsed.jobTypes),
        walls: onWalls(parsed),
      });
    }
  }
  if (texts.length < 2) return undefined;
  const whole = parseDescription(text);
  const segments: Segment[] = [];
  let previous: ParsedDescription | undefined;
  let lastVerb = "";
  for (const [k, t] of texts.entries()) {
    let parsed = parseDescription(t);
    let read = t;
    if (parsed.jobTypes.length > 0) {
      const verb = parsed.normalised.slice(0, roomAt(parsed)).trim();
      if (verb) lastVerb = verb;
    }
    // "render the front of the house … and paint the back 8m x 5m": the back is the house's too.
    if (parsed.jobTypes.length === 0 && previous && onWalls(previous) && ELEVATION.test(t)) {
      const wall = parseDescription(t.replace(ELEVATION, "$& of the house"));
      if (wall.jobTypes.length > 0) {
        parsed = { ...parsed, ...pick(wall) };
        read = t.replace(ELEVATION, "$& of the house");
      }
    }
    if (parsed.jobTypes.length === 0) {
      if (!previous) return undefined;
      // "... and bathroom floor" after "tile the kitchen splashback" is tiled: the verb before the
      // previous room is read with this room's own surfaces.
      // "… and two bedrooms 3m x 3m and the outside of the house": else the first segment's verb.
      // "… and two bedrooms 3m x 3m and the outside of the house": else the verb the previous
      // segment borrowed ("paint the").
      const verbs = [previous.normalised.slice(0, roomAt(previous)).trim(), lastVerb];
      for (const verb of verbs.filter(Boolean)) {
        const again = parseDescription(`${verb} ${t}`);
        if (again.jobTypes.length === 0) continue;
        parsed = { ...parsed, ...pick(again) };
        read = `${verb} ${t}`;
        break;
      }
    }
    if (parsed.jobTypes.length === 0) {
      if (!previous) return undefined;
      parsed = {
        ...parsed,
        jobTypes: previous.jobTypes,
        assumedSurfaces: previous.assumedSurfaces,
      };
    }
    const tail = tails.get(k);
    if (tail)
      parsed = { ...parsed, ...pick(parseDescription(`${read} and ${tail.join(" and ")}`)) };
    // Coats, colours and finishes usually come once for the whole job.
    parsed = {
      ...parsed,
      finishes: [...new Set([...parsed.finishes, ...whole.finishes])],
      newPlaster: parsed.newPlaster || whole.newPlaster,
      ...((parsed.coats ?? whole.coats) ? { coats: parsed.coats ?? whole.coats } : {}),
    };
    const count = roomCount(parsed);
    segments.push({ parsed, count, label: labelFor(parsed, count) });
    previous = parsed;
  }
  return segments;
}
