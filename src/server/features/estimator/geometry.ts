/**
 * Resolves the dimensions a takeoff needs, filling gaps with clearly stated typical UK defaults
 * and asking for the real figure whenever a default was used.
 */
import { quantityWithUnit } from "../../../shared/quantities";
import type { ParsedDescription } from "./types";
import { type Draft, fmt, round } from "./units";

export const STANDARD_CEILING_HEIGHT_M = 2.4;
/** Opening allowances deducted from wall areas: a 762 × 1981 door in its lining, a typical window. */
export const DOOR_OPENING_M2 = 1.9;
export const WINDOW_OPENING_M2 = 1.5;
/** Width taken out of a skirting run for each doorway (door 762 mm + linings). */
export const DOORWAY_WIDTH_M = 0.9;

interface RoomDefault {
  label: string;
  length: number;
  width: number;
}

/** Typical UK room sizes used when none is given. */
export const ROOM_DEFAULTS: Record<string, RoomDefault> = {
  "master bedroom": { label: "master bedroom", length: 4, width: 3.6 },
  "double bedroom": { label: "double bedroom", length: 3.5, width: 3.2 },
  bedroom: { label: "double bedroom", length: 3.5, width: 3.2 },
  "single bedroom": { label: "single bedroom", length: 2.8, width: 2.2 },
  lounge: { label: "lounge", length: 4.5, width: 3.6 },
  "kitchen diner": { label: "kitchen diner", length: 6, width: 3.5 },
  kitchen: { label: "kitchen", length: 4, width: 3 },
  "en-suite": { label: "en-suite", length: 2, width: 1.6 },
  bathroom: { label: "bathroom", length: 2.5, width: 2 },
  cloakroom: { label: "cloakroom", length: 1.6, width: 1 },
  hallway: { label: "hallway", length: 4.5, width: 1.2 },
  landing: { label: "landing", length: 3, width: 1.2 },
  stairs: { label: "stairwell", length: 3.5, width: 1 },
  "dining room": { label: "dining room", length: 3.8, width: 3.2 },
  "utility room": { label: "utility room", length: 2.5, width: 1.8 },
  conservatory: { label: "conservatory", length: 3.5, width: 3 },
  office: { label: "home office", length: 3, width: 2.5 },
  garage: { label: "single garage", length: 5, width: 2.6 },
  porch: { label: "porch", length: 2, width: 1.5 },
};

const GENERIC_ROOM: RoomDefault = { label: "room", length: 3.5, width: 3.2 };

export function roomDefault(p: ParsedDescription): RoomDefault {
  for (const r of p.rooms) {
    const d = ROOM_DEFAULTS[r];
    if (d) return d;
  }
  return GENERIC_ROOM;
}

export function roomName(p: ParsedDescription): string {
  const r = p.rooms.find((x) => ROOM_DEFAULTS[x]);
  return r ? (ROOM_DEFAULTS[r]?.label ?? r) : "room";
}

export interface RoomGeometry {
  length: number;
  width: number;
  height: number;
  floorArea: number;
  perimeter: number;
  doors: number;
  windows: number;
}

/** Plan size of a room: measurements, text, or a typical size for the room type. */
export function room(
  p: ParsedDescription,
  d: Draft,
  opts: { height?: boolean } = {},
): RoomGeometry {
  const dims = p.dimensions;
  const def = roomDefault(p);
  const name = roomName(p);
  let length = dims.lengthM;
  let width = dims.widthM;
  let floorArea = dims.areaM2;
  if (length !== undefined && width !== undefined) {
    floorArea ??= length * width;
  } else if (floorArea !== undefined) {
    if (length !== undefined) width = floorArea / length;
    else {
      length = Math.sqrt(floorArea);
      width = length;
      if (dims.perimeterM === undefined && opts.height) {
        d.assumptions.push(
          `Room taken as square (${fmt(length)} m × ${fmt(width)} m) to work out the wall length from ${fmt(floorArea)} m²`,
        );
        d.questions.push(`What are the ${name}'s length and width?`);
      }
    }
  } else if (length !== undefined) {
    width = def.width;
    floorArea = length * width;
    d.assumptions.push(`Width of ${fmt(width)} m assumed (typical ${def.label})`);
    d.questions.push(`How wide is the ${name}?`);
  } else {
    length = def.length;
    width = def.width;
    floorArea = length * width;
    d.assumptions.push(
      `A typical ${def.label} ${fmt(length)} m × ${fmt(width)} m (${fmt(floorArea)} m²) assumed`,
    );
    d.questions.push(`What are the ${name}'s length and width (or floor area in m²)?`);
  }
  const w = width ?? def.width;
  const l = length ?? def.length;
  let height = dims.heightM;
  if (height === undefined) {
    height = STANDARD_CEILING_HEIGHT_M;
    if (opts.height) {
      d.assumptions.push(`Walls ${fmt(height)} m high assumed (standard UK ceiling height)`);
      d.questions.push(`What is the ceiling height in the ${name}?`);
    }
  }
  return {
    length: round(l, 4),
    width: round(w, 4),
    height,
    floorArea: round(floorArea, 4),
    perimeter: round(dims.perimeterM ?? 2 * (l + w), 4),
    doors: p.counts.door ?? 1,
    windows:
      p.counts.window ?? (p.rooms.includes("hallway") || p.rooms.includes("landing") ? 0 : 1),
  };
}

/** Net wall area of a room: perimeter × height − openings (or a stated wall area). */
export function roomWalls(
  p: ParsedDescription,
  d: Draft,
): { area: number; geometry: RoomGeometry } {
  if (p.dimensions.wallAreaM2 !== undefined) {
    const g = room(p, d);
    return { area: p.dimensions.wallAreaM2, geometry: g };
  }
  const g = room(p, d, { height: true });
  const openings = g.doors * DOOR_OPENING_M2 + g.windows * WINDOW_OPENING_M2;
  const gross = g.perimeter * g.height;
  const area = round(Math.max(gross - openings, gross * 0.5), 4);
  d.assumptions.push(
    `Wall area ${fmt(g.perimeter)} m perimeter × ${fmt(g.height)} m = ${fmt(gross)} m², less ${quantityWithUnit(g.doors, "door")} at ${DOOR_OPENING_M2} m² and ${quantityWithUnit(g.windows, "window")} at ${WINDOW_OPENING_M2} m² = ${fmt(area)} m²`,
  );
  return { area, geometry: g };
}

/** A flat plan area (patio, deck, loft...): area, or length × width, or a stated default. */
export function planArea(
  p: ParsedDescription,
  d: Draft,
  def: { length: number; width: number; label: string; ask: string },
): { area: number; length: number; width: number } {
  const dims = p.dimensions;
  if (dims.lengthM !== undefined && dims.widthM !== undefined) {
    return {
      area: round(dims.areaM2 ?? dims.lengthM * dims.widthM, 4),
      length: dims.lengthM,
      width: dims.widthM,
    };
  }
  if (dims.areaM2 !== undefined) {
    const side = Math.sqrt(dims.areaM2);
    const length = dims.lengthM ?? side;
    return { area: dims.areaM2, length, width: dims.areaM2 / length };
  }
  const length = dims.lengthM ?? def.length;
  const width = def.width;
  if (dims.lengthM !== undefined) {
    d.assumptions.push(`Width of ${fmt(width)} m assumed (typical ${def.label})`);
  } else {
    d.assumptions.push(
      `A typical ${def.label} ${fmt(length)} m × ${fmt(width)} m (${fmt(length * width)} m²) assumed`,
    );
  }
  d.questions.push(def.ask);
  return { area: round(length * width, 4), length, width };
}

/** A wall face (brick wall, tiled wall, splashback): length × height, or a wall area. */
export function wallFace(
  p: ParsedDescription,
  d: Draft,
  def: { length: number; height: number; label: string; ask: string },
): { area: number; length: number; height: number } {
  const dims = p.dimensions;
  const stated = dims.wallAreaM2 ?? dims.areaM2;
  let length = dims.lengthM ?? dims.runM;
  let height = dims.heightM ?? (dims.lengthM !== undefined ? dims.widthM : undefined);
  if (stated !== undefined && (length === undefined || height === undefined)) {
    height ??= def.height;
    length = stated / height;
    return { area: stated, length: round(length, 4), height };
  }
  if (length === undefined) {
    length = def.length;
    d.assumptions.push(`${def.label} ${fmt(length)} m long assumed`);
    d.questions.push(def.ask);
  }
  if (height === undefined) {
    height = def.height;
    d.assumptions.push(`${def.label} ${fmt(height)} m high assumed`);
    d.questions.push(`How high is the ${def.label.toLowerCase()}?`);
  }
  return { area: round(length * height, 4), length, height };
}

/** A linear run (fence, gutter): run, or length, or a stated default. */
export function linearRun(
  p: ParsedDescription,
  d: Draft,
  def: { length: number; label: string; ask: string },
): number {
  const v = p.dimensions.runM ?? p.dimensions.lengthM ?? p.dimensions.perimeterM;
  if (v !== undefined) return v;
  d.assumptions.push(`${def.label} of ${fmt(def.length)} m assumed`);
  d.questions.push(def.ask);
  return def.length;
}

/** How a trim (skirting, scotia) is cut from stock lengths. */
export interface CutPlan {
  /** Stock lengths bought. */
  lengths: number;
  /** Pieces fitted, after cutting at doorways and joining walls longer than a length. */
  pieces: number;
  /** Scarf joints on walls longer than one stock length. */
  joints: number;
  /** Offcut left over, metres. */
  offcutM: number;
}

/**
 * Wall runs cut from stock lengths, first-fit decreasing: each piece gets `allowance` for its mitre
 * or scribe; a wall longer than a length is a full length plus the rest, scarf-jointed (the joint
 * costs another allowance). Offcuts from long walls are used on short ones, which is why the
 * bought length stays close to the run instead of a flat percentage on top.
 */
export function cutPlan(runs: readonly number[], stock: number, allowance = 0.05): CutPlan {
  const pieces: number[] = [];
  let joints = 0;
  for (const run of runs) {
    let rest = run;
    if (rest <= 1e-9) continue;
    while (rest + allowance > stock + 1e-9) {
      pieces.push(stock);
      rest -= stock - allowance;
      joints++;
    }
    pieces.push(round(rest + allowance, 4));
  }
  pieces.sort((a, b) => b - a);
  const bins: number[] = [];
  for (const piece of pieces) {
    const i = bins.findIndex((used) => used + piece <= stock + 1e-9);
    if (i >= 0) bins[i] = (bins[i] ?? 0) + piece;
    else bins.push(piece);
  }
  const used = pieces.reduce((s, x) => s + x, 0);
  return {
    lengths: bins.length,
    pieces: pieces.length,
    joints,
    offcutM: round(bins.length * stock - used, 4),
  };
}

/**
 * The walls of a rectangular room as skirting runs, doorways taken out: doors go on the longest
 * walls first, each near a corner so a wall with one door is one piece.
 */
export function wallRuns(length: number, width: number, doors: number): number[] {
  const walls = [length, length, width, width].sort((a, b) => b - a);
  const onWall = walls.map(() => 0);
  for (let i = 0; i < doors; i++) onWall[i % 4] = (onWall[i % 4] ?? 0) + 1;
  const runs: number[] = [];
  walls.forEach((wall, i) => {
    const n = onWall[i] ?? 0;
    const net = wall - n * DOORWAY_WIDTH_M;
    if (net <= 1e-9) return;
    const parts = Math.max(1, n);
    for (let k = 0; k < parts; k++) runs.push(round(net / parts, 4));
  });
  return runs;
}
