/**
 * Fitting a kitchen, and re-tiling an existing kitchen's walls above the worktops. Figures
 * (docs/estimating.md, "Kitchen fitting" and "Kitchen tiling refresh"):
 * - Units 600 mm wide unless a width is said (1000 / 500 / 300 mm); a run length is filled with
 *   600 mm units and a filler. Worktops 600 mm deep in 3 m or 4.1 m lengths, 50 mm per piece for
 *   trimming; on an L or U the second leg butts the first at the corner (its length less 600 mm).
 *   A corner is one joint (mason's mitre, or a joint strip when said), 3 connector bolts a joint.
 * - Plinth (base run + a 550 mm return at each of two ends), cornice and pelmet (wall run + a
 *   300 mm return at each end) and upstand in 3 m lengths, cut with geometry.cutPlan.
 * - A tiled splashback is the splashback job's own takeoff (jobs/tiling.ts), run × 0.6 m.
 * - Labour (one fitter, unverified trade rates): base or wall unit 1.5 h, tall unit 2.5 h,
 *   worktop 2 h a length, mason's mitre 2 h, joint strip 0.5 h, sink or hob cut-out 1 h,
 *   plinth/cornice/pelmet 5 m/h, upstand 3 m/h, panel 2 h, appliance 2 h (extractor 4 h).
 */
import { cutPlan } from "../geometry";
import { P } from "../materials";
import type { JobDefinition, JobTakeoff, ParsedDescription, Product } from "../types";
import { because, ceilWhole, type Draft, defineJob, fmt, has, need, round } from "../units";
import { KITCHEN_FIT, KITCHEN_SPLASHBACK } from "./recognition";
import { disposal, makeGood, stripTiles } from "./strip-out";
import { splashback } from "./tiling";

export const UNIT_W = 0.6;
export const DEFAULT_BASE = 6;
export const DEFAULT_WALL = 4;
export const WORKTOP_DEPTH = 0.6;
export const WORKTOP_TRIM = 0.05;
export const TRIM_LENGTH = 3;
export const PLINTH_RETURN = 0.55;
export const WALL_RETURN = 0.3;
export const SPLASH_H = 0.6;
export const PANEL_M = 2.44;
export const BOLTS_PER_JOINT = 3;
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

type Kind = "base" | "wall" | "tall";
type Top = "laminate" | "wood" | "quartz";

const UNIT_PRODUCTS: Record<Kind, Record<number, Product>> = {
  base: {
    0.3: P.kitchenBase300,
    0.5: P.kitchenBase500,
    0.6: P.kitchenBase600,
    1: P.kitchenBase1000,
  },
  wall: {
    0.3: P.kitchenWall300,
    0.5: P.kitchenWall500,
    0.6: P.kitchenWall600,
    1: P.kitchenWall1000,
  },
  tall: { 0.6: P.kitchenTall600 },
};

const KIND: Record<string, Kind> = {
  base: "base",
  floor: "base",
  wall: "wall",
  tall: "tall",
  larder: "tall",
};

/** "6 base units", "2 x 1000mm base units", "6 base and 4 wall units": widths in metres per kind. */
export function unitCounts(s: string): Record<Kind, number[]> {
  const out: Record<Kind, number[]> = { base: [], wall: [], tall: [] };
  const re =
    /\b(\d{1,2})\s*(?:x\s*)?(?:(300|500|600|1000)mm\s*)?(base|floor|wall|tall|larder)\b(?=\s*(?:units?|cupboards?|cabinets?|and\b|&|,))/g;
  for (const m of s.matchAll(re)) {
    const kind = KIND[m[3] ?? ""];
    const n = Number(m[1]);
    if (!kind || !(n > 0)) continue;
    const w = m[2] ? Number(m[2]) / 1000 : UNIT_W;
    const width = UNIT_PRODUCTS[kind][w] ? w : UNIT_W;
    for (let i = 0; i < n; i++) out[kind].push(width);
  }
  return out;
}

/** Worktop lengths written after or before "worktop": "worktop 3.6m + 2.4m", "3m oak worktop". */
export function worktopLengths(s: string): number[] {
  const LEN = String.raw`\d+(?:\.\d+)?(?:mm|m)\b`;
  const LIST = String.raw`${LEN}(?:\s*(?:\+|and|&|,)\s*${LEN})*`;
  const after = new RegExp(
    String.raw`\bworktops?\s*(?:of\s*|run\s*|lengths?\s*(?:of\s*)?)?(${LIST})`,
  ).exec(s);
  const before = new RegExp(String.raw`(${LIST})\s*(?:of\s*)?(?:[a-z-]+\s+){0,2}worktops?\b`).exec(
    s,
  );
  const list = after?.[1] ?? before?.[1];
  if (!list) return [];
  return [...list.matchAll(/(\d+(?:\.\d+)?)(mm|m)\b/g)].map((m) =>
    m[2] === "mm" ? Number(m[1]) / 1000 : Number(m[1]),
  );
}

/**
 * Each piece plus its trim, cut from 3 m or 4.1 m lengths, offcuts used on later pieces. A length
 * holds its own size plus one trim, since its factory end is square: a 3 m run takes a 3 m length.
 * A piece longer than a length is jointed (a straight joint, bolted).
 */
export function worktopPlan(pieces: readonly number[]): {
  l3: number;
  l41: number;
  joints: number;
} {
  const cut: number[] = [];
  let joints = 0;
  for (const piece of pieces) {
    let rest = piece + WORKTOP_TRIM;
    while (rest > 4.1 + WORKTOP_TRIM + 1e-9) {
      cut.push(4.1 + WORKTOP_TRIM);
      rest -= 4.1;
      joints++;
    }
    cut.push(round(rest, 4));
  }
  cut.sort((a, b) => b - a);
  const bins: { stock: number; used: number }[] = [];
  for (const c of cut) {
    const bin = bins.find((b) => b.used + c <= b.stock + WORKTOP_TRIM + 1e-9);
    if (bin) bin.used += c;
    else bins.push({ stock: c <= 3 + WORKTOP_TRIM + 1e-9 ? 3 : 4.1, used: c });
  }
  // Two 3 m lengths whose pieces fit one 4.1 m length: the one length is cheaper.
  for (let i = 0; i < bins.length; i++) {
    const a = bins[i];
    if (a?.stock !== 3) continue;
    const j = bins.findIndex(
      (b, k) => k > i && b.stock === 3 && a.used + b.used <= 4.1 + WORKTOP_TRIM + 1e-9,
    );
    if (j < 0) continue;
    a.stock = 4.1;
    a.used += bins[j]?.used ?? 0;
    bins.splice(j, 1);
  }
  return {
    l3: bins.filter((b) => b.stock === 3).length,
    l41: bins.filter((b) => b.stock === 4.1).length,
    joints,
  };
}

const hours = (d: Draft, h: number) => {
  d.days += h / DAY_H;
};

function topMaterial(p: ParsedDescription, d: Draft, worktopOnly: boolean): Top {
  if (has(p, /\bquartz\b|\bgranite\b|\bsilestone\b|\bcorian\b|\bcompact\b|\bengineered stone\b/))
    return "quartz";
  if (
    has(p, /\b(?:solid )?(?:oak|walnut|beech|iroko|bamboo|wood(?:en)?|timber|butcher'?s? block)\b/)
  )
    return "wood";
  if (!has(p, /\blaminate\b/)) {
    d.questions.push("Worktop: laminate, solid wood or quartz?");
    d.assumptions.push(`Laminate worktop${worktopOnly ? "" : "s"} 38 mm assumed`);
  }
  return "laminate";
}

type Splash = "tiled" | "panel" | "upstand" | "none" | "own-job";

function splashType(p: ParsedDescription, d: Draft, worktopOnly: boolean): Splash {
  const word = has(p, /\bsplash ?backs?\b/);
  if (
    has(
      p,
      /\b(?:glass|acrylic|toughened|stainless|panel)\b[^.;]{0,15}\bsplash ?backs?\b|\bsplash ?backs? panels?\b/,
    )
  )
    return "panel";
  if (word && !KITCHEN_SPLASHBACK.test(p.normalised)) return "own-job";
  if (word) return "tiled";
  if (has(p, /\bupstands?\b/)) return "upstand";
  if (worktopOnly) return "none";
  d.questions.push("Behind the worktop: an upstand, a tiled splashback or a glass/acrylic panel?");
  d.assumptions.push("A matching worktop upstand assumed behind the worktop");
  return "upstand";
}

/** The splashback job's takeoff for this run, folded into the kitchen's draft. */
function tiledSplash(p: ParsedDescription, d: Draft, length: number, height: number): void {
  const t: JobTakeoff = splashback.takeoff({
    ...p,
    dimensions: { lengthM: length, heightM: height },
    dimensionSources: {},
  });
  const working = `Tiled splashback ${fmt(length)} m × ${fmt(height)} m = ${fmt(length * height)} m² (the splashback job's takeoff)`;
  d.needs.push(...t.needs.map((n) => (n.reason ? n : because(n, working))));
  d.days += t.labourDays;
  d.waits.push(...t.waits);
  d.assumptions.push(working, ...t.assumptions.filter((a) => !/^Grout after|^Rapid-set/.test(a)));
  d.plan.push(...t.workPlan);
}

function trim(d: Draft, product: Product, runs: number[], what: string, allowance = 0.05): number {
  const plan = cutPlan(runs, TRIM_LENGTH, allowance);
  const total = runs.reduce((a, b) => a + b, 0);
  d.needs.push(
    because(
      need(product, plan.lengths * TRIM_LENGTH, "m", TRIM_LENGTH),
      `${what} = ${fmt(total)} m, cut from ${TRIM_LENGTH} m lengths → ${plan.lengths} lengths`,
    ),
  );
  return total;
}

const APPLIANCES: [RegExp, string, number][] = [
  [/\bovens?\b/, "oven", HOURS.appliance],
  [/\bhob\b(?! cut)/, "hob", HOURS.appliance],
  [/\b(?:extractor|cooker hood|chimney hood)\b/, "extractor", HOURS.extractor],
  [/\bdish ?washer\b/, "integrated dishwasher", HOURS.appliance],
  [/\bfridge\w*|\bfreezer\b/, "integrated fridge freezer", HOURS.appliance],
  [/\bwashing machine\b|\bwasher[- ]dryer\b/, "washing machine", HOURS.appliance],
  [/\bmicrowave\b/, "microwave", HOURS.appliance],
];

function units(p: ParsedDescription, d: Draft): Record<Kind, number[]> {
  const counted = unitCounts(p.normalised);
  const said = counted.base.length + counted.wall.length > 0;
  const run =
    /(\d+(?:\.\d+)?)m\s*(?:long\s*)?run\b|\brun of (?:units\s*)?(?:of\s*)?(\d+(?:\.\d+)?)m\b/.exec(
      p.normalised,
    );
  const runM = run ? Number(run[1] ?? run[2]) : undefined;
  const total = /\b(\d{1,2}) (?:new )?(?:kitchen )?(?:units|cupboards|cabinets)\b/.exec(
    p.normalised,
  );
  if (!said && runM !== undefined) {
    const n = Math.floor(round(runM / UNIT_W, 6));
    const filler = round(runM - n * UNIT_W, 4);
    counted.base = Array(n).fill(UNIT_W);
    const walls = has(p, /\bwall (?:units?|cupboards?)\b/);
    if (walls) counted.wall = Array(n).fill(UNIT_W);
    d.assumptions.push(
      `${fmt(runM)} m run ÷ 600 mm = ${n} base units${walls ? ` and ${n} wall units` : ""}${filler > 0 ? `, ${fmt(filler * 1000, 0)} mm made up with a filler` : ""}`,
    );
    if (filler > 0)
      d.needs.push(
        because(
          need(P.kitchenFiller, 1, "panel"),
          `${fmt(filler * 1000, 0)} mm gap at the end of the ${fmt(runM)} m run → 1 filler cut to width`,
        ),
      );
  } else if (!said && total) {
    // "10 kitchen units" with no split: the usual 60/40 of base to wall units, asked.
    const n = Number(total[1]);
    const base = Math.ceil(n * 0.6);
    counted.base = Array(base).fill(UNIT_W);
    counted.wall = Array(n - base).fill(UNIT_W);
    d.questions.push(`How many of the ${n} units are base units and how many wall units?`);
    d.assumptions.push(`${n} units taken as ${base} base and ${n - base} wall units (600 mm)`);
  } else if (!said) {
    counted.base = Array(DEFAULT_BASE).fill(UNIT_W);
    counted.wall = Array(DEFAULT_WALL).fill(UNIT_W);
    d.questions.push("How many base and wall units, or how long is the run of units?");
    d.assumptions.push(`${DEFAULT_BASE} base and ${DEFAULT_WALL} wall units (600 mm) assumed`);
  } else if (counted.wall.length === 0) {
    d.assumptions.push("No wall units said: none priced");
  }
  return counted;
}

function buyUnits(d: Draft, kind: Kind, widths: number[]): void {
  const byWidth = new Map<number, number>();
  for (const w of widths) byWidth.set(w, (byWidth.get(w) ?? 0) + 1);
  for (const [w, n] of byWidth) {
    const product = UNIT_PRODUCTS[kind][w] ?? UNIT_PRODUCTS[kind][UNIT_W];
    if (!product) continue;
    d.needs.push(
      because(
        need(product, n, "units"),
        `${n} ${kind} unit${n === 1 ? "" : "s"} × ${fmt(w * 1000, 0)} mm, as said or assumed`,
      ),
    );
  }
  hours(d, widths.length * HOURS[kind]);
}

interface Worktop {
  top: Top;
  legs: number[];
  /** Wall behind the worktop: the legs as measured along the walls. */
  wallLength: number;
}

/** The worktop legs: as written, else the base run, else asked (none for wall units alone). */
function worktopLegs(
  p: ParsedDescription,
  d: Draft,
  worktopOnly: boolean,
  baseRun: number,
): number[] {
  const legs = worktopLengths(p.normalised);
  if (legs.length > 0) return legs;
  const stated = worktopOnly ? (p.dimensions.runM ?? p.dimensions.lengthM) : undefined;
  if (stated !== undefined) return [stated];
  if (baseRun > 0) {
    d.assumptions.push(
      `Worktop over the base units: ${fmt(baseRun)} m (appliances under it add to this)`,
    );
    return [baseRun];
  }
  if (!worktopOnly && !has(p, /\bwork ?tops?\b/)) return [];
  d.questions.push("How long is the worktop (each length along the walls, e.g. 3.6m + 2.4m)?");
  d.assumptions.push("One 3 m worktop assumed");
  return [3];
}

function worktop(p: ParsedDescription, d: Draft, legs: number[], worktopOnly: boolean): Worktop {
  const corners = has(p, /\bu[- ]?shaped?\b/)
    ? Math.min(2, legs.length - 1)
    : has(p, /\bgalley\b|\bparallel\b/)
      ? 0
      : legs.length - 1;
  const pieces = legs.map((l, i) => (i > 0 && i <= corners ? round(l - WORKTOP_DEPTH, 4) : l));
  const total = round(
    pieces.reduce((a, b) => a + b, 0),
    4,
  );
  const wallLength = round(
    legs.reduce((a, b) => a + b, 0),
    4,
  );
  const top = topMaterial(p, d, worktopOnly);
  const legText = `${legs.map((l) => fmt(l)).join(" + ")} m along the walls`;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (worktopOnly) {
    hours(d, legs.length * HOURS.removeTop);
    d.plan.push("Remove the old worktop; check the units are level");
    d.assumptions.push(
      `Old worktop removed, ${HOURS.removeTop} h a length (unverified), and taken away by the fitter`,
    );
  }
  if (top === "quartz") {
    d.needs.push(
      because(
        need(P.worktopQuartz, total, "m"),
        `${legText}${corners > 0 ? ` less ${fmt(corners * WORKTOP_DEPTH)} m at ${plural(corners, "corner")}` : ""} = ${fmt(total)} m, templated`,
      ),
    );
    d.assumptions.push(
      "Quartz templated, cut (sink and hob cut-outs, joints) and fitted by the fabricator",
    );
    d.plan.push("Fabricator templates, then fits the quartz worktops with their cut-outs");
    return { top, legs, wallLength };
  }
  const plan = worktopPlan(pieces);
  const joints = corners + plan.joints;
  // Laminate: mason's mitre unless a joint strip is said; solid wood: butt-jointed and bolted.
  const strip = top === "laminate" && has(p, /\bjoint(?:ing)? strips?\b|\bbutt joint\w*/);
  const mitre = top === "laminate" && !strip;
  const jointName = mitre ? "mason's mitre" : strip ? "joint strip" : "butt joint";
  const [p3, p41] =
    top === "wood" ? [P.worktopOak3, P.worktopOak41] : [P.worktopLaminate3, P.worktopLaminate41];
  const cuts = `pieces ${pieces.map((x) => fmt(x)).join(" + ")} m (+${WORKTOP_TRIM * 1000} mm each)`;
  if (plan.l41 > 0)
    d.needs.push(
      because(need(p41, plan.l41 * 4.1, "m", 4.1), `${legText} → ${cuts} → ${plan.l41} × 4.1 m`),
    );
  if (plan.l3 > 0)
    d.needs.push(because(need(p3, plan.l3 * 3, "m", 3), `${legText} → ${cuts} → ${plan.l3} × 3 m`));
  hours(d, (plan.l3 + plan.l41) * HOURS.worktop);
  if (joints > 0) {
    d.needs.push(
      because(
        need(P.worktopBolts, joints * BOLTS_PER_JOINT, "bolts", 3),
        `${plural(joints, "joint")} × ${BOLTS_PER_JOINT} bolts → ${joints} × pack of 3`,
      ),
    );
    if (strip)
      d.needs.push(
        because(
          need(P.worktopJointStrip, joints, "strips"),
          `${plural(joints, "joint")} → ${plural(joints, "joint strip")}`,
        ),
      );
    hours(d, joints * (mitre ? HOURS.mitre : HOURS.strip));
  }
  if (top === "laminate") {
    d.needs.push(
      because(need(P.worktopEndCaps, 2, "caps", 2), "2 exposed worktop ends → 1 pair of end caps"),
    );
    hours(d, 2 * HOURS.endCap);
    d.assumptions.push("Both worktop ends exposed: an end cap on each");
  }
  if (top === "wood") d.assumptions.push("Solid wood: ends and cut-outs oiled, no end caps");
  d.assumptions.push(
    `Worktop ${top === "wood" ? "solid oak 40 mm" : "laminate 38 mm"}, 600 mm deep, in 3 m and 4.1 m lengths; ${corners > 0 ? "each corner leg butts the one before it (its length less 600 mm); " : ""}${joints > 0 ? `${plural(joints, "joint")}${mitre ? " by mason's mitre" : strip ? " with joint strips" : " butted"}, ${BOLTS_PER_JOINT} bolts each` : "no joints"}; fitter ${HOURS.worktop} h a length${joints > 0 ? `, ${mitre ? HOURS.mitre : HOURS.strip} h a joint` : ""} (unverified)`,
  );
  // Cut-outs: a sink and a hob unless the cooker is a range or freestanding.
  const hob = !has(p, /\bno hob\b|\brange cooker\b|\bfreestanding cooker\b/);
  hours(d, (hob ? 2 : 1) * HOURS.cutOut);
  d.assumptions.push(
    `${hob ? "Sink and hob cut-outs" : "A sink cut-out"}: ${HOURS.cutOut} h each (unverified); the sink, tap and hob are supplied by others`,
  );
  d.plan.push(
    `Cut and fit the worktops${joints > 0 ? ` (${jointName}s, bolted)` : ""}; cut the sink${hob ? " and hob" : ""} aperture${hob ? "s" : ""}`,
  );
  return { top, legs, wallLength };
}

/** Plinth, cornice and pelmet with a return at each end; brackets, screws and plugs. */
function trimsAndFixings(d: Draft, u: Record<Kind, number[]>): void {
  const baseRun = round(
    u.base.reduce((a, b) => a + b, 0),
    4,
  );
  const wallRun = round(
    u.wall.reduce((a, b) => a + b, 0),
    4,
  );
  let trimM = 0;
  if (baseRun > 0)
    trimM += trim(
      d,
      P.kitchenPlinth,
      [baseRun, PLINTH_RETURN, PLINTH_RETURN],
      `Plinth ${fmt(baseRun)} m of base units + 2 returns × ${fmt(PLINTH_RETURN)} m`,
    );
  if (wallRun > 0) {
    const runs = [wallRun, WALL_RETURN, WALL_RETURN];
    const what = `${fmt(wallRun)} m of wall units + 2 returns × ${fmt(WALL_RETURN)} m`;
    trimM += trim(d, P.kitchenCornice, runs, `Cornice ${what}`);
    trimM += trim(d, P.kitchenPelmet, runs, `Pelmet ${what}`);
    d.needs.push(
      because(
        need(P.wallUnitBrackets, u.wall.length, "pairs"),
        `${u.wall.length} wall units → ${u.wall.length} pairs of hanging brackets`,
      ),
    );
  }
  hours(d, trimM * HOURS.trimPerM);
  if (trimM > 0) {
    d.assumptions.push("Plinth, cornice and pelmet in 3 m lengths, fitted at 5 m/h (unverified)");
    d.plan.push(
      [baseRun > 0 ? "plinth" : "", wallRun > 0 ? "cornice and pelmet" : ""]
        .filter(Boolean)
        .join(", ")
        .replace(/^./, (c) => `Fit the ${c}`),
    );
  }
  const screws = u.base.length * 2 + u.wall.length * 4 + u.tall.length * 4;
  if (screws > 0) {
    const why = `${u.base.length} base × 2 + ${u.wall.length} wall × 4 + ${u.tall.length} tall × 4 = ${screws} fixings to the wall`;
    d.needs.push(because(need(P.woodscrews, screws, "screws", 200), why));
    d.needs.push(because(need(P.kitchenPlugs, screws, "plugs", 100), why));
  }
}

/** Behind the worktop: the splashback job's tiles, panels or an upstand, and their silicone. */
function behindWorktop(p: ParsedDescription, d: Draft, w: Worktop, worktopOnly: boolean): void {
  const splash = splashType(p, d, worktopOnly);
  const run = w.wallLength;
  if (splash === "tiled") tiledSplash(p, d, run, SPLASH_H);
  if (splash === "own-job") d.assumptions.push("The splashback is priced as its own job");
  if (splash === "panel") {
    const panels = ceilWhole((run * 1.05) / PANEL_M);
    d.needs.push(
      because(
        need(P.splashbackPanel, panels * PANEL_M, "m", PANEL_M),
        `${fmt(run)} m of wall behind the worktop + 5% ÷ ${PANEL_M} m → ${panels} panels`,
      ),
      because(need(P.panelAdhesive, panels, "tubes"), `${panels} panels × 1 tube of adhesive`),
    );
    hours(d, panels * HOURS.panel);
    d.plan.push("Fit the splashback panels and silicone the worktop joint");
    d.assumptions.push(
      `Splashback panels 2440 × 600 mm on adhesive, ${HOURS.panel} h a panel (unverified)`,
    );
  }
  if (splash === "upstand" && w.top === "quartz") {
    d.assumptions.push("Quartz upstand templated and fitted by the fabricator with the worktop");
  } else if (splash === "upstand") {
    const legs = w.legs.join(" + ");
    trim(
      d,
      w.top === "wood" ? P.worktopUpstandOak : P.worktopUpstand,
      w.legs,
      `Upstand ${legs} m of wall behind the worktop`,
      0,
    );
    hours(d, run * HOURS.upstandPerM);
    d.plan.push("Fit the upstand and silicone the worktop joint");
  }
  if ((splash === "upstand" && w.top !== "quartz") || splash === "panel")
    d.needs.push(
      because(
        need(P.silicone, Math.max(1, run / 10), "tubes"),
        `${fmt(run)} m of worktop joint ÷ 10 m a tube`,
      ),
    );
}

/** Appliances and services: labour only, and only when said. */
function labourOnly(p: ParsedDescription, d: Draft): void {
  // "Tiles behind the hob" names a place, not an appliance to fit.
  const text = p.normalised.replace(
    /\b(?:behind|above|over|around|round|beside|next to|under|by) (?:the )?(?:hob|oven|cooker|sink|extractor|fridge)\b/g,
    " ",
  );
  const fitted = APPLIANCES.filter(([re]) => re.test(text));
  for (const [, , h] of fitted) hours(d, h);
  const names = fitted.map(([, name]) => name).join(", ");
  if (fitted.length > 0) d.plan.push(`Fit the ${names}`);
  d.assumptions.push(
    fitted.length > 0
      ? `Appliances supplied by others, fitted as labour only: ${names} (${HOURS.appliance} h each, extractor ${HOURS.extractor} h; unverified)`
      : "Appliances supplied and fitted by others (fitting is priced as labour only when said)",
  );
  const plumbing = has(
    p,
    /\bplumb\w*|\bconnect\w* (?:the )?(?:sink|taps?|waste|dish ?washer|washing machine)\b/,
  );
  const electrics = has(
    p,
    /\belectric\w*|\bsockets?\b|\bspurs?\b|\bwiring\b|\b(?:under[- ]?cabinet|plinth) lights?\b/,
  );
  if (plumbing) hours(d, HOURS.plumbing);
  if (electrics) hours(d, HOURS.electrics);
  if (plumbing) d.plan.push("Connect the sink, tap, waste and appliance valves");
  if (electrics) d.plan.push("Electrician connects the appliances and lighting; test and certify");
  d.assumptions.push(
    plumbing
      ? "Plumbing: sink, tap, waste and appliance valves connected, 1 day (labour only)"
      : "Plumbing by others",
    electrics
      ? "Electrics: 1 day by a Part P registered electrician (labour only)"
      : "Electrics by others",
  );
}

const RIP_OUT =
  /\b(?:rip\w*|strip\w*|tear\w*|take|taking) out\b|\bremov\w* (?:the )?(?:old|existing)\b|\bold kitchen\b/;

export const kitchenFitting: JobDefinition = defineJob(
  "kitchen-fitting",
  "Fit a kitchen",
  (p, d) => {
    const counted = unitCounts(p.normalised);
    const worktopOnly =
      !has(p, KITCHEN_FIT) && counted.base.length + counted.wall.length + counted.tall.length === 0;
    const u = worktopOnly ? { base: [], wall: [], tall: [] } : units(p, d);
    if (!worktopOnly && has(p, RIP_OUT)) {
      hours(d, HOURS.ripOut);
      disposal(p, d, 0, "the old units and worktops");
      d.plan.push("Strip out the old kitchen and take it away");
      d.assumptions.push(`Old kitchen stripped out: 1 day (unverified)`);
    }
    for (const kind of ["base", "wall", "tall"] as const) buyUnits(d, kind, u[kind]);
    if (!worktopOnly) {
      d.assumptions.push(
        `Units rigid-built, supplied with doors, legs and handles; fitter ${HOURS.base} h a base or wall unit, ${HOURS.tall} h a tall unit (unverified)`,
      );
      if (u.base.length + u.tall.length > 0)
        d.plan.push("Mark a datum line; set out and level the base units, fix to the wall");
      if (u.wall.length > 0) d.plan.push("Hang the wall units on brackets at a level line");
    }
    const baseRun = round(
      u.base.reduce((a, b) => a + b, 0),
      4,
    );
    const legs = worktopLegs(p, d, worktopOnly, baseRun);
    const w = legs.length > 0 ? worktop(p, d, legs, worktopOnly) : undefined;
    trimsAndFixings(d, u);
    if (w) behindWorktop(p, d, w, worktopOnly);
    labourOnly(p, d);
  },
);

export const kitchenTilingRefresh: JobDefinition = defineJob(
  "kitchen-tiling-refresh",
  "Re-tile kitchen walls",
  (p, d) => {
    const dims = p.dimensions;
    const area = dims.wallAreaM2 ?? dims.areaM2;
    let length = dims.lengthM ?? dims.runM;
    let height = dims.heightM ?? (dims.lengthM !== undefined ? dims.widthM : undefined);
    if (area === undefined && length === undefined) {
      d.questions.push("How long and how high is the tiled area above the worktops?");
      d.assumptions.push("A 3 m run of worktop tiled 0.6 m high assumed");
    }
    if (area !== undefined && (length === undefined || height === undefined)) {
      height ??= SPLASH_H;
      length = round(area / height, 4);
    }
    length ??= 3;
    height ??= SPLASH_H;
    const face = round(length * height, 4);
    const rubble = stripTiles(d, face, 0);
    makeGood(d, face);
    disposal(p, d, rubble, undefined);
    tiledSplash(p, d, length, height);
    d.plan.unshift(
      "Protect the worktops; strip the old tiles and adhesive back to the plaster",
      "Make good where the plaster comes away; prime",
    );
  },
);
