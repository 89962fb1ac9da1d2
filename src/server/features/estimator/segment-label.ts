/**
 * What a segment of a several-room description is called ("Living room 5 × 4 m", "Bedrooms (2)
 * 3.5 × 3 m", "Knock-through 3.2 m") and where a knock-through's own details go (./rooms.ts).
 */
import { houseRewire } from "./jobs/electrical/detect";
import { shedFeet } from "./jobs/shed-base/size";
import { roomPhrase } from "./outside-job";
import type { ParsedDescription } from "./types";
import { fmt } from "./units";

// A segment with no room is named by its job's own noun: "Patio 4 × 3 m", "Block paving 6 × 5 m".
const jobNoun = (p: ParsedDescription) => (p.jobTypes[0] ?? "job").replace(/-/g, " ");

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const roomCount = (p: ParsedDescription, n = p.counts.bedroom ?? p.counts.room ?? 1) =>
  n >= 1 && n <= 10 && !houseRewire(p) ? n : 1;

const onlyLintels = (p: ParsedDescription) =>
  p.jobTypes.length > 0 && p.jobTypes.every((id) => id === "lintels");
const KNOCK = /\bknock\w*[- ]?through\b/;

export function labelFor(p: ParsedDescription, count: number): string {
  // A knock-through is named by its opening, never as a room of the opening's or beam's size.
  const { openingM, beamM } = p.dimensions;
  if (onlyLintels(p) && (KNOCK.test(p.normalised) || (openingM ?? beamM) !== undefined)) {
    const name = KNOCK.test(p.normalised) ? "Knock-through" : "Opening";
    return openingM !== undefined ? `${name} ${fmt(openingM)} m` : name;
  }
  const wall = /\b(?:garden|boundary) walls?\b/.exec(p.normalised)?.[0];
  let name = capital(wall ?? (houseRewire(p) ? "house" : roomPhrase(p)?.[0]) ?? jobNoun(p));
  if (count > 1) name = `${/s$/.test(name) ? name : `${name}s`} (${count})`;
  const { lengthM: l, widthM: w, areaM2: a } = p.dimensions;
  // "for an 8x6 shed" is read in feet by the takeoff: the label says so.
  const shed = p.jobTypes.includes("shed-base") || p.jobTypes.includes("shed-painting");
  const feet = shed ? shedFeet(p) : undefined;
  if (feet) return `${name} ${feet[0]} × ${feet[1]} ft`;
  if (l !== undefined && w !== undefined) return `${name} ${fmt(l)} × ${fmt(w)} m`;
  if (a !== undefined) return `${name} ${fmt(a)} m²`;
  const run = p.dimensions.runM ?? l;
  if (run !== undefined) return `${name} ${fmt(run)} m`;
  return name;
}

// What only a knock-through's steel is about: its size, padstones, the engineer's calculation.
const STRUCTURAL_WORDS = /\b(?:padstones?|ub|rsjs?|steels?|beams?|strongboys?|acrows?|calc\w*)\b/;

/**
 * "engineer's calc says 203x133 UB", "3.8m long with padstones" after the rest of the job: the
 * open segment holding the lintel or steel, not the room before (-1: none).
 */
export function structuralHome(open: readonly { ids: Set<string> }[], p: ParsedDescription) {
  if (p.rooms.length > 0 || !p.jobTypes.every((id) => id === "lintels")) return -1;
  if (p.jobTypes.length === 0 && !STRUCTURAL_WORDS.test(p.normalised)) return -1;
  return open.findIndex((o) => o.ids.has("lintels"));
}
