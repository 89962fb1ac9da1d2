/**
 * Coving round a ceiling. Figures (docs/estimating.md, "Coving"):
 * - Run: a stated run or perimeter, else the room's perimeter 2 × (length + width); coving goes
 *   over door heads, so no doorway comes off.
 * - Corners: a rectangular room has 4 internal mitres; each external corner ("N external
 *   corners", 2 for a chimney breast, whose two returns add 0.35 m each to the run) brings one
 *   more internal one.
 * - Lengths: 127 mm Gyproc cove in 3 m lengths (polystyrene or polyurethane in 2 m when said),
 *   cut wall by wall (cutPlan) with 0.1 m per piece for the 45° mitres and trimming: the waste is
 *   by corners and joints, not a flat percentage.
 * - Adhesive: Gyproc Cove Adhesive, a 5 kg bag fixes about 12 m of 127 mm cove (unverified);
 *   coving adhesive in 290 ml tubes about 4 m each for poly coving (unverified). Caulk along both
 *   edges and the joints: a 380 ml tube runs about 30 m of 5 mm bead, 15 m of coving.
 * - One fitter (unverified rates): 40 m/day set out, scored, buttered, fixed and pointed, plus
 *   15 minutes for each mitre (32 a day).
 */
import { cutPlan, room } from "../geometry";
import { P } from "../materials";
import type { JobDefinition, ParsedDescription } from "../types";
import {
  because,
  ceilWhole,
  type Draft,
  defineJob,
  fmt,
  has,
  need,
  newDraft,
  round,
} from "../units";

export const PLASTER_COVE_M = 3;
export const POLY_COVE_M = 2;
export const MITRE_ALLOWANCE_M = 0.1;
export const CHIMNEY_RETURN_M = 0.35;
export const COVE_ADHESIVE_M_PER_BAG = 12;
export const COVE_ADHESIVE_M_PER_TUBE = 4;
export const CAULK_M_PER_TUBE = 15;
export const COVE_M_DAY = 40;
export const MITRES_DAY = 32;

type Kind = "plaster" | "polyurethane" | "polystyrene";

function kindOf(p: ParsedDescription): Kind {
  if (has(p, /\bpolystyrene\b/)) return "polystyrene";
  if (has(p, /\bpolyurethane\b|\bduropolymer\b|\borac\b|\bpu cov/)) return "polyurethane";
  return "plaster";
}

const countOf = (p: ParsedDescription, re: RegExp) => Number(p.normalised.match(re)?.[1] ?? 0);

/** The corners the coving turns: internal and external mitres, and what a chimney breast adds. */
function corners(p: ParsedDescription): { internal: number; external: number; chimneys: number } {
  const chimneys = has(p, /\bchimney ?breasts?\b/)
    ? Math.max(1, countOf(p, /\b(\d+) chimney ?breasts?\b/))
    : 0;
  const external = countOf(p, /\b(\d+) external (?:corners?|angles?|mitres?)\b/) + 2 * chimneys;
  const statedInternal = countOf(p, /\b(\d+) internal (?:corners?|angles?|mitres?)\b/);
  // Round a closed room the internal mitres are always four more than the external ones.
  return { internal: statedInternal || 4 + external, external, chimneys };
}

/** The wall runs the coving follows: the room's four walls, or a stated run in equal walls. */
function runs(p: ParsedDescription, d: Draft, walls: number): { runs: number[]; total: number } {
  const dims = p.dimensions;
  const ofCoving = /\b\d+(?:\.\d+)?m (?:run )?of (?:coving|cornice|cove)\b/.test(p.normalised);
  const lone = dims.lengthM !== undefined && dims.widthM === undefined && dims.areaM2 === undefined;
  const stated =
    dims.runM ??
    dims.perimeterM ??
    (lone && (ofCoving || p.rooms.length === 0) ? dims.lengthM : undefined);
  if (stated !== undefined) {
    d.assumptions.push(`A run of ${fmt(stated)} m taken as ${walls} equal walls, one per corner`);
    return { runs: Array.from({ length: walls }, () => round(stated / walls, 4)), total: stated };
  }
  // The room's own question asks for length and width; coving is bought by the metre round it.
  const scratch = newDraft();
  const g = room(p, scratch);
  d.assumptions.push(...scratch.assumptions);
  if (scratch.questions.length > 0)
    d.questions.push(
      "How big is the room (length × width), or how many metres of coving go round it?",
    );
  d.assumptions.push(
    `Coving round the ceiling: 2 × (${fmt(g.length)} + ${fmt(g.width)} m) = ${fmt(g.perimeter)} m, over the door heads`,
  );
  return { runs: [g.length, g.length, g.width, g.width], total: g.perimeter };
}

export const coving: JobDefinition = defineJob("coving", "Coving", (p, d) => {
  const kind = kindOf(p);
  const c = corners(p);
  const walls = Math.max(1, c.internal + c.external);
  const base = runs(p, d, Math.min(walls, 4));
  const returns = c.chimneys * 2 * CHIMNEY_RETURN_M;
  const pieces = [...base.runs, ...Array.from({ length: c.chimneys * 2 }, () => CHIMNEY_RETURN_M)];
  const total = round(base.total + returns, 4);
  const stock = kind === "plaster" ? PLASTER_COVE_M : POLY_COVE_M;
  const plan = cutPlan(pieces, stock, MITRE_ALLOWANCE_M);
  const mitres = c.internal + c.external;
  const product =
    kind === "plaster"
      ? P.cove127
      : kind === "polyurethane"
        ? P.covePolyurethane
        : P.covePolystyrene;
  d.needs.push(
    because(
      need(product, plan.lengths * stock, "m", stock),
      `${fmt(base.total)} m${returns > 0 ? ` + ${c.chimneys * 2} chimney returns × ${CHIMNEY_RETURN_M} m = ${fmt(total)} m` : ""} in ${plan.pieces} pieces (+${MITRE_ALLOWANCE_M} m each for the mitres, ${plan.joints} joint${plan.joints === 1 ? "" : "s"}) cut from ${stock} m lengths → ${plan.lengths} lengths, ${fmt(plan.offcutM)} m offcut`,
    ),
  );
  if (kind === "plaster") {
    const bags = total / COVE_ADHESIVE_M_PER_BAG;
    d.needs.push(
      because(
        need(P.coveAdhesive, total, "m", COVE_ADHESIVE_M_PER_BAG),
        `${fmt(total)} m ÷ ${COVE_ADHESIVE_M_PER_BAG} m per 5 kg bag = ${fmt(bags)} → ${ceilWhole(bags)} bag${ceilWhole(bags) === 1 ? "" : "s"}`,
      ),
    );
  } else {
    const tubes = total / COVE_ADHESIVE_M_PER_TUBE;
    d.needs.push(
      because(
        need(P.covingAdhesiveTube, total, "m", COVE_ADHESIVE_M_PER_TUBE),
        `${fmt(total)} m ÷ ${COVE_ADHESIVE_M_PER_TUBE} m per 290 ml tube = ${fmt(tubes)} → ${ceilWhole(tubes)} tube${ceilWhole(tubes) === 1 ? "" : "s"}`,
      ),
    );
  }
  const caulk = total / CAULK_M_PER_TUBE;
  d.needs.push(
    because(
      need(P.caulk, caulk, "tubes", 1),
      `Both edges and the joints: ${fmt(total)} m ÷ ${CAULK_M_PER_TUBE} m per 380 ml tube = ${fmt(caulk)} → ${ceilWhole(caulk)} tube${ceilWhole(caulk) === 1 ? "" : "s"}`,
    ),
  );
  d.days += total / COVE_M_DAY + mitres / MITRES_DAY;
  d.assumptions.push(
    kind === "plaster"
      ? `127 mm Gyproc plaster cove in ${stock} m lengths (profile assumed: say if another size or a polyurethane or polystyrene coving)`
      : `127 mm ${kind} coving in ${stock} m lengths`,
    `${c.internal} internal and ${c.external} external mitres at 45°${c.chimneys ? ` (${c.chimneys} chimney breast${c.chimneys === 1 ? "" : "s"}, returns ${CHIMNEY_RETURN_M} m each)` : c.external === 0 ? " (a plain rectangular room)" : ""}`,
    `One fitter: ${COVE_M_DAY} m of coving a day and ${MITRES_DAY} mitres a day (15 min each)`,
  );
  d.plan.push(
    "Mark the coving lines on wall and ceiling, strip any paper and score painted surfaces for a key",
    "Cut the 45° mitres (internal and external) and fix from a corner, joints away from the middle of a wall where the lengths allow",
    kind === "plaster"
      ? "Butter both edges with cove adhesive, press home, fill the mitres and joints with the adhesive and wipe clean"
      : "Glue with coving adhesive, fill the mitres and joints",
    "Caulk both edges once set, ready for decorating",
  );
});
