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
import type { JobDefinition } from "../../types";
import { defineJob, has, round } from "../../units";
import { KITCHEN_FIT } from "../recognition";
import { disposal, makeGood, stripTiles } from "../strip-out";
import { behindWorktop, SPLASH_H, tiledSplash } from "./behind-worktop";
import { addHours, HOURS } from "./labour";
import { appliancesAndServices } from "./services";
import { trimsAndFixings } from "./trims";
import { buyUnits, unitCounts, unitsFor } from "./units";
import { worktop, worktopLegs } from "./worktops";

export { unitCounts } from "./units";
export { worktopLengths, worktopPlan } from "./worktops";

const RIP_OUT =
  /\b(?:rip\w*|strip\w*|tear\w*|take|taking) out\b|\bremov\w* (?:the )?(?:old|existing)\b|\bold kitchen\b/;

export const kitchenFitting: JobDefinition = defineJob(
  "kitchen-fitting",
  "Fit a kitchen",
  (p, d) => {
    const counted = unitCounts(p.normalised);
    const worktopOnly =
      !has(p, KITCHEN_FIT) && counted.base.length + counted.wall.length + counted.tall.length === 0;
    const u = worktopOnly ? { base: [], wall: [], tall: [] } : unitsFor(p, d);
    if (!worktopOnly && has(p, RIP_OUT)) {
      addHours(d, HOURS.ripOut);
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
    appliancesAndServices(p, d);
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
