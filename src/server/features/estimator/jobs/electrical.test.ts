import { describe, expect, it } from "vitest";
import { estimate } from "../estimate";
import { parseDescription } from "../parse";
import type { JobTypeId } from "../types";
import { JOBS } from "./index";

const jobsOf = (text: string) => parseDescription(text).jobTypes;
const takeoff = (id: JobTypeId, text: string) => JOBS[id].takeoff(parseDescription(text));
const qty = (id: JobTypeId, text: string) =>
  Object.fromEntries(takeoff(id, text).materials.map((m) => [m.key, m.quantity]));
const ELECTRICAL: JobTypeId[] = [
  "rewire",
  "consumer-unit",
  "sockets",
  "light-switches",
  "lighting",
  "outside-socket",
];
const electrical = (text: string) => jobsOf(text).filter((j) => ELECTRICAL.includes(j));

describe("sockets", () => {
  const EXAMPLE = "add 3 double sockets in the kitchen";

  it("3 double sockets: fronts, 35 mm boxes, 18 m of 2.5 mm² (one roll), filler, a day", () => {
    expect(jobsOf(EXAMPLE)).toEqual(["sockets"]);
    expect(qty("sockets", EXAMPLE)).toEqual({
      socketDouble: 3,
      boxTwo: 3,
      cable25: 1,
      filler: 1,
    });
    const t = takeoff("sockets", EXAMPLE);
    expect(t.materials.find((m) => m.key === "cable25")?.reason).toBe(
      "3 new sockets × 6 m = 18 m → 1 100 m roll",
    );
    // 3 × 2 h + 2 h testing = 8 h.
    expect(t.labourDays).toBe(1);
    expect(t.timeEstimateDays).toBe(1);
    expect(t.questions).toEqual([]);
    expect(t.assumptions.join(" ")).toContain("Minor Electrical Installation Works Certificate");
  });

  it("moved sockets are joined in a junction box: 4 m each, 2.5 h each", () => {
    const text = "move 2 sockets in the lounge";
    expect(qty("sockets", text)).toEqual({
      socketDouble: 2,
      boxTwo: 2,
      junctionBox: 2,
      cable25: 1,
      filler: 1,
    });
    // 2 × 2.5 h + 2 h = 7 h.
    expect(takeoff("sockets", text).labourDays).toBe(0.875);
  });

  it("replaced like for like is the fronts alone, half an hour each", () => {
    const t = takeoff("sockets", "replace 4 double sockets");
    expect(Object.fromEntries(t.materials.map((m) => [m.key, m.quantity]))).toEqual({
      socketDouble: 4,
    });
    expect(t.labourDays).toBe(0.5);
  });

  it("single sockets in dry-lined walls take 1-gang dry-lining boxes and no filler", () => {
    expect(qty("sockets", "add 2 single sockets in the bedroom, dry lined walls")).toEqual({
      socketSingle: 2,
      dryBoxOne: 2,
      cable25: 1,
    });
  });

  it("a new circuit: a 32 A MCB, the run home to the board, notifiable under Part P", () => {
    const text = "add a new circuit for 4 sockets in the garage";
    expect(jobsOf(text)).toEqual(["sockets"]);
    const t = takeoff("sockets", text);
    expect(t.materials.find((m) => m.key === "mcb32")?.quantity).toBe(1);
    expect(t.materials.find((m) => m.key === "cable25")?.reason).toBe(
      "4 new sockets × 6 m + 15 m home to the board = 39 m → 1 100 m roll",
    );
    // 4 × 2 h + 3 h circuit + 2 h testing = 13 h.
    expect(t.labourDays).toBe(1.625);
    expect(t.assumptions.join(" ")).toContain("notifiable under Part P (a new circuit)");
  });

  it("sockets with no number: two assumed, and asked", () => {
    const t = takeoff("sockets", "fit new sockets in the bedroom");
    expect(t.assumptions).toContain("2 double sockets assumed");
    expect(t.questions).toEqual(["How many sockets, and in which rooms?"]);
  });

  it("in a bathroom the work is notifiable", () => {
    const t = takeoff("sockets", "add 2 sockets in the bathroom");
    expect(t.assumptions.join(" ")).toContain("notifiable under Part P (a room with a bath");
  });
});

describe("outside socket", () => {
  it("a weatherproof socket fed through the wall: 5 m of cable, half a day, RCD asked", () => {
    const text = "install an outside socket";
    expect(jobsOf(text)).toEqual(["outside-socket"]);
    expect(qty("outside-socket", text)).toEqual({ socketOutdoor: 1, cable25: 1 });
    const t = takeoff("outside-socket", text);
    // 3 h + 1 h testing.
    expect(t.labourDays).toBe(0.5);
    expect(t.timeEstimateDays).toBe(0.5);
    expect(t.assumptions.join(" ")).toContain("RCD protected");
    expect(t.questions[0]).toContain("RCD protected");
  });

  it("a socket in the garden is outside; an outside socket said after another job is a job", () => {
    expect(jobsOf("add a socket in the garden")).toEqual(["outside-socket"]);
    expect(jobsOf("new consumer unit and an outside socket")).toEqual([
      "consumer-unit",
      "outside-socket",
    ]);
  });
});

describe("lighting", () => {
  const EXAMPLE = "fit 6 LED downlights in the lounge ceiling";

  it("6 downlights: one pack of 6, 17 m of 1.5 mm², a junction box, connectors, a day", () => {
    expect(jobsOf(EXAMPLE)).toEqual(["lighting"]);
    expect(qty("lighting", EXAMPLE)).toEqual({
      downlights: 1,
      junctionBox: 1,
      cable15: 1,
      wago: 1,
    });
    const t = takeoff("lighting", EXAMPLE);
    expect(t.materials.find((m) => m.key === "cable15")?.reason).toBe(
      "6 downlights × 2 m + 5 m from the old ceiling point = 17 m → 1 100 m roll",
    );
    // 6 × 1 h + 2 h testing = 8 h.
    expect(t.labourDays).toBe(1);
  });

  it("8 downlights are two packs and a day and a half", () => {
    const r = estimate("install 8 downlights in the kitchen");
    expect(r.jobs).toEqual(["Lighting"]);
    expect(r.materials.find((m) => m.key === "downlights")?.quantity).toBe(2);
    // 8 × 1 h + 2 h = 10 h = 1.25 days.
    expect(r.labourDays).toBe(1.25);
    expect(r.timeEstimateDays).toBe(1.5);
  });

  it("light fittings replaced like for like: a pendant set each, no cable", () => {
    const t = takeoff("lighting", "replace 3 light fittings in the hall");
    expect(Object.fromEntries(t.materials.map((m) => [m.key, m.quantity]))).toEqual({
      ceilingRose: 3,
    });
    // 3 × 0.75 h + 2 h = 4.25 h.
    expect(t.labourDays).toBeCloseTo(0.5313, 4);
  });

  it("in a bathroom: IP65 fittings and notifiable", () => {
    const said = takeoff("lighting", "fit 4 downlights in the bathroom").assumptions.join(" ");
    expect(said).toContain("IP65");
    expect(said).toContain("notifiable under Part P");
  });
});

describe("light switches", () => {
  it("moving a switch: new drop of 4 m, a 1-gang box, the switch, filler, half a day", () => {
    const text = "move a light switch";
    expect(jobsOf(text)).toEqual(["light-switches"]);
    expect(qty("light-switches", text)).toEqual({
      switchOne: 1,
      boxOne: 1,
      cable15: 1,
      filler: 1,
    });
    const t = takeoff("light-switches", text);
    // 2.5 h + 1 h testing = 3.5 h.
    expect(t.labourDays).toBe(0.4375);
    expect(t.timeEstimateDays).toBe(0.5);
  });

  it("a two-way switch is wired in 3-core", () => {
    expect(qty("light-switches", "add a 2-way switch on the landing").cable3Core).toBe(1);
  });

  it("one verb before a list is each item's", () => {
    expect(jobsOf("replace all the sockets and switches with chrome ones")).toEqual([
      "sockets",
      "light-switches",
    ]);
    expect(jobsOf("paint the skirting and fit new sockets and downlights")).toEqual([
      "sockets",
      "lighting",
      "paint-woodwork",
    ]);
  });
});

describe("electrical work beside the other trades", () => {
  it("skim the lounge and add 2 sockets: both jobs, the sockets first", () => {
    const r = estimate("skim the lounge and add 2 sockets");
    expect(r.jobs).toEqual(["Sockets", "Skim ceilings", "Skim walls"]);
    expect(r.materials.find((m) => m.key === "socketDouble")?.quantity).toBe(2);
  });

  it("two rooms' electrical work is priced room by room", () => {
    const r = estimate("add 3 double sockets in the kitchen and fit 6 downlights in the lounge");
    expect(r.jobs).toEqual(["Sockets", "Lighting"]);
    expect(r.labourDays).toBe(2);
  });

  it.each([
    "paint the kitchen",
    "fit a kitchen, 6 base units, laminate worktop 3m, 4 extra sockets",
    "tile the splashback and cut round 2 sockets",
    "insulate the external walls with insulated plasterboard, take off the sockets and refit them",
    "skim the walls around the new sockets in the lounge",
    "tile the bathroom floor in light grey tiles",
    "lay laminate in the lounge, light oak",
    "refit the bathroom with a new extractor fan",
    "switch on the lights",
    "need a socket set",
    "paint the outside and the outside socket",
  ])("no electrical job: %s", (text) => {
    expect(electrical(text)).toEqual([]);
  });
});
