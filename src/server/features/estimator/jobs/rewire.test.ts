import { describe, expect, it } from "vitest";
import { estimate } from "../estimate";
import { parseDescription } from "../parse";
import type { JobTypeId } from "../types";
import { JOBS } from "./index";

const jobsOf = (text: string) => parseDescription(text).jobTypes;
const takeoff = (id: JobTypeId, text: string) => JOBS[id].takeoff(parseDescription(text));
const qty = (id: JobTypeId, text: string) =>
  Object.fromEntries(takeoff(id, text).materials.map((m) => [m.key, m.quantity]));

describe("consumer unit", () => {
  it("replacing it: one populated dual-RCD board, a day with testing, notifiable", () => {
    const text = "replace the consumer unit";
    expect(jobsOf(text)).toEqual(["consumer-unit"]);
    expect(qty("consumer-unit", text)).toEqual({ consumerUnit: 1 });
    const t = takeoff("consumer-unit", text);
    // 6 h to change the board + 2 h to test and certify.
    expect(t.labourDays).toBe(1);
    expect(t.timeEstimateDays).toBe(1);
    const said = t.assumptions.join(" ");
    expect(said).toContain("Electrical Installation Certificate");
    expect(said).toContain("Notifiable under Part P");
  });

  it("a fuse box and a board upgrade are the same job", () => {
    expect(jobsOf("new fuse box")).toEqual(["consumer-unit"]);
    expect(jobsOf("consumer unit upgrade")).toEqual(["consumer-unit"]);
  });
});

describe("rewire", () => {
  const EXAMPLE = "rewire a 3 bed semi";

  it("a 3-bed house: its points, cable by the roll, a new board, 12.75 days", () => {
    expect(jobsOf(EXAMPLE)).toEqual(["rewire"]);
    // 22 double sockets (3 × 3 + 13), 10 lights (3 + 7), 12 switches (10 + 2 two-way).
    expect(qty("rewire", EXAMPLE)).toEqual({
      cable25: 3,
      cable15: 2,
      cable3Core: 1,
      cable6: 1,
      boxTwo: 22,
      socketDouble: 22,
      boxOne: 12,
      switchOne: 12,
      ceilingRose: 10,
      wago: 1,
      consumerUnit: 1,
    });
    const t = takeoff("rewire", EXAMPLE);
    expect(t.materials.find((m) => m.key === "cable25")?.reason).toBe(
      "22 sockets × 10 m = 220 m → 3 100 m rolls",
    );
    // 44 points × 2 h + 6 h board + 8 h testing = 102 h.
    expect(t.labourDays).toBe(12.75);
    expect(t.timeEstimateDays).toBe(13);
    const said = t.assumptions.join(" ");
    expect(said).toContain("Points for a 3-bedroom house");
    expect(said).toContain("Making good the chases and redecorating not included");
    expect(said).toContain("Notifiable under Part P");
  });

  it("a 2-bed flat has fewer points: 19 sockets, 9 lights, 11 switches, 11.5 days", () => {
    const q = qty("rewire", "full rewire of a 2 bedroom flat");
    expect(q).toMatchObject({ socketDouble: 19, ceilingRose: 9, switchOne: 11, cable25: 2 });
    // 39 points × 2 h + 6 h + 8 h = 92 h.
    expect(takeoff("rewire", "full rewire of a 2 bedroom flat").labourDays).toBe(11.5);
  });

  it("bedrooms not said: three assumed, and asked", () => {
    const t = takeoff("rewire", "rewire the house");
    expect(t.assumptions).toContain("A 3-bedroom house assumed");
    expect(t.questions).toContain("How many bedrooms does the house have?");
  });

  it("a house rewire brings its own board, sockets and switches", () => {
    expect(jobsOf("rewire a 3 bed semi, new consumer unit and 2 extra sockets")).toEqual([
      "rewire",
    ]);
  });

  it("a room rewired keeps the board unless it is changed too", () => {
    const text = "rewire the kitchen and replace the consumer unit";
    expect(jobsOf(text)).toEqual(["rewire", "consumer-unit"]);
    const q = qty("rewire", text);
    expect(q).toMatchObject({ socketDouble: 6, ceilingRose: 2, cable6: 1 });
    expect(q.consumerUnit).toBeUndefined();
    expect(estimate(text).materials.find((m) => m.key === "consumerUnit")?.quantity).toBe(1);
  });

  it("a house's bedrooms are not rooms to price again when another room follows", () => {
    const r = estimate("rewire a 3 bedroom house and fit 6 downlights in the kitchen");
    expect(r.jobs).toEqual(["Rewire", "Lighting"]);
    expect(r.assumptions).toContain("House: rewire");
    // 12.75 days of rewire (once, not × 3 bedrooms) + 1 day of downlights.
    expect(r.labourDays).toBe(13.75);
    expect(r.materials.find((m) => m.key === "socketDouble")?.quantity).toBe(22);
  });
});
