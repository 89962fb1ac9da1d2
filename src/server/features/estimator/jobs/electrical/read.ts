/**
 * What electrical work a description asks for (./said.ts reads each accessory and its verb):
 * sockets indoors and out, lights, switches, the consumer unit and a rewire. The job detector
 * (./detect.ts) and the takeoffs read the same answers.
 */
import { countOf, type Mention, mentions, saidWith, type Work } from "./said";

export interface Accessory {
  work: Work;
  /** How many, when said ("3 double sockets"); undefined for a plural with no number. */
  count: number | undefined;
  /** The kind said with it: "double", "single", "usb", "downlight", "two-way"... */
  kind: string;
}

const SOCKET = /\b(?:sockets?|power points?)\b/g;
const OUTDOOR = ["outside", "outdoor", "external", "exterior", "garden", "weatherproof", "ip66"];
/** "a socket in the garden", "socket on the outside wall": said after the socket. */
const OUTDOOR_AFTER = ["outside", "outdoors", "garden", "patio", "external", "exterior"];
const SOCKET_WORDS = new Set([
  ...OUTDOOR,
  "waterproof",
  "double",
  "single",
  "twin",
  "2-gang",
  "1-gang",
  "usb",
  "switched",
  "13a",
  "plug",
  "power",
  "white",
  "chrome",
]);

/** Tools and other things called sockets: "socket set". */
const NOT_SOCKET = ["set", "sets", "wrench", "spanner", "adapter", "adaptor"];

function socketKind(m: Mention): string {
  if (saidWith(m, ["usb"])) return "usb";
  if (saidWith(m, ["single", "1-gang"])) return "single";
  return saidWith(m, ["double", "twin", "2-gang"]) ? "double" : "double assumed";
}

const outdoors = (m: Mention) =>
  saidWith(m, OUTDOOR) || m.after.some((w) => OUTDOOR_AFTER.includes(w));

function accessories(ms: readonly Mention[], kind: (m: Mention) => string): Accessory[] {
  return ms.flatMap((m) => (m.work ? [{ work: m.work, count: countOf(m), kind: kind(m) }] : []));
}

const sockets = (text: string) =>
  mentions(text, SOCKET, SOCKET_WORDS).filter((m) => !NOT_SOCKET.includes(m.next));

/** Sockets indoors: new, moved or with new fronts. */
export const socketWork = (text: string): Accessory[] =>
  accessories(
    sockets(text).filter((m) => !outdoors(m)),
    socketKind,
  );

/** "the outside socket" is one there already; "an outside socket" is one wanted. */
const OWNED = ["the", "my", "our", "existing", "old"];

/** Sockets outside (a weatherproof socket on an outside wall): named, it is the job. */
export const outsideSocketWork = (text: string): Accessory[] =>
  accessories(
    sockets(text)
      .filter(outdoors)
      .map((m) =>
        m.opener && !m.work && !saidWith(m, OWNED) ? { ...m, work: "add" as const } : m,
      ),
    () => "weatherproof",
  );

// Longer names first: "pendant lights" is one pendant, "downlights" no bare "lights".
const LIGHT =
  /\b(?:down ?lights?|spot ?lights?|spots|light fittings?|light points?|ceiling lights?|pendant lights?|pendants?|lights?)\b/g;
const LIGHT_WORDS = new Set([
  "led",
  "ceiling",
  "recessed",
  "fire",
  "rated",
  "fire-rated",
  "dimmable",
  "warm",
  "white",
  "gu10",
  "ip65",
  "5w",
]);
/** A bare "light" is a light only before one of these: "light grey", "light switch" are not. */
const AFTER_LIGHT = ["", "in", "on", "to", "for", "at", "and", "over", "above", "into", "with"];

/** Downlights and light fittings: new, moved or replaced like for like. */
export function lightWork(text: string): Accessory[] {
  const named = mentions(text, LIGHT, LIGHT_WORDS).filter(
    (m) => !/^lights?$/.test(m.noun) || AFTER_LIGHT.includes(m.next),
  );
  return accessories(named, (m) =>
    /^(?:down|spot)/.test(m.noun) || saidWith(m, ["recessed", "gu10"]) ? "downlight" : "fitting",
  );
}

const SWITCH = /\bswitch(?:es)?\b/g;
const SWITCH_WORDS = new Set([
  "light",
  "lighting",
  "dimmer",
  "2-way",
  "double",
  "single",
  "twin",
  "1-gang",
  "2-gang",
  "white",
  "chrome",
]);
const NOT_SWITCH = ["off", "over", "to", "board", "boards", "gear", "fused", "spur"];

/** Light switches: new, moved or with new fronts. */
export function switchWork(text: string): Accessory[] {
  const named = mentions(text, SWITCH, SWITCH_WORDS).filter((m) => !NOT_SWITCH.includes(m.next));
  return accessories(named, (m) => {
    if (saidWith(m, ["2-way"])) return "two-way";
    return saidWith(m, ["double", "twin", "2-gang"]) ? "double" : "single";
  });
}

const BOARD =
  /\b(?:consumer units?|fuse ?(?:box|boxes|boards?)|distribution boards?|consumer boards?)\b/g;
const BOARD_WORDS = new Set([
  "metal",
  "10-way",
  "dual",
  "rcd",
  "split-load",
  "18th",
  "edition",
  "amendment",
]);

/** A consumer unit replaced (any work said on it is a new board). */
export const consumerUnitWork = (text: string): boolean =>
  mentions(text, BOARD, BOARD_WORDS).some((m) => m.work !== undefined);

const REWIRE = /\bre-?wir(?:e|es|ed|ing)\b/;

/** A rewire ("rewire a 3 bed semi", "full re-wire"), not a plug or a lamp rewired. */
export function rewireWork(text: string): boolean {
  const m = REWIRE.exec(text);
  if (!m) return false;
  const next = text
    .slice(m.index + m[0].length, m.index + m[0].length + 30)
    .trim()
    .split(" ")
    .slice(0, 2);
  return !next.some((w) => ["plug", "plugs", "lamp", "lamps"].includes(w));
}

const BEDROOMS = /(?<![\d.])(\d{1,2})[- ]?bed(?:room)?s?\b/;
const HOUSE =
  /\b(?:house|home|flat|bungalow|maisonette|semi|terrace\w*|detached|property|cottage|whole|full)\b/;

/** "3 bed semi", "2 bedroom flat": the bedrooms said, if any. */
export function bedroomsOf(text: string): number | undefined {
  const m = BEDROOMS.exec(text);
  const n = Number(m?.[1]);
  return n >= 1 && n <= 10 ? n : undefined;
}

/** A rewire of the house, or (no house, no bedrooms said, rooms named) of the rooms alone. */
export const wholeHouse = (text: string, rooms: readonly string[]) =>
  bedroomsOf(text) !== undefined || HOUSE.test(text) || rooms.length === 0;
