/**
 * Description parser: free text (plus optional measurements) → a structured job. Pure and
 * deterministic. Steps: normalise (lower case, number words → digits, units → canonical
 * "4m"/"40mm"/"12ft"/"20sqm" tokens), read dimensions in a fixed order consuming what it reads
 * (areas, then "L x W (x H)" pairs, then qualified single lengths, then bare lengths), read counts,
 * rooms and finishes, detect job types, then let the measurements panel override the text.
 */
import { detectJobs, JOB_ORDER, kitchenWallBand } from "./detect-jobs";
import { normalise, type Reader, readDimensions, type Unit } from "./parse-dimensions";
import { readCounts, readFinishes, readRooms } from "./parse-words";
import { resolvePronouns } from "./phrasing";
import type { DimensionKey, Dimensions, MeasurementInput, ParsedDescription } from "./types";
import { METRES_PER, round, toMetres } from "./units";

// ---- Measurements panel -------------------------------------------------------------------

const MEASUREMENT_LABELS: [RegExp, DimensionKey][] = [
  [/perimeter/, "perimeterM"],
  [/wall\s*area/, "wallAreaM2"],
  [/area|floor\s*space|footprint/, "areaM2"],
  [/height|high|tall|ceiling/, "heightM"],
  [/run|linear|fence|gutter|skirting/, "runM"],
  [/width|wide|breadth|depth|deep/, "widthM"],
  [/length|long/, "lengthM"],
];

function readMeasurements(measurements: readonly MeasurementInput[]): Dimensions {
  const dims: Dimensions = {};
  const walls: number[] = [];
  const unlabelled: number[] = [];
  for (const m of measurements) {
    if (!(m.value > 0) || !(m.unit in METRES_PER)) continue;
    const label = m.label.toLowerCase();
    const hit = MEASUREMENT_LABELS.find(([re]) => re.test(label));
    const key = hit?.[1];
    if (key === "areaM2" || key === "wallAreaM2") {
      const f = METRES_PER[m.unit];
      dims[key] = round(m.value * f * f, 4);
    } else if (key) {
      dims[key] = toMetres(m.value, m.unit);
    } else if (/\bwall\b/.test(label)) {
      walls.push(toMetres(m.value, m.unit));
    } else {
      unlabelled.push(toMetres(m.value, m.unit));
    }
  }
  if (walls.length >= 3 && dims.perimeterM === undefined) {
    dims.perimeterM = round(
      walls.reduce((a, b) => a + b, 0),
      4,
    );
  } else {
    unlabelled.unshift(...walls);
  }
  for (const value of unlabelled) {
    const slot = (["lengthM", "widthM", "heightM"] as const).find((k) => dims[k] === undefined);
    if (slot) dims[slot] = value;
  }
  return dims;
}

/**
 * The text without its closing full stops and white space: what `/[.\s]+$/` removes, read from
 * the end once (that pattern retries from every dot or space in the text: quadratic).
 */
export function stripTrailingStops(text: string): string {
  let end = text.length;
  while (end > 0) {
    const ch = text[end - 1] as string;
    if (ch !== "." && ch.trim() !== "") break;
    end--;
  }
  return text.slice(0, end);
}

// ---- Entry point --------------------------------------------------------------------------

export function parseDescription(
  text: string,
  measurements: readonly MeasurementInput[] = [],
): ParsedDescription {
  // "new fence 10m and stain it": the pronoun is the fence (./phrasing.ts).
  const normalised = resolvePronouns(
    normalise(text),
    (t) => detectJobs(t, readRooms(t)),
    JOB_ORDER,
  );
  const reader: Reader = { s: normalised, dims: {} };
  readDimensions(reader);
  const fromText = reader.dims;
  const counts = readCounts(reader.s);
  const rooms = readRooms(normalised);
  const finishes = readFinishes(normalised);
  const { jobs, assumed } = detectJobs(normalised, rooms);

  const fromPanel = readMeasurements(measurements);
  const dimensions: Dimensions = {};
  const sources: ParsedDescription["dimensionSources"] = {};
  const panelPlan =
    fromPanel.lengthM !== undefined ||
    fromPanel.widthM !== undefined ||
    fromPanel.areaM2 !== undefined;
  for (const key of Object.keys(fromText) as DimensionKey[]) {
    // A plan size from the panel replaces the text's plan size as a whole.
    if (panelPlan && (key === "areaM2" || key === "lengthM" || key === "widthM")) continue;
    const v = fromText[key];
    if (v !== undefined) {
      dimensions[key] = v;
      sources[key] = "text";
    }
  }
  for (const key of Object.keys(fromPanel) as DimensionKey[]) {
    const v = fromPanel[key];
    if (v !== undefined) {
      dimensions[key] = v;
      sources[key] = "measurement";
    }
  }

  kitchenWallBand(jobs, assumed, rooms, dimensions);

  const coats = counts.coat;
  const repeat = /(?<!\d)(\d+(?:\.\d+)?)(cm|mm|m)\s*(?:pattern\s*)?(?:repeat|drop)/.exec(
    normalised,
  );
  const patternRepeatM = repeat ? toMetres(Number(repeat[1]), repeat[2] as Unit) : undefined;

  return {
    text,
    normalised: normalised.trim(),
    jobTypes: JOB_ORDER.filter((id) => jobs.has(id)),
    assumedSurfaces: JOB_ORDER.filter((id) => assumed.has(id)),
    rooms,
    dimensions,
    dimensionSources: sources,
    counts,
    ...(coats !== undefined && coats > 0 ? { coats } : {}),
    finishes,
    newPlaster: /\bnewplaster\b|\bmistcoat\b/.test(normalised),
    ...(patternRepeatM !== undefined ? { patternRepeatM } : {}),
  };
}
