/** A kitchen fitter's labour: hours per task (unverified trade rates, docs/estimating.md). */
import type { Draft } from "../../units";

/** Labour in hours; a fitter's day is 8 h. */
export const HOURS = {
  base: 1.5,
  wall: 1.5,
  tall: 2.5,
  worktop: 2,
  mitre: 2,
  strip: 0.5,
  endCap: 0.25,
  cutOut: 1,
  trimPerM: 1 / 5,
  upstandPerM: 1 / 3,
  panel: 2,
  appliance: 2,
  extractor: 4,
  plumbing: 8,
  electrics: 8,
  ripOut: 8,
  removeTop: 1,
} as const;
const DAY_H = 8;

/** Adds a task's hours to the draft as days of one fitter. */
export const addHours = (d: Draft, h: number) => {
  d.days += h / DAY_H;
};
