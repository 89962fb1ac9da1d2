/** Worktops: lengths, stock lengths and joints, the material, and the sink and hob cut-outs. */
import { quantityWithUnit } from "../../../../../shared/quantities";
import { P } from "../../materials";
import type { ParsedDescription } from "../../types";
import { because, type Draft, fmt, has, need, round } from "../../units";
import { addHours, HOURS } from "./labour";

export const WORKTOP_DEPTH = 0.6;
export const WORKTOP_TRIM = 0.05;
export const BOLTS_PER_JOINT = 3;

export type Top = "laminate" | "wood" | "quartz";

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
  return [...list.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)(mm|m)\b/g)].map((m) =>
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

export interface Worktop {
  top: Top;
  legs: number[];
  /** Wall behind the worktop: the legs as measured along the walls. */
  wallLength: number;
}

/** The worktop legs: as written, else the base run, else asked (none for wall units alone). */
export function worktopLegs(
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

export function worktop(
  p: ParsedDescription,
  d: Draft,
  legs: number[],
  worktopOnly: boolean,
): Worktop {
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
  if (worktopOnly) {
    addHours(d, legs.length * HOURS.removeTop);
    d.plan.push("Remove the old worktop; check the units are level");
    d.assumptions.push(
      `Old worktop removed, ${HOURS.removeTop} h a length (unverified), and taken away by the fitter`,
    );
  }
  if (top === "quartz") {
    d.needs.push(
      because(
        need(P.worktopQuartz, total, "m"),
        `${legText}${corners > 0 ? ` less ${fmt(corners * WORKTOP_DEPTH)} m at ${quantityWithUnit(corners, "corner")}` : ""} = ${fmt(total)} m, templated`,
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
  addHours(d, (plan.l3 + plan.l41) * HOURS.worktop);
  if (joints > 0) {
    d.needs.push(
      because(
        need(P.worktopBolts, joints * BOLTS_PER_JOINT, "bolts", 3),
        `${quantityWithUnit(joints, "joint")} × ${BOLTS_PER_JOINT} bolts → ${joints} × pack of 3`,
      ),
    );
    if (strip)
      d.needs.push(
        because(
          need(P.worktopJointStrip, joints, "strips"),
          `${quantityWithUnit(joints, "joint")} → ${quantityWithUnit(joints, "joint strip")}`,
        ),
      );
    addHours(d, joints * (mitre ? HOURS.mitre : HOURS.strip));
  }
  if (top === "laminate") {
    d.needs.push(
      because(need(P.worktopEndCaps, 2, "caps", 2), "2 exposed worktop ends → 1 pair of end caps"),
    );
    addHours(d, 2 * HOURS.endCap);
    d.assumptions.push("Both worktop ends exposed: an end cap on each");
  }
  if (top === "wood") d.assumptions.push("Solid wood: ends and cut-outs oiled, no end caps");
  d.assumptions.push(
    `Worktop ${top === "wood" ? "solid oak 40 mm" : "laminate 38 mm"}, 600 mm deep, in 3 m and 4.1 m lengths; ${corners > 0 ? "each corner leg butts the one before it (its length less 600 mm); " : ""}${joints > 0 ? `${quantityWithUnit(joints, "joint")}${mitre ? " by mason's mitre" : strip ? " with joint strips" : " butted"}, ${BOLTS_PER_JOINT} bolts each` : "no joints"}; fitter ${HOURS.worktop} h a length${joints > 0 ? `, ${mitre ? HOURS.mitre : HOURS.strip} h a joint` : ""} (unverified)`,
  );
  // Cut-outs: a sink and a hob unless the cooker is a range or freestanding.
  const hob = !has(p, /\bno hob\b|\brange cooker\b|\bfreestanding cooker\b/);
  addHours(d, (hob ? 2 : 1) * HOURS.cutOut);
  d.assumptions.push(
    `${hob ? "Sink and hob cut-outs" : "A sink cut-out"}: ${HOURS.cutOut} h each (unverified); the sink, tap and hob are supplied by others`,
  );
  d.plan.push(
    `Cut and fit the worktops${joints > 0 ? ` (${jointName}s, bolted)` : ""}; cut the sink${hob ? " and hob" : ""} aperture${hob ? "s" : ""}`,
  );
  return { top, legs, wallLength };
}
