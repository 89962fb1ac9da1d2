/**
 * The description parser's first steps (./parse.ts): normalise the text (lower case, number words
 * as digits, units as canonical "4m"/"40mm"/"12ft"/"20sqm" tokens), then read dimensions in a
 * fixed order, consuming what it reads: areas, "L x W (x H)" pairs, qualified single lengths,
 * bare lengths.
 */

import type { DimensionKey, Dimensions, LengthUnit } from "./types";
import { fixTypos } from "./typos";
import { round, toMetres } from "./units";

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
};

const SQFT_TO_M2 = 0.09290304;

/** Lower-case, digits for number words, canonical unit tokens attached to their numbers. */
export function normalise(text: string): string {
  let s = ` ${fixTypos(text.toLowerCase())} `;
  s = s
    .replace(/[²]/g, "2")
    .replace(/[×]/g, " x ")
    .replace(/[’‘′`]/g, "'")
    .replace(/[“”″]/g, '"')
    .replace(/(\d),(\d{3})(?!\d)/g, "$1$2")
    // Sentence punctuation ends a measurement ("4.5m x 3.6m.") but a decimal point does not.
    .replace(/[.,;!?](?!\d)/g, " ")
    .replace(/\bcolor/g, "colour")
    .replace(/\bgray\b/g, "grey")
    .replace(/\s+/g, " ");
  // Number words (compound tens first, then single words) and idioms.
  s = s.replace(
    /\b(twenty|thirty|forty|fifty)[- ](one|two|three|four|five|six|seven|eight|nine)\b/g,
    (_m, t: string, u: string) => String((WORD_NUMBERS[t] ?? 0) + (WORD_NUMBERS[u] ?? 0)),
  );
  s = s
    .replace(/\bhalf a dozen\b/g, "6")
    .replace(/\ba dozen\b/g, "12")
    .replace(/\ba (?:couple|pair) of\b/g, "2")
    .replace(/\bdouble glazed\b/g, "doubleglazed");
  s = s.replace(
    /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty)\b/g,
    (w) => String(WORD_NUMBERS[w] ?? w),
  );
  s = s.replace(/(?<!\d)(\d+) and a half\b/g, (_m, n: string) => `${n}.5`);
  s = s.replace(/\bmist coats?\b/g, "mistcoat");
  s = s.replace(
    /\b(?:new(?:ly)?|fresh(?:ly)?|bare|recently)\s+(?:skimmed|plastered|plaster)\b/g,
    " newplaster ",
  );
  // Areas → "20sqm" / "200sqft".
  s = s.replace(
    /(\d)\s*(?:square\s*(?:met(?:er|re)s?|mtrs?|m)|sq\.?\s*(?:met(?:er|re)s?|mtrs?|m)|sqm|m2|met(?:er|re)s?\s*squared|m\s*squared)(?![a-z0-9])/g,
    "$1sqm",
  );
  s = s.replace(
    /(\d)\s*(?:square\s*(?:feet|foot|ft)|sq\.?\s*(?:feet|foot|ft)|sqft|ft2|feet\s*squared)(?![a-z0-9])/g,
    "$1sqft",
  );
  // "15 linear metres", "12 running metres" → "15m run".
  s = s.replace(
    /(\d)\s*(?:linear|lin\.?|running|lineal)\s*(?:met(?:er|re)s?|mtrs?|m)(?![a-z0-9])/g,
    "$1m run",
  );
  // 12'6" / 12ft 6in / 12 feet 6 inches → metres.
  s = s.replace(
    /(?<!\d)(\d+)\s*(?:'|ft|feet|foot)\s*(\d+(?:\.\d+)?)\s*(?:"|in\b|inch(?:es)?\b)/g,
    (_m, ft: string, inch: string) => `${round(Number(ft) * 0.3048 + Number(inch) * 0.0254, 4)}m`,
  );
  // Length units → canonical tokens.
  s = s
    .replace(/(\d)\s*(?:millimet(?:er|re)s?|mm)(?![a-z0-9])/g, "$1mm")
    .replace(/(\d)\s*(?:centimet(?:er|re)s?|cms?)(?![a-z0-9])/g, "$1cm")
    .replace(/(\d)\s*(?:met(?:er|re)s?|mtrs?|m)(?![a-z0-9])/g, "$1m")
    .replace(/(\d)\s*(?:feet|foot|ft|')(?![a-z0-9])/g, "$1ft")
    .replace(/(\d)\s*(?:inches|inch|ins|")(?![a-z0-9])/g, "$1in");
  // 12ft 6in / 12ft6 → metres.
  s = s.replace(/(?<!\d)(\d+)ft\s*(\d+(?:\.\d+)?)in\b/g, (_m, ft: string, inch: string) => {
    return `${round(Number(ft) * 0.3048 + Number(inch) * 0.0254, 4)}m`;
  });
  return s.replace(/\s+/g, " ");
}

export type Unit = LengthUnit;
const L = String.raw`(?<!\d)(\d+(?:\.\d+)?)(mm|cm|m|ft|in)?(?![a-wyz0-9.])`;
const LU = String.raw`(?<!\d)(\d+(?:\.\d+)?)(mm|cm|m|ft|in)(?![a-z0-9.])`;
const SEP = String.raw`\s*(?:x|by|\*)\s*`;

function metres(value: string, unit: string | undefined, fallback: Unit): number {
  const u = (unit as Unit | undefined) ?? fallback;
  return toMetres(Number(value), u);
}

export interface Reader {
  s: string;
  dims: Dimensions;
}

/** Replace a match with a placeholder so later passes do not read it again. */
function consume(r: Reader, re: RegExp, onMatch: (m: RegExpExecArray) => boolean | undefined) {
  const global = new RegExp(re.source, "g");
  const out: string[] = [];
  let last = 0;
  for (let m = global.exec(r.s); m; m = global.exec(r.s)) {
    if (m[0].length === 0) global.lastIndex++;
    // A match left in place is not cut out: the text between used matches is one slice.
    if (onMatch(m) === false) continue;
    out.push(r.s.slice(last, m.index), " ¦ ");
    last = m.index + m[0].length;
  }
  if (out.length === 0) return;
  out.push(r.s.slice(last));
  r.s = out.join("");
}

function setDim(r: Reader, key: DimensionKey, value: number) {
  if (!(value > 0) || r.dims[key] !== undefined) return false;
  r.dims[key] = round(value, 4);
  return true;
}

const LINEAR_NOUN = String.raw`(?:fenc\w*|gutter\w*|skirting\w*|hedge|run|edging|coping)`;

export function readDimensions(r: Reader) {
  // 1. Areas.
  consume(r, /(?<!\d)(\d+(?:\.\d+)?)(sqm|sqft)/, (m) => {
    const value = Number(m[1]) * (m[2] === "sqft" ? SQFT_TO_M2 : 1);
    const after = r.s.slice(m.index + m[0].length, m.index + m[0].length + 22);
    const before = r.s.slice(Math.max(0, m.index - 22), m.index);
    const wall =
      /^\s*(?:of\s+)?(?:\w+\s+)?(?:wall|walling|wall area)/.test(after) ||
      /walls?(?:\s*area)?(?:\s*(?:of|is|are|:|=|about|approx\.?|roughly|total(?:ling)?))?\s*$/.test(
        before,
      );
    return setDim(r, wall ? "wallAreaM2" : "areaM2", value);
  });
  // 2. "L x W (x H)" with an optional qualifier on the last figure.
  const pair = new RegExp(
    `${L}${SEP}${L}(?:${SEP}${L})?(?:\\s*(high|tall|height|long|wide|deep))?`,
  );
  consume(r, pair, (m) => {
    const units = [m[2], m[4], m[6]];
    const values = [m[1], m[3], m[5]];
    const given = units.filter((u): u is string => !!u);
    const numbers = values.filter((v): v is string => !!v).map(Number);
    const fallback: Unit =
      (given[given.length - 1] as Unit | undefined) ?? (Math.max(...numbers) >= 100 ? "mm" : "m");
    const unitFor = (i: number): Unit => {
      const own = units[i];
      if (own) return own as Unit;
      for (let j = i + 1; j < units.length; j++) if (units[j]) return units[j] as Unit;
      return fallback;
    };
    const a = metres(m[1] ?? "0", undefined, unitFor(0));
    const b = metres(m[3] ?? "0", undefined, unitFor(1));
    const inMm = [0, 1, 2].every((i) => !values[i] || unitFor(i) === "mm");
    const next = r.s.slice(m.index + m[0].length, m.index + m[0].length + 30);
    const productSize =
      (inMm && Math.max(a, b) < 2.5) ||
      (Math.max(a, b) < 2.5 &&
        /^\s*(?:mm\s*)?(?:[a-z]+\s+)?(?:tiles?|slabs?|sheets?|boards?|plasterboard|cls|timber|studs?|doors?|radiators?|rads?|blocks?|bricks?|panels?)\b/.test(
          next,
        ));
    if (productSize) return true; // a product size such as "600 x 600 tiles": read, not a dimension
    if (r.dims.lengthM !== undefined && r.dims.widthM !== undefined) return false;
    if (m[5]) {
      const c = metres(m[5], undefined, unitFor(2));
      setDim(r, "lengthM", a);
      setDim(r, "widthM", b);
      setDim(r, "heightM", c);
    } else if (m[7] === "high" || m[7] === "tall" || m[7] === "height") {
      setDim(r, "lengthM", a);
      setDim(r, "heightM", b);
    } else {
      setDim(r, "lengthM", a);
      setDim(r, "widthM", b);
    }
    return true;
  });
  // 2b. Lengths said of an opening, a beam, a steel or a lintel: never a room's size.
  structuralLengths(r);
  // 3. Labelled single lengths: "ceiling height 2.4m", "perimeter of 14m", "run of 10m".
  const label = (words: string) =>
    new RegExp(
      `\\b(?:${words})\\s*(?:of|is|are|at|:|=|about|approx\\.?|roughly|around|measures|measuring)?\\s*(?:of|about|approx\\.?|around)?\\s*${LU}`,
    );
  const prefixed: [string, DimensionKey][] = [
    ["ceiling heights?|room height|height|ceilings|ceiling|walls are|walls is", "heightM"],
    ["perimeter", "perimeterM"],
    ["run|total length|length of run", "runM"],
    ["length", "lengthM"],
    ["width", "widthM"],
  ];
  for (const [words, key] of prefixed) {
    consume(r, label(words), (m) => setDim(r, key, metres(m[1] ?? "0", m[2], "m")));
  }
  // 4. Qualified single lengths: "2.4m high", "10m run", "a 6m fence", "4m long".
  const suffixed: [string, DimensionKey][] = [
    ["high|tall|in height|height|ceilings?", "heightM"],
    ["perimeter", "perimeterM"],
    [`run|in total|of ${LINEAR_NOUN}|(?:\\w+\\s+)?${LINEAR_NOUN}`, "runM"],
    ["long|in length|length", "lengthM"],
    ["wide|in width|width|deep|depth", "widthM"],
    ["(?:\\w+\\s+)?wall", "lengthM"],
  ];
  for (const [words, key] of suffixed) {
    consume(r, new RegExp(`${LU}\\s*(?:${words})\\b`), (m) =>
      setDim(r, key, metres(m[1] ?? "0", m[2], "m")),
    );
  }
  // Wallpaper pattern repeats are not room sizes.
  consume(r, new RegExp(`${LU}\\s*(?:pattern\\s*)?(?:repeat|drop)`), () => true);
  // 5. Bare lengths with a unit fill length, then width.
  consume(r, new RegExp(LU), (m) => {
    const value = metres(m[1] ?? "0", m[2], "m");
    if (m[2] === "mm" && value < 0.5) return false; // "100mm insulation", "12.5mm board"
    if (m[2] === "cm" && value < 0.3) return false;
    return setDim(r, "lengthM", value) || setDim(r, "widthM", value);
  });
}

const MEMBER = "(?:openings?|knock[- ]?throughs?|beams?|steels?|rsjs?|ub|lintels?)";
const STRUCTURAL_AFTER = new RegExp(
  String.raw`${LU}\s*(?:(?:long|wide)\s+)?(?:(?:new|steel|structural|universal|concrete)\s+)?${MEMBER}\b`,
);
const STRUCTURAL_BEFORE = new RegExp(
  String.raw`\b${MEMBER}\s*(?:(?:of|is|at|about|approx|roughly|around|measuring|:|=)\s*)?${LU}(?:\s*(?:long|wide|span|in length)\b)?`,
);

/**
 * "3.2m opening", "opening of 1.8m wide" → the opening; "beam 3.8m long", "RSJ 4m", "1.2m lintel"
 * → the beam: read before any single length, so neither becomes a room's length or width.
 */
function structuralLengths(r: Reader) {
  for (const re of [STRUCTURAL_AFTER, STRUCTURAL_BEFORE])
    consume(r, re, (m) => {
      const opening = /opening|knock|wide/.test(m[0]);
      setDim(r, opening ? "openingM" : "beamM", metres(m[1] ?? "0", m[2], "m"));
      return true;
    });
}
