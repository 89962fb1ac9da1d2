/**
 * One verb over several outdoor objects (issue 18): "paint the fence and the shed", "paint the
 * lounge and the outside of the house", "paint the house and the garden wall". The object after
 * "and" is read with the verb before it; when that makes an outdoor job, it is a job of its own,
 * asked its own size (./rooms.ts). Before, the shed was dropped and the garden wall was built.
 */
import { parseDescription } from "./parse";
import { ROOMS } from "./parse-words";
import type { ParsedDescription } from "./types";

/** Jobs done outside: never a surface of an indoor room written before them. */
const OUTSIDE_JOBS: ReadonlySet<string> = new Set([
  "exterior-painting",
  "rendering",
  "guttering",
  "fencing",
  "fence-painting",
  "shed-painting",
  "patio",
  "block-paving",
  "decking",
  "artificial-grass",
  "shed-base",
]);

const OUTDOOR_ROOMS: ReadonlySet<string> = new Set(["garden", "driveway"]);
/** The garden and the drive are where outdoor jobs are, not rooms a verb before them is for. */
export const outdoorOnly = (rooms: readonly string[]) =>
  rooms.length > 0 && rooms.every((r) => OUTDOOR_ROOMS.has(r));

export function roomPhrase(p: ParsedDescription): RegExpExecArray | null {
  const re = ROOMS.find(([, name]) => name === p.rooms[0])?.[0];
  return re?.exec(p.normalised) ?? null;
}

export const roomAt = (p: ParsedDescription) => roomPhrase(p)?.index ?? 0;

/** "paint the fence" → "paint": the words before the object's determiner. */
function leadVerb(normalised: string): string {
  return /^\s*((?:[a-z-]+\s+){1,3}?)(?:the|a|an|my|our)\s/.exec(normalised)?.[1]?.trim() ?? "";
}

/**
 * The piece read with the open segment's verb ("paint the shed") when that makes an outdoor job
 * the segment lacks, or one the piece would otherwise be read as another trade's ("the garden
 * wall" alone is a wall to build); else undefined. Pieces naming an indoor room, a size or their
 * own verb are left alone.
 */
export function outsideJob(openText: string, piece: ParsedDescription): string | undefined {
  if (piece.rooms.some((r) => !OUTDOOR_ROOMS.has(r))) return undefined;
  // A piece with its own verb ("new fence 12m", "lay a patio") is its own job already, and a bare
  // size ("4m x 3m", a chat answer) is the size of the one before.
  const bare = /^\s*(?:the|a|an|my|our|also)\b/.test(piece.normalised);
  const sized = Object.values(piece.dimensions).some((v) => v !== undefined);
  if ((piece.jobTypes.length > 0 || sized) && !bare) return undefined;
  const before = parseDescription(openText);
  const verb =
    before.rooms.length > 0 && !before.rooms.every((r) => OUTDOOR_ROOMS.has(r))
      ? before.normalised.slice(0, roomAt(before)).trim()
      : leadVerb(before.normalised);
  if (!verb) return undefined;
  const text = `${verb} ${piece.text.trim()}`.replace(
    /\b(the|a|an|my|our)\s+(?:the|a|an|my|our)\s+/i,
    "$1 ",
  );
  const again = parseDescription(text);
  const outdoor = again.jobTypes.some(
    (id) =>
      OUTSIDE_JOBS.has(id) &&
      (!before.jobTypes.includes(id) ||
        (piece.jobTypes.length > 0 && !piece.jobTypes.includes(id))),
  );
  return outdoor ? text : undefined;
}
