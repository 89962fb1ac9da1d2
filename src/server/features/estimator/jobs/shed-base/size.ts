/** The shed's footprint: metres as written, a bare "8x6" read as feet, or asked. */
import type { ParsedDescription } from "../../types";
import { type Draft, fmt, round } from "../../units";

export const FT = 0.3048;
export const MARGIN_M = 0.1;
export const DEFAULT_SHED_FT: [number, number] = [8, 6];

/** A bare "8x6" (no unit written) as the text gives it, for the feet rule. */
const BARE_PAIR = /(?<![\d.])(\d+)\s*(?:x|by)\s*(\d+)(?![\d.])(?!\s*(?:m|mm|cm|ft|in|sqm)\b)/;

const SHED_WORD = "(?:shed|summer ?house|garden (?:room|office|building)|log cabin|greenhouse)";
const SIZE = String.raw`\d+(?:\.\d+)?(?:m|ft)?\s*(?:x|by)\s*\d+(?:\.\d+)?(?:m|ft)?`;
/** A size written next to the shed: "shed base 3m x 2m", "for an 8x6 shed", "shed 10 x 8". */
const SIZE_BY_SHED = new RegExp(
  String.raw`\b${SHED_WORD}\b(?:\s+(?:base|foundation|pad|slab)s?)?\s*(?:(?:of|is|about|approx\w*|measuring)\s+)?${SIZE}|${SIZE}\s*(?:\w+\s+)?${SHED_WORD}\b|\b(?:base|foundation|pad|slab)\s*(?:of\s+)?${SIZE}`,
);
const OTHER_PLAN_JOBS = new Set(["patio", "block-paving", "decking", "artificial-grass"]);

/**
 * Whether the size in the text is the shed's: alone it is; beside another job with a plan size
 * ("patio 4m x 3m and a shed base", read as one piece) only when written next to the shed.
 */
function ownSize(p: ParsedDescription): boolean {
  if (!p.jobTypes.some((id) => OTHER_PLAN_JOBS.has(id))) return true;
  return SIZE_BY_SHED.test(p.normalised);
}

/**
 * A bare "8x6" the takeoff reads as feet (sheds are sold in feet), as written, or undefined; the
 * composite's label (rooms.ts) says "ft" by the same rule.
 */
export function shedFeet(p: ParsedDescription): [number, number] | undefined {
  const { lengthM, widthM } = ownSize(p) ? p.dimensions : {};
  const bare = BARE_PAIR.exec(p.normalised);
  const a = Number(bare?.[1]);
  const b = Number(bare?.[2]);
  const feet =
    bare &&
    a === lengthM &&
    b === widthM &&
    Math.min(a, b) >= 4 &&
    Math.max(a, b) >= 6 &&
    Math.max(a, b) <= 20;
  return feet ? [a, b] : undefined;
}

/** The shed's footprint in metres, from the text, asked for when missing. */
export function shedSize(p: ParsedDescription, d: Draft): { length: number; width: number } {
  const { lengthM, widthM, areaM2 } = ownSize(p) ? p.dimensions : {};
  if (lengthM !== undefined && widthM !== undefined) {
    const feet = shedFeet(p);
    if (feet) {
      const [a, b] = feet;
      const length = round(a * FT, 4);
      const width = round(b * FT, 4);
      d.assumptions.push(
        `"${a}x${b}" read as feet, as sheds are sold: ${fmt(length)} × ${fmt(width)} m`,
      );
      return { length, width };
    }
    return { length: lengthM, width: widthM };
  }
  if (areaM2 !== undefined) {
    const side = round(Math.sqrt(areaM2), 4);
    return { length: side, width: side };
  }
  d.questions.push("What size is the shed (e.g. 8 x 6 ft)?");
  const [a, b] = DEFAULT_SHED_FT;
  d.assumptions.push(`An ${a} × ${b} ft shed assumed (${fmt(a * FT)} × ${fmt(b * FT)} m)`);
  return { length: round(a * FT, 4), width: round(b * FT, 4) };
}
