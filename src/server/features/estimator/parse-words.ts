/** The description parser's counts ("3 doors"), rooms and finishes named (./parse.ts). */

const COUNT_NOUNS =
  "doors?|windows?|radiators?|rads?|sockets?|switch(?:es)?|lights?|downlights?|panels?|posts?|coats?|downpipes?|corners?|angles?|walls?|gates?|steps?|towel rails?|rooms?|bedrooms?";
const STOP = String.raw`(?!(?:and|the|of|in|with|to|for|on|or|a|an|at|per|each)\b)`;

function singular(noun: string): string {
  if (noun === "rads" || noun === "rad") return "radiator";
  if (noun === "switches") return "switch";
  if (noun === "towel rails") return "towel rail";
  return noun.endsWith("s") ? noun.slice(0, -1) : noun;
}

export function readCounts(s: string): Record<string, number> {
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

export const ROOMS: [RegExp, string][] = [
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

export function readRooms(s: string): string[] {
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

export function readFinishes(s: string): string[] {
  const out: string[] = [];
  for (const f of FINISHES) {
    if (new RegExp(`\\b${f}\\b`).test(s) && !out.some((o) => o.includes(f))) out.push(f);
  }
  return out;
}
