/**
 * What the electrical takeoffs share: an electrician's hours, testing and its certificate, what
 * Part P of the Building Regulations asks to be notified, and the back box for the wall.
 *
 * Part P (England, since April 2013): a new circuit, a new consumer unit and any work in a room
 * with a bath or shower are notifiable; other additions to an existing circuit are not, but are
 * tested and certified (a Minor Electrical Installation Works Certificate). Wales kept the earlier
 * list, under which work in a kitchen or outdoors is notifiable too.
 */
import { P } from "../../materials";
import type { ParsedDescription, Product } from "../../types";
import { type Draft, fmt, has } from "../../units";

export const DAY_H = 8;

/** Add `hours` of an electrician's time to the draft's days. */
export function addHours(d: Draft, hours: number): void {
  d.days += hours / DAY_H;
}

/** Testing the circuits worked on and writing the certificate, per job. */
export const TEST_H = 2;

const SPECIAL = ["bathroom", "en-suite"];

/** A room with a bath or shower: a special location under Part P. */
export const inSpecialLocation = (p: ParsedDescription) => p.rooms.some((r) => SPECIAL.includes(r));

/** The testing hours and what the certificate and Part P say for work on the existing circuits. */
export function testAndCertify(p: ParsedDescription, d: Draft, hours = TEST_H): void {
  addHours(d, hours);
  d.plan.push("Test the circuit and issue the certificate");
  if (inSpecialLocation(p))
    d.assumptions.push(
      `Testing ${fmt(hours)} h and an Electrical Installation Certificate; notifiable under Part P (a room with a bath or shower)`,
    );
  else
    d.assumptions.push(
      `Testing ${fmt(hours)} h and a Minor Electrical Installation Works Certificate; not notifiable under Part P in England on an existing circuit (in Wales, kitchen and outdoor work is)`,
    );
}

/** Plasterboard or stud walls take dry-lining boxes; masonry is chased for metal ones. */
export const dryLined = (p: ParsedDescription) =>
  has(p, /\b(?:stud|plasterboard|dry ?lin\w*|dot and dab)\b/);

/** The back box for a one- or two-gang accessory in the description's walls. */
export function backBox(p: ParsedDescription, gangs: 1 | 2): Product {
  if (dryLined(p)) return gangs === 1 ? P.dryBoxOne : P.dryBoxTwo;
  return gangs === 1 ? P.boxOne : P.boxTwo;
}

/** Chases and old boxes made good: one 1 L tub of filler to every few boxes. */
export const BOXES_PER_FILLER = 4;

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${fmt(n)} ${n === 1 ? one : many}`;
