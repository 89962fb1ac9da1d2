/** The bathroom's size: said, or a typical bathroom assumed and asked. */
import { room } from "../../geometry";
import type { ParsedDescription } from "../../types";
import { type Draft, fmt, newDraft } from "../../units";

export const DEFAULT_LENGTH = 2.5;
export const DEFAULT_WIDTH = 2;
export const DEFAULT_HEIGHT = 2.4;

export interface BathroomSize {
  length: number;
  width: number;
  height: number;
  floor: number;
  perimeter: number;
}

/** The room: one question for what is missing; the height only when walls are tiled to it. */
export function bathroomSize(p: ParsedDescription, d: Draft, walls = true): BathroomSize {
  const g = room(p, newDraft());
  const dims = p.dimensions;
  const plan =
    (dims.lengthM !== undefined && dims.widthM !== undefined) || dims.areaM2 !== undefined;
  const height = dims.heightM ?? (walls ? undefined : DEFAULT_HEIGHT);
  const name = p.rooms.includes("en-suite") ? "en-suite" : "bathroom";
  if (!plan && height === undefined) {
    d.questions.push(
      `${name === "bathroom" ? "Bathroom" : "En-suite"} size (length × width) and ceiling height?`,
    );
  } else if (!plan) {
    d.questions.push(`${name === "bathroom" ? "Bathroom" : "En-suite"} size (length × width)?`);
  } else if (height === undefined) {
    d.questions.push(`Ceiling height in the ${name}?`);
  }
  if (!plan) d.assumptions.push(`A typical ${name} ${fmt(g.length)} m × ${fmt(g.width)} m assumed`);
  if (height === undefined) d.assumptions.push(`Ceiling ${DEFAULT_HEIGHT} m high assumed`);
  return {
    length: g.length,
    width: g.width,
    height: height ?? DEFAULT_HEIGHT,
    floor: g.floorArea,
    perimeter: g.perimeter,
  };
}
