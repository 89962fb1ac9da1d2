/**
 * Description parser: free text (plus optional measurements) → a structured job. Pure and
 * deterministic. Steps: normalise (lower case, number words → digits, units → canonical
 * "4m"/"40mm"/"12ft"/"20sqm" tokens), read dimensions in a fixed order consuming what it reads
 * (areas, then "L x W (x H)" pairs, then qualified single lengths, then bare lengths), read counts,
 * rooms and finishes, detect job types, then let the measurements panel override the text.
 */
import type {
  DimensionKey,
  Dimensions,
  JobTypeId,
  LengthUnit,
  MeasurementInput,
  ParsedDescription,
} from "./types";
import { METRES_PER, round, toMetres } from "./units";

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
  let s = ` ${text.toLowerCase()} `;
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

type Unit = LengthUnit;
const L = String.raw`(?<!\d)(\d+(?:\.\d+)?)(mm|cm|m|ft|in)?(?![a-wyz0-9.])`;
const LU = String.raw`(?<!\d)(\d+(?:\.\d+)?)(mm|cm|m|ft|in)(?![a-z0-9.])`;
const SEP = String.raw`\s*(?:x|by|\*)\s*`;

function metres(value: string, unit: string | undefined, fallback: Unit): number {
  const u = (unit as Unit | undefined) ?? fallback;
  return toMetres(Number(value), u);
}

interface Reader {
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

function readDimensions(r: Reader) {
  // 1. Areas.
  consume(r, /(?<!\d)(\d+(?:\.\d+)?)(sqm|sqft)/, (m) => {
    const value = Number(m[1]) * (m[2] === "sqft" ? SQFT_TO_M2 : 1);
    const after = r.s.slice(m.index + m[0].length, m.index + m[0].length + 22);
    const before = r.s.slice(Math.max(0, m.index - 22), m.index);
    const wall =
      /^\s*(?:of\s+)?(?:\w+\s+)?(?:wall|walling|wall area)/.test(after) ||
      /walls?\s*(?:area)?\s*(?:of|is|are|:|=|about|approx\.?|roughly|total(?:ling)?)?\s*$/.test(
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

const COUNT_NOUNS =
  "doors?|windows?|radiators?|rads?|sockets?|switch(?:es)?|lights?|downlights?|panels?|posts?|coats?|downpipes?|corners?|angles?|walls?|gates?|steps?|towel rails?|rooms?|bedrooms?";
const STOP = String.raw`(?!(?:and|the|of|in|with|to|for|on|or|a|an|at|per|each)\b)`;

function singular(noun: string): string {
  if (noun === "rads" || noun === "rad") return "radiator";
  if (noun === "switches") return "switch";
  if (noun === "towel rails") return "towel rail";
  return noun.endsWith("s") ? noun.slice(0, -1) : noun;
}

function readCounts(s: string): Record<string, number> {
  const counts: Record<string, number> = {};
  const add = (noun: string, n: number) => {
    const key = singular(noun);
    counts[key] = key === "coat" ? Math.max(counts[key] ?? 0, n) : (counts[key] ?? 0) + n;
  };
  const numbered = new RegExp(
    `\\b(\\d+)\\s*(?:x\\s*|no\\.?\\s*)?(?:${STOP}[a-z-]+\\s+){0,2}?(${COUNT_NOUNS})\\b`,
    "g",
  );
  for (const m of s.matchAll(numbered)) add(m[2] ?? "", Number(m[1]));
  const single = new RegExp(
    `\\b(?:a|an|single)\\s+(?:${STOP}[a-z-]+\\s+)?(door|window|radiator|rad|socket|coat|downpipe|gate|towel rail)\\b(?!s)`,
    "g",
  );
  for (const m of s.matchAll(single)) add(m[1] ?? "", 1);
  return counts;
}

const ROOMS: [RegExp, string][] = [
  [/\bmaster bed(?:room)?\b/, "master bedroom"],
  [/\bdouble bed(?:room)?\b/, "double bedroom"],
  [/\b(?:single bed(?:room)?|box ?room)\b/, "single bedroom"],
  [/\bbed(?:room)?s?\b/, "bedroom"],
  [/\b(?:lounge|living ?room|sitting room|front room|reception room)\b/, "lounge"],
  [/\bkitchen[- ]diner\b/, "kitchen diner"],
  [/\bkitchen\b/, "kitchen"],
  [/\b(?:en-?suite|shower room)\b/, "en-suite"],
  [/\bbathroom\b/, "bathroom"],
  [/\b(?:cloakroom|downstairs toilet|downstairs loo|wc|toilet)\b/, "cloakroom"],
  [/\bhall(?:way)?\b/, "hallway"],
  [/\blanding\b/, "landing"],
  [/\bstair(?:s|case|well)\b/, "stairs"],
  [/\bdining room\b/, "dining room"],
  [/\butility(?: room)?\b/, "utility room"],
  [/\bconservatory\b/, "conservatory"],
  [/\b(?:home )?(?:office|study)\b/, "office"],
  [/\bgarage\b/, "garage"],
  [/\b(?:loft|attic)\b/, "loft"],
  [/\bporch\b/, "porch"],
  [/\b(?:nursery|playroom|kids'? room)\b/, "bedroom"],
  [/\b(?:back |front )?garden\b/, "garden"],
  [/\bdriveway\b/, "driveway"],
];

function readRooms(s: string): string[] {
  const found: { at: number; name: string }[] = [];
  let rest = s;
  for (const [re, name] of ROOMS) {
    const m = re.exec(rest);
    if (!m) continue;
    found.push({ at: m.index, name });
    rest = rest.slice(0, m.index) + " ".repeat(m[0].length) + rest.slice(m.index + m[0].length);
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.name))];
}

const FINISHES = [
  "magnolia",
  "brilliant white",
  "white",
  "grey",
  "anthracite",
  "buff",
  "oak",
  "walnut",
  "porcelain",
  "ceramic",
  "metro",
  "laminate",
  "lvt",
  "engineered",
  "herringbone",
  "vinyl",
  "silk",
  "matt",
  "gloss",
  "satinwood",
  "eggshell",
  "lining paper",
  "wallpaper",
  "feature wall",
  "closeboard",
  "overlap",
  "concrete posts",
  "concrete gravel boards",
  "riven",
  "sandstone",
  "aircrete",
  "facing brick",
  "moisture resistant",
  "fire rated",
  "fd30",
  "plank",
  "wood effect",
  "black",
  "colour",
];

function readFinishes(s: string): string[] {
  const out: string[] = [];
  for (const f of FINISHES) {
    if (new RegExp(`\\b${f}\\b`).test(s) && !out.some((o) => o.includes(f))) out.push(f);
  }
  return out;
}

// ---- Job detection ------------------------------------------------------------------------

type Verb = "paint" | "skim" | "board" | "paper" | "tile";
type Surface = "walls" | "ceiling" | "floor" | "woodwork";

const VERBS: [Verb, RegExp][] = [
  ["paint", /\b(?:paint\w*|repaint\w*|emulsion\w*|decorat\w*|redecorat\w*|mistcoat)\b/g],
  ["skim", /\b(?:skim\w*|re-?skim\w*|plaster(?:ing|ed|er|s)?|re-?plaster\w*)\b/g],
  [
    "board",
    /(?<!skirting |gravel |decking |loft |floor |back|kick|fascia |notice |chip|barge )\b(?:plasterboard\w*|re-?board\w*|over-?board\w*|dry-?lin\w*|boarded|boarding|board)\b(?! finish)/g,
  ],
  ["paper", /\b(?:wall-?paper\w*|paper\w*|re-?paper\w*)\b/g],
  ["tile", /\b(?:til(?:e|es|ed|ing)|re-?til\w*)\b/g],
];

const SURFACES: [Surface, RegExp][] = [
  ["walls", /\b(?:walls?|feature wall)\b/],
  ["ceiling", /\bceilings?\b/],
  ["floor", /\bfloor(?:s|ing)?\b/],
  [
    "woodwork",
    /\b(?:woodwork|skirting\w*|architraves?|door frames?|doors|gloss|satinwood|banister\w*|spindles)\b/,
  ],
];

function surfacesIn(segment: string): Surface[] {
  return SURFACES.filter(([, re]) => re.test(segment)).map(([s]) => s);
}

interface VerbHit {
  verb: Verb;
  at: number;
}

/**
 * "loft" and "insulat…" in one stretch without a full stop (either order), "loft roll", or
 * "top up" before "loft". Read piece by piece: `\bloft\b[^.]*\binsulat` as one pattern rescans
 * the rest of the text from every "loft" (quadratic).
 */
function loftInsulation(clean: string): boolean {
  if (/\bloft roll\b/.test(clean)) return true;
  for (const piece of clean.split(".")) {
    const loft = /\bloft\b/g;
    if (!loft.test(piece)) continue;
    if (/\binsulat/.test(piece)) return true;
    const topUp = /\btop(?:ping)?[- ]?up\b/.exec(piece);
    if (topUp) {
      const after = /\bloft\b/g;
      after.lastIndex = topUp.index + topUp[0].length;
      if (after.test(piece)) return true;
    }
  }
  return false;
}

function detectJobs(s: string, rooms: string[]): { jobs: Set<JobTypeId>; assumed: Set<JobTypeId> } {
  const jobs = new Set<JobTypeId>();
  const assumed = new Set<JobTypeId>();
  // Phrases that name a job word but are not that job.
  const clean = s
    .replace(
      /\b(?:patio|french|bi-?fold|front|back|external|garage|sliding) doors?\b/g,
      " extdoor ",
    )
    .replace(/\bdoor ?(?:bars?|threshold|strips?|way|ways)\b/g, " doorbar ")
    .replace(/\bblock paving\b/g, " blockpaving ")
    .replace(
      /\barchitraves?\s+(?:on|to|for|round|around)\s+(?:the\s+)?(?:\d+\s+)?doors?\b/g,
      " architrave ",
    )
    .replace(/\b(?:roof|ridge) til\w*/g, " rooftile ")
    .replace(/\btile (?:trims?|spacers?|adhesive|grout|backer)\b/g, " tilesundry ");

  const hits: VerbHit[] = [];
  for (const [verb, re] of VERBS) {
    for (const m of clean.matchAll(re)) hits.push({ verb, at: m.index ?? 0 });
  }
  hits.sort((a, b) => a.at - b.at);
  const splash = /\bsplash ?backs?\b/.test(clean);
  // Whole-text facts, read once (not once per verb: that was quadratic in the number of verbs).
  const boardFinish = /\b(?:tape and joint|taped and jointed|taping|jointing|dry-?lin\w*)\b/.test(
    clean,
  );
  const sandpaper = /\bsand ?paper\b/.test(clean);
  const wallsWord = /\bwalls\b/.test(clean);
  const applies = (verb: Verb, x: Surface) =>
    (verb === "paint" && x !== "floor") ||
    (verb === "skim" && x !== "floor" && x !== "woodwork") ||
    ((verb === "board" || verb === "paper") && (x === "walls" || x === "ceiling")) ||
    (verb === "tile" && (x === "walls" || x === "floor"));
  // The surfaces of each verb's segment (from the verb to the next), each segment read once.
  const segmentSurfaces = hits.map((hit, k) =>
    surfacesIn(clean.slice(hit.at, hits[k + 1]?.at ?? clean.length)),
  );
  const leadSurfaces = surfacesIn(clean.slice(0, hits[0]?.at ?? 0));
  const surfacesFor = (verb: Verb, k: number) =>
    (k < 0 ? leadSurfaces : (segmentSurfaces[k] ?? [])).filter((x) => applies(verb, x));
  // For each verb, the first later segment (index ≥ k) naming a surface that verb applies to.
  const nextWithSurface = new Map<Verb, Int32Array>();
  for (const [verb] of VERBS) {
    const next = new Int32Array(hits.length + 1).fill(-1);
    for (let k = hits.length - 1; k >= 0; k--) {
      next[k] = surfacesFor(verb, k).length > 0 ? k : (next[k + 1] ?? -1);
    }
    nextWithSurface.set(verb, next);
  }
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i];
    if (!hit) continue;
    // Its own segment, then the one before it, then the later ones in order.
    let surfaces = surfacesFor(hit.verb, i);
    if (surfaces.length === 0) surfaces = surfacesFor(hit.verb, i - 1);
    if (surfaces.length === 0) {
      const later = nextWithSurface.get(hit.verb)?.[i + 1] ?? -1;
      if (later >= 0) surfaces = surfacesFor(hit.verb, later);
    }
    let defaulted = false;
    if (surfaces.length === 0) {
      defaulted = true;
      if (hit.verb === "paint" || hit.verb === "skim") surfaces = ["walls", "ceiling"];
      else if (hit.verb === "board") surfaces = ["ceiling"];
      else if (hit.verb === "paper") surfaces = ["walls"];
      else if (hit.verb === "tile") {
        if (splash) surfaces = [];
        else if (rooms.some((r) => r === "bathroom" || r === "en-suite"))
          surfaces = ["walls", "floor"];
        else surfaces = ["floor"];
      }
    }
    const add = (id: JobTypeId) => {
      jobs.add(id);
      if (defaulted) assumed.add(id);
    };
    for (const surface of surfaces) {
      if (hit.verb === "paint") {
        if (surface === "walls") add("paint-walls");
        if (surface === "ceiling") add("paint-ceilings");
        if (surface === "woodwork") add("paint-woodwork");
        if (surface === "floor") continue;
      } else if (hit.verb === "skim") {
        if (surface === "walls") add("skim-walls");
        if (surface === "ceiling") add("skim-ceilings");
      } else if (hit.verb === "board") {
        if (surface === "walls") {
          add("board-walls");
          if (!boardFinish) jobs.add("skim-walls");
        }
        if (surface === "ceiling") {
          add("board-ceilings");
          if (!boardFinish) jobs.add("skim-ceilings");
        }
      } else if (hit.verb === "paper") {
        if (!sandpaper) add("wallpaper");
      } else if (hit.verb === "tile") {
        if (surface === "walls" && !(splash && !wallsWord)) add("wall-tiling");
        if (surface === "floor") add("floor-tiling");
      }
    }
  }
  if (splash) jobs.add("splashback");
  if (/\b(?:stud\s*(?:wall|partition|work)s?|studwork|partition(?:\s*walls?)?)\b/.test(clean))
    jobs.add("stud-partition");

  const herring = /\bherringbone\b/.test(clean);
  if (/\blaminate\b/.test(clean)) jobs.add("laminate-flooring");
  if (
    /\b(?:lvt|luxury vinyl|vinyl (?:plank|click|tile)s?|rigid core|karndean|amtico|spc)\b/.test(
      clean,
    )
  )
    jobs.add("lvt-flooring");
  if (/\bengineered\b|\b(?:solid )?(?:oak|wood(?:en)?|hardwood) floor(?:ing|s)?\b/.test(clean))
    jobs.add("engineered-flooring");
  if (
    !jobs.has("laminate-flooring") &&
    !jobs.has("lvt-flooring") &&
    !jobs.has("engineered-flooring") &&
    !jobs.has("floor-tiling")
  ) {
    if (herring) jobs.add("lvt-flooring");
    else if (
      /\b(?:new floor(?:ing)?|flooring|click floor\w*|floating floor|lay (?:a |the )?(?:new )?floor)\b/.test(
        clean,
      )
    )
      jobs.add("laminate-flooring");
  }

  const paintSegmentOnly = (word: string) => {
    // true when every mention of `word` sits in a painting clause
    const fitting = new RegExp(
      `\\b(?:new|fit\\w*|replac\\w*|install\\w*|renew\\w*|change|put up|supply)\\b[^.,;]{0,30}\\b${word}|\\b${word}\\w*[^.,;]{0,25}\\b(?:replac\\w*|fitt\\w*|install\\w*|renew\\w*)`,
    );
    return !fitting.test(clean);
  };
  if (/\bskirting/.test(clean) && (!jobs.has("paint-woodwork") || !paintSegmentOnly("skirting")))
    jobs.add("skirting");
  if (
    /\barchitrave/.test(clean) &&
    (!jobs.has("paint-woodwork") || !paintSegmentOnly("architrave"))
  )
    jobs.add("architrave");
  if (
    /\b(?:hang\w*|hung|fit\w*|replac\w*|install\w*|new|swap\w*|change)\b[^.,;]{0,25}\b(?:internal |interior |fire |oak |white |shaker |\d+ )*doors?\b|\bdoors?\b[^.,;]{0,20}\b(?:hung|hanging|replac\w*|fitt\w*|installed)\b/.test(
      clean,
    )
  )
    jobs.add("internal-doors");
  if (/\b(?:radiators?|rads?|towel rails?)\b/.test(clean)) jobs.add("radiators");
  if (loftInsulation(clean)) jobs.add("loft-insulation");
  if (/\b(?:patio|paving|slabs?|flagstones?|paved)\b/.test(clean)) jobs.add("patio");
  if (/\bfenc(?:e|es|ing)\b|\bfence panels?\b/.test(clean)) jobs.add("fencing");
  if (/\bdeck(?:ing|s)?\b/.test(clean)) jobs.add("decking");
  const brick = /\bbrick\w*\b|\b(?:garden|boundary|dwarf|retaining|front|cavity) walls?\b/.test(
    clean,
  );
  const block = /\b(?:blocks?|blockwork|breeze ?blocks?|aircrete|thermalite|celcon)\b/.test(clean);
  if (brick) jobs.add("brick-wall");
  if (block && !/\bblocks? of flats\b/.test(clean)) jobs.add("block-wall");
  if (
    !brick &&
    !block &&
    /\bbuild\w*\b[^.]{0,25}\bwall\b/.test(clean) &&
    !jobs.has("stud-partition")
  )
    jobs.add("brick-wall");
  if (/\bcavity wall\b/.test(clean)) {
    jobs.add("brick-wall");
    jobs.add("block-wall");
  }
  if (/\b(?:gutter\w*|downpipes?|down pipes?|rainwater goods)\b/.test(clean)) jobs.add("guttering");
  return { jobs, assumed };
}

export const JOB_ORDER: JobTypeId[] = [
  "stud-partition",
  "board-ceilings",
  "board-walls",
  "skim-ceilings",
  "skim-walls",
  "radiators",
  "wall-tiling",
  "splashback",
  "paint-ceilings",
  "paint-walls",
  "wallpaper",
  "internal-doors",
  "architrave",
  "skirting",
  "paint-woodwork",
  "floor-tiling",
  "laminate-flooring",
  "lvt-flooring",
  "engineered-flooring",
  "loft-insulation",
  "brick-wall",
  "block-wall",
  "guttering",
  "patio",
  "fencing",
  "decking",
];

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
  const normalised = normalise(text);
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
