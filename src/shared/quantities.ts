/**
 * How a quantity reads with its unit wherever a person reads it: the customer's page, the quote
 * preview, invoice lines and their PDF, the builder's cards and the assistant's replies. "6 bags",
 * "1 bag", "2.5 m²", and for "each" just "2" (so "2 × £10.53", never "2 each × £10.53").
 *
 * Units are free text (a catalogue product's, or what the business typed), so the rules are
 * English's: a countable noun takes its plural after any quantity but exactly 1 (bag → bags,
 * box → boxes, tonne → tonnes), a measurement symbol never does (m, m², kg, L, mm), a unit already
 * typed in the plural is kept (or made singular for 1), and a phrase pluralises its noun
 * ("bulk bag" → "bulk bags", "pack of 10" → "packs of 10").
 */

const quantityFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 3 });

/** "6", "2.5", "1,200": up to three decimal places, as the PDFs write a quantity. */
export const formatQuantity = (quantity: number) => quantityFormat.format(quantity);

/** Units that say no more than the number does: the quantity stands alone. */
const NO_UNIT = new Set(["", "each", "ea", "ea.", "item", "items", "nr", "no", "no."]);

/** Symbols and abbreviations of measures: the same after any quantity. */
const SYMBOLS = new Set([
  "m",
  "mm",
  "cm",
  "km",
  "m2",
  "m3",
  "m²",
  "m³",
  "sqm",
  "sq",
  "lm",
  "mtr",
  "ft",
  "ft2",
  "ft²",
  "in",
  "kg",
  "g",
  "t",
  "l",
  "ml",
  "cl",
  "lt",
  "ltr",
  "lb",
  "oz",
  "h",
  "kw",
  "w",
]);

/** Plurals English does not make with -s or -es. */
const IRREGULAR: Record<string, string> = { half: "halves", leaf: "leaves", shelf: "shelves" };
const IRREGULAR_SINGULAR = Object.fromEntries(Object.entries(IRREGULAR).map(([s, p]) => [p, s]));

/** A word that is a measure (m², 25kg, 5L, m/run, approx.): never changed. */
const isSymbol = (word: string) => SYMBOLS.has(word.toLowerCase()) || /[\d²³/.]/.test(word);

/** "bags", "sheets", "pcs", but not "glass": a word already in the plural. */
const looksPlural = (lower: string) => /[^su]s$/.test(lower) && !/(ss|us|is)$/.test(lower);

/** The suffix in the word's own case: "BAG" → "BAGS", "Bag" → "Bags". */
const withCase = (word: string, suffix: string) =>
  word.length > 1 && word === word.toUpperCase() ? suffix.toUpperCase() : suffix;

function pluralWord(word: string): string {
  const lower = word.toLowerCase();
  if (isSymbol(word) || !/[a-z]/.test(lower)) return word;
  const irregular = IRREGULAR[lower];
  if (irregular) return word.slice(0, 1) + withCase(word, irregular.slice(1));
  if (IRREGULAR_SINGULAR[lower] || looksPlural(lower)) return word;
  if (/(s|x|z|ch|sh)$/.test(lower)) return word + withCase(word, "es");
  if (/[^aeiou]y$/.test(lower)) return word.slice(0, -1) + withCase(word, "ies");
  return word + withCase(word, "s");
}

function singularWord(word: string): string {
  const lower = word.toLowerCase();
  if (isSymbol(word)) return word;
  const irregular = IRREGULAR_SINGULAR[lower];
  if (irregular) return word.slice(0, 1) + withCase(word, irregular.slice(1));
  if (!looksPlural(lower)) return word;
  if (/(x|ch|sh|ss)es$/.test(lower)) return word.slice(0, -2);
  if (/[^aeiou]ies$/.test(lower)) return `${word.slice(0, -3)}${withCase(word, "y")}`;
  return word.slice(0, -1);
}

/** Words after a unit's noun: "pack of 10", "bag per m²", "roll - 10 m". */
const AFTER_NOUN = new Set(["of", "per", "-", "–"]);

/**
 * Changes a unit's noun: the last word before any "of", "per", "-" or "(" ("pack of 10",
 * "roll (10 m)", "25 kg bag"); the rest is kept as typed. `unit` is trimmed, single-spaced.
 */
function changeNoun(unit: string, change: (word: string) => string): string {
  const words = unit.split(" ");
  const cut = words.findIndex(
    (w, i) => i > 0 && (AFTER_NOUN.has(w.toLowerCase()) || w.startsWith("(")),
  );
  const noun = (cut < 0 ? words.length : cut) - 1;
  words[noun] = change(words[noun]!);
  return words.join(" ");
}

const clean = (unit: string) => unit.trim().replace(/\s+/g, " ");
const isNoUnit = (unit: string) => NO_UNIT.has(unit.toLowerCase());

/**
 * The unit as it reads after `quantity`: "bags" for 6, "bag" for 1, "m²" for any, and "" for a
 * unit that adds nothing to the number ("each", "item").
 */
export function unitLabel(quantity: number, unit: string): string {
  const u = clean(unit);
  if (isNoUnit(u)) return "";
  // A unit of the form "per ..." or "a ..." is not a noun to count; left as typed.
  if (/^(per|a|an)\s/i.test(u)) return u;
  // As written: 1.0004 reads "1", so "1 bag".
  const one = Math.abs(Math.round(quantity * 1000) / 1000) === 1;
  return changeNoun(u, one ? singularWord : pluralWord);
}

/** "6 bags", "1 bag", "2.5 m²", "2" (each): the quantity and its unit, for people to read. */
export function quantityWithUnit(quantity: number, unit: string): string {
  const label = unitLabel(quantity, unit);
  return label ? `${formatQuantity(quantity)} ${label}` : formatQuantity(quantity);
}

/** A unit price's label: "per bag" for a product sold by the bag, "each" for one sold singly. */
export function perUnit(unit: string): string {
  const label = unitLabel(1, unit);
  if (!label) return "each";
  return /^per\s/i.test(label) ? label : `per ${label}`;
}
