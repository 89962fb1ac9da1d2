/** Plinth, cornice, pelmet and upstand cut from 3 m lengths; the units' wall fixings. */
import { cutPlan } from "../../geometry";
import { P } from "../../materials";
import type { Product } from "../../types";
import { because, type Draft, fmt, need, round } from "../../units";
import { addHours, HOURS } from "./labour";
import type { Kind } from "./units";

export const TRIM_LENGTH = 3;
export const PLINTH_RETURN = 0.55;
export const WALL_RETURN = 0.3;

export function trim(
  d: Draft,
  product: Product,
  runs: number[],
  what: string,
  allowance = 0.05,
): number {
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

/** Plinth, cornice and pelmet with a return at each end; brackets, screws and plugs. */
export function trimsAndFixings(d: Draft, u: Record<Kind, number[]>): void {
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
  addHours(d, trimM * HOURS.trimPerM);
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
