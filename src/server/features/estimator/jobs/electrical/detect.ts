/**
 * Which electrical jobs a description names (./read.ts), and how they step aside: a rewire
 * brings its own sockets and switches (a house's, its consumer unit too), and a kitchen fit prices the electrician's
 * day for its sockets itself (jobs/kitchen/services.ts).
 */
import type { JobTypeId, ParsedDescription } from "../../types";
import {
  consumerUnitWork,
  lightWork,
  outsideSocketWork,
  rewireWork,
  socketWork,
  switchWork,
  wholeHouse,
} from "./read";

/** In trade order: the wiring first, then the board, then the points. */
export const ELECTRICAL_ORDER: readonly JobTypeId[] = [
  "rewire",
  "consumer-unit",
  "sockets",
  "light-switches",
  "lighting",
  "outside-socket",
];

export function electricalJobs(text: string, rooms: readonly string[], jobs: Set<JobTypeId>): void {
  const rewire = rewireWork(text);
  if (rewire) jobs.add("rewire");
  // A room rewired leaves the board as it is, unless it is changed too.
  const house = rewire && wholeHouse(text, rooms);
  if (!house && consumerUnitWork(text)) jobs.add("consumer-unit");
  if (!rewire && !jobs.has("kitchen-fitting") && socketWork(text).length > 0) jobs.add("sockets");
  if (!rewire && switchWork(text).length > 0) jobs.add("light-switches");
  if (lightWork(text).length > 0) jobs.add("lighting");
  if (outsideSocketWork(text).length > 0) jobs.add("outside-socket");
}

/** A house rewired by its bedrooms is one house (../../rooms.ts), not a rewire a bedroom. */
export const houseRewire = (p: ParsedDescription) =>
  p.jobTypes.includes("rewire") && wholeHouse(p.normalised, p.rooms);
