/**
 * Reading electrical work from a normalised description (lower case, single spaces, sentence
 * punctuation gone): each place an accessory is named ("3 double sockets", "a light switch", "the
 * consumer unit"), the words said just before it back to its verb ("add", "move", "replace"), and
 * a few after it ("… sockets need moving"). Word by word, not one pattern over the text: "add …
 * sockets" as a pattern rescans the rest of the text from every verb
 * (docs/decisions/0032-regular-expressions-linear.md).
 */

/** What is done to an accessory: a new one, one moved, or a like-for-like front. */
export type Work = "add" | "move" | "replace";

const VERBS: Readonly<Record<string, Work>> = {
  add: "add",
  adding: "add",
  fit: "add",
  fitting: "add",
  install: "add",
  installing: "add",
  supply: "add",
  wire: "add",
  move: "move",
  moving: "move",
  relocate: "move",
  relocating: "move",
  reposition: "move",
  lower: "move",
  raise: "move",
  replace: "replace",
  replacing: "replace",
  change: "replace",
  changing: "replace",
  swap: "replace",
  swapping: "replace",
  upgrade: "replace",
  upgrading: "replace",
  renew: "replace",
};

/** "… sockets need moving", "consumer unit replaced": what is done, said after the accessory. */
const AFTER: Readonly<Record<string, Work>> = {
  added: "add",
  fitted: "add",
  installed: "add",
  moved: "move",
  moving: "move",
  relocated: "move",
  lowered: "move",
  raised: "move",
  replaced: "replace",
  replacing: "replace",
  replacement: "replace",
  change: "replace",
  changed: "replace",
  changing: "replace",
  swap: "replace",
  swapped: "replace",
  upgrade: "replace",
  upgraded: "replace",
  renewed: "replace",
};

/** Words that say the accessory is wanted new, with or without a verb ("2 extra sockets"). */
const NEW = new Set(["new", "extra", "additional", "another", "more"]);
/** Where a list of wanted work starts: "… and 2 new sockets", "needs 3 extra sockets". */
const OPENERS = new Set(["", "and", "plus", "also", "then", "with", "need", "needs", "want"]);
/** Determiners and numbers any accessory may carry between its verb and its name. */
const COMMON = ["a", "an", "the", "my", "our", "some", "of", "all", "x", "no", "old", "existing"];

/** How far back a verb is looked for, and ahead a participle: a short phrase, not the text. */
const BACK = 7;
const AHEAD = 3;

export interface Mention {
  /** The accessory's name as said ("sockets", "downlight", "consumer unit"). */
  noun: string;
  /** The words between the verb (or the clause's start) and the name, in order. */
  words: readonly string[];
  /** The word right after the name ("" at the end). */
  next: string;
  /** Up to three words after the name. */
  after: readonly string[];
  /** Said at the start of a clause or list ("… and an outside socket"), not after another verb. */
  opener: boolean;
  /** What is done to it; undefined when nothing says it is work (painted round, taken off). */
  work: Work | undefined;
}

/** Accessories said in one list ("sockets and switches"), so one verb does for both. */
const LISTED = new Set([
  "socket",
  "sockets",
  "switch",
  "switches",
  "light",
  "lights",
  "downlight",
  "downlights",
  "spotlights",
  "fittings",
]);

/** "3", "12", "3x" ("3x double sockets"). */
const isNumber = (w: string) => /^\d{1,3}x?$/.test(w);

/** Back from `i` over the accessory's own words (kept in `words`); the index where they end. */
function skip(
  before: readonly string[],
  from: number,
  fillers: ReadonlySet<string>,
  words?: string[],
) {
  let i = from;
  for (; i >= 0; i--) {
    const w = before[i] as string;
    if (!isNumber(w) && !fillers.has(w) && !COMMON.includes(w) && !NEW.has(w)) break;
    words?.unshift(w);
  }
  return i;
}

/**
 * Every place `noun` (a global pattern) is said, with the words before it that `fillers` allows
 * ("double", "led", "fire-rated"; determiners, numbers and the NEW words go with any accessory)
 * and what is done to it.
 */
export function mentions(text: string, noun: RegExp, fillers: ReadonlySet<string>): Mention[] {
  const out: Mention[] = [];
  for (const m of text.matchAll(noun)) {
    const at = m.index ?? 0;
    const before = text
      .slice(Math.max(0, at - 120), at)
      .split(" ")
      .filter(Boolean)
      .slice(-BACK);
    const after = text
      .slice(at + m[0].length, at + m[0].length + 60)
      .split(" ")
      .filter(Boolean)
      .slice(0, AHEAD);
    const words: string[] = [];
    let i = skip(before, before.length - 1, fillers, words);
    // "fit new switches and sockets": the verb before a list is each item's.
    while (before[i] === "and" && LISTED.has(before[i - 1] ?? "")) i = skip(before, i - 2, fillers);
    const stop = before[i] ?? "";
    // "put in 2 sockets", "put up 3 lights", "a new circuit for 4 sockets".
    const put = (stop === "in" || stop === "up") && /^put(?:ting)?$/.test(before[i - 1] ?? "");
    const circuit = stop === "for" && (before[i - 1] === "circuit" || before[i - 1] === "radial");
    const verb = put || circuit ? "add" : VERBS[stop];
    const later = after.map((w) => AFTER[w]).find((w) => w !== undefined);
    const opener = OPENERS.has(stop);
    const wanted = words.some((w) => NEW.has(w)) && opener;
    out.push({
      noun: m[0],
      words,
      next: after[0] ?? "",
      after,
      opener,
      work: verb ?? later ?? (wanted ? "add" : undefined),
    });
  }
  return out;
}

/** The number said before the accessory, or undefined ("a socket" is 1, "sockets" none). */
export function countOf(m: Mention): number | undefined {
  const n = [...m.words].reverse().find(isNumber);
  if (n !== undefined) return Number(n.replace("x", ""));
  if (m.words.some((w) => w === "a" || w === "an" || w === "another" || w === "single")) return 1;
  return /s$/.test(m.noun) ? undefined : 1;
}

/** Whether any of `words` is said with the accessory. */
export const saidWith = (m: Mention, words: readonly string[]) =>
  m.words.some((w) => words.includes(w));
