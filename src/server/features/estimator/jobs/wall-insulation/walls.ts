/** Which walls, how big, and the window and door openings in them. */
import type { ParsedDescription } from "../../types";
import { type Draft, fmt, round } from "../../units";
import { DOOR_H, DOOR_W, WINDOW_H, WINDOW_W } from "../rendering";

export const DEFAULT_WALL_LENGTH = 4;
export const DEFAULT_WALL_HEIGHT = 2.4;
/** Taller than a room's wall (Victorian ceilings reach about 3 m): a room's plan size instead. */
export const MAX_WALL_HEIGHT = 3;

export interface Wall {
  length: number;
  height: number;
}

const PAIR = /(?<![\d.])(\d+(?:\.\d+)?)\s*(?:m\s*)?(?:x|by)\s*(\d+(?:\.\d+)?)\s*m\b/g;
export const WALLS_QUESTION = "Which walls and how big (length × height), and how many windows?";

/**
 * The walls: every "4m x 2.4m" is one wall's length × height ("2 walls 4m x 2.4m" is two), or
 * "5m long 2.4m high", or a wall area. Nothing said is one question for walls and windows.
 */
export function wallsOf(p: ParsedDescription, d: Draft): { walls: Wall[]; area: number } {
  const pairs = [...p.normalised.matchAll(PAIR)].map((m) => ({
    length: Number(m[1]),
    height: Number(m[2]),
  }));
  const dims = p.dimensions;
  let walls: Wall[] = pairs;
  const only = pairs.length === 1 ? pairs[0] : undefined;
  if (only && p.rooms.length > 0 && only.height > MAX_WALL_HEIGHT) {
    // "the lounge 4m x 3.5m" is the room's plan, not a wall 3.5 m high: its longest wall is
    // taken as the outside one, and which walls is asked.
    const length = Math.max(only.length, only.height);
    const height = dims.heightM ?? DEFAULT_WALL_HEIGHT;
    walls = [{ length, height }];
    d.questions.push(WALLS_QUESTION);
    d.assumptions.push(
      `${fmt(only.length)} × ${fmt(only.height)} m read as the room's plan: one outside wall ${fmt(length)} m long and ${fmt(height)} m high assumed`,
    );
  } else if (only && (p.counts.wall ?? 1) > 1) {
    walls = Array.from({ length: p.counts.wall ?? 1 }, () => pairs[0] as Wall);
  } else if (pairs.length === 0) {
    const stated = dims.wallAreaM2 ?? dims.areaM2;
    const length = dims.lengthM ?? dims.runM;
    if (stated !== undefined && (length === undefined || dims.heightM === undefined)) {
      const height = dims.heightM ?? DEFAULT_WALL_HEIGHT;
      return { walls: [{ length: round(stated / height, 4), height }], area: stated };
    }
    if (length === undefined) {
      d.questions.push(WALLS_QUESTION);
      d.assumptions.push(
        `One wall ${DEFAULT_WALL_LENGTH} m long and ${DEFAULT_WALL_HEIGHT} m high assumed`,
      );
    } else if (dims.heightM === undefined) {
      d.questions.push("How high are the walls (floor to ceiling)?");
      d.assumptions.push(`Walls ${DEFAULT_WALL_HEIGHT} m high assumed`);
    }
    walls = [
      { length: length ?? DEFAULT_WALL_LENGTH, height: dims.heightM ?? DEFAULT_WALL_HEIGHT },
    ];
  }
  const area = round(
    walls.reduce((s, w) => s + w.length * w.height, 0),
    4,
  );
  return { walls, area };
}

/** The opening sizes used, for the area's working. */
export const openingSizes = (windows: number, doors: number) => {
  const sizes = [
    ...(windows > 0 ? [`window ${WINDOW_W} × ${WINDOW_H} m`] : []),
    ...(doors > 0 ? [`door ${DOOR_W} × ${DOOR_H} m`] : []),
  ];
  return sizes.length > 0 ? ` (${sizes.join(", ")})` : "";
};
