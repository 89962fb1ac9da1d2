/**
 * Skimming plasterboard that is already up (new boards fixed earlier, or old boards). Boards being
 * put up in the same job stay with board-walls/board-ceilings + skim-* (jobs/recognition/).
 * Figures (docs/estimating.md, "Plastering over plasterboard"):
 * - Thistle Multi-Finish 25 kg, two coats to 2 mm, about 10 m² a bag (British Gypsum data sheet
 *   10–11.5 m²), +10% waste: Multi-Finish takes both bare board and PVA'd old surfaces.
 * - Scrim on every board joint: a 2400 × 1200 board (2.88 m²) shares its 7.2 m of edge with its
 *   neighbours, 3.6 m per board = 1.25 m of joint per m²; 90 m rolls.
 * - PVA (one 5 L tub per 40 m², diluted) only over old painted or previously skimmed boards, or
 *   when a bonding coat is asked for: never on new paper-faced board.
 * - Beads in 3 m lengths: angle beads on external corners (a length per corner up to 3 m high)
 *   and window reveals (3.6 m each) when counted; stop beads when said.
 * - Plasterer skims 30 m²/day walls, 25 m²/day ceilings (scrim included); beads 30 m/day and PVA
 *   80 m²/day (unverified). The skim dries 3 days before decorating, when this job decorates.
 */
import { quantityWithUnit } from "../../../../shared/quantities";
import { room, roomWalls } from "../geometry";
import { P } from "../materials";
import type { JobDefinition, ParsedDescription } from "../types";
import { addWait, because, ceilWhole, type Draft, defineJob, fmt, has, need } from "../units";
import { PLASTER_DRY_DAYS } from "./decorating";
import {
  FINISH_M2_PER_BAG,
  PLASTER_WASTE,
  PVA_M2_PER_TUB,
  SCRIM_M_PER_M2_BOARD,
  SKIM_CEILINGS_M2_DAY,
  SKIM_WALLS_M2_DAY,
} from "./plastering";

export const BEAD_LENGTH_M = 3;
export const REVEAL_BEAD_M = 3.6;
export const DEFAULT_STOP_BEAD_M = 3;
export const BEAD_M_DAY = 30;
export const PVA_M2_DAY = 80;
/** Jobs that wait for new plaster to dry before they start. */
export const DECORATING: ReadonlySet<string> = new Set([
  "paint-walls",
  "paint-ceilings",
  "wallpaper",
]);

type Surface = "ceiling" | "walls";

function surfaces(p: ParsedDescription, d: Draft): Surface[] {
  const out: Surface[] = [];
  if (has(p, /\bceilings?\b/)) out.push("ceiling");
  if (has(p, /\bwalls?\b/)) out.push("walls");
  if (out.length > 0) return out;
  d.questions.push("Which boarded surfaces are to be skimmed: the ceiling, the walls or both?");
  d.assumptions.push("The boarded ceiling assumed (no surface named)");
  return ["ceiling"];
}

/** Old boards (painted or skimmed before) take PVA; new boards do not; unsaid is asked. */
function oldBoards(p: ParsedDescription, d: Draft): boolean {
  if (has(p, /\b(?:pva|bonding (?:agent|coat)|bond-?it|seal(?:ed)? first)\b/)) return true;
  if (
    has(
      p,
      /\b(?:old|existing|painted|previously skimmed|already skimmed|re-?skim\w*|artexed|original)\b/,
    )
  )
    return true;
  if (!has(p, /\b(?:new|newly|bare|just (?:been )?(?:fitted|boarded|hung|put up))\b/)) {
    d.questions.push(
      "Are the boards new (bare paper face) or old and painted or skimmed before (they take PVA first)?",
    );
    d.assumptions.push("New, bare boards assumed");
  }
  return false;
}

const countOf = (p: ParsedDescription, re: RegExp) => Number(p.normalised.match(re)?.[1] ?? 0);

export const skimPlasterboard: JobDefinition = defineJob(
  "skim-plasterboard",
  "Skim plasterboard",
  (p, d) => {
    const which = surfaces(p, d);
    const parts: { surface: Surface; area: number; height: number }[] = [];
    for (const surface of which) {
      if (surface === "ceiling") {
        const g = room(p, d);
        parts.push({ surface, area: g.floorArea, height: g.height });
      } else {
        const { area, geometry } = roomWalls(p, d);
        parts.push({ surface, area, height: geometry.height });
      }
    }
    const area = parts.reduce((s, x) => s + x.area, 0);
    const named = parts.map((x) => `${fmt(x.area)} m² ${x.surface}`).join(" + ");
    const bags = (area * (1 + PLASTER_WASTE)) / FINISH_M2_PER_BAG;
    d.needs.push(
      because(
        need(P.multiFinish, area * (1 + PLASTER_WASTE), "m2", FINISH_M2_PER_BAG),
        `${named} + 10% = ${fmt(area * (1 + PLASTER_WASTE))} m² ÷ ${FINISH_M2_PER_BAG} m² per 25 kg bag (two coats, 2 mm) = ${fmt(bags)} → ${quantityWithUnit(ceilWhole(bags), "bag")}`,
      ),
    );
    const scrim = area * SCRIM_M_PER_M2_BOARD;
    d.needs.push(
      because(
        need(P.scrim, scrim, "m", 90),
        `Every board joint: ${fmt(area)} m² × ${SCRIM_M_PER_M2_BOARD} m per m² = ${fmt(scrim)} m → ${quantityWithUnit(ceilWhole(scrim / 90), "roll")} of 90 m`,
      ),
    );
    d.assumptions.push(
      `Scrim on every joint: 2400 × 1200 boards share 3.6 m of edge per 2.88 m² board = ${SCRIM_M_PER_M2_BOARD} m of joint per m²`,
      `Thistle Multi-Finish in two coats to 2 mm at ${FINISH_M2_PER_BAG} m² per bag (British Gypsum 10–11.5 m²) + 10% waste`,
    );
    const old = oldBoards(p, d);
    if (old) {
      d.needs.push(
        because(
          need(P.pva, area, "m2", PVA_M2_PER_TUB),
          `${fmt(area)} m² ÷ ${PVA_M2_PER_TUB} m² per 5 L tub (diluted) → ${quantityWithUnit(ceilWhole(area / PVA_M2_PER_TUB), "tub")}`,
        ),
      );
      d.days += area / PVA_M2_DAY;
      d.assumptions.push(
        "Old painted or skimmed boards: PVA first so the skim keeps its working time and bonds",
      );
    } else {
      d.assumptions.push(
        "No PVA on new paper-faced board: British Gypsum's finish plasters go straight onto the ivory face, and PVA would seal the paper's suction the skim bonds to (moisture-resistant board takes Thistle Bond-It instead)",
      );
    }
    const wallHeight = parts.find((x) => x.surface === "walls")?.height;
    const external =
      wallHeight === undefined
        ? 0
        : countOf(p, /\b(\d+) external (?:corners?|angles?)\b/) +
          (has(p, /\bchimney ?breast\b/) ? 2 : 0);
    const reveals = wallHeight !== undefined ? (p.counts.window ?? 0) : 0;
    const angleLengths =
      external * ceilWhole((wallHeight ?? 0) / BEAD_LENGTH_M) +
      ceilWhole((reveals * REVEAL_BEAD_M) / BEAD_LENGTH_M);
    let beadM = 0;
    if (angleLengths > 0) {
      d.needs.push(
        because(
          need(P.angleBead, angleLengths * BEAD_LENGTH_M, "m", BEAD_LENGTH_M),
          `${external} external corner${external === 1 ? "" : "s"} × ${fmt(wallHeight ?? 0)} m (a length each) + ${reveals} window reveal${reveals === 1 ? "" : "s"} × ${REVEAL_BEAD_M} m → ${angleLengths} lengths`,
        ),
      );
      beadM += external * (wallHeight ?? 0) + reveals * REVEAL_BEAD_M;
    } else {
      d.assumptions.push("No external corners or window reveals counted, so no angle beads");
    }
    if (has(p, /\bstop ?beads?\b/)) {
      const said = p.normalised.match(/\b(\d+(?:\.\d+)?)m (?:of )?stop ?beads?\b/)?.[1];
      const metres = said ? Number(said) : DEFAULT_STOP_BEAD_M;
      if (!said) {
        d.questions.push("How many metres of stop bead (edges where the skim stops)?");
        d.assumptions.push(`One ${DEFAULT_STOP_BEAD_M} m length of stop bead assumed`);
      }
      const lengths = ceilWhole(metres / BEAD_LENGTH_M);
      d.needs.push(
        because(
          need(P.plasterStopBead, lengths * BEAD_LENGTH_M, "m", BEAD_LENGTH_M),
          `${fmt(metres)} m of edge ÷ ${BEAD_LENGTH_M} m → ${lengths} length${lengths === 1 ? "" : "s"}`,
        ),
      );
      beadM += metres;
    }
    d.days += beadM / BEAD_M_DAY;
    for (const x of parts)
      d.days += x.area / (x.surface === "ceiling" ? SKIM_CEILINGS_M2_DAY : SKIM_WALLS_M2_DAY);
    d.assumptions.push(
      `Plasterer skims ${SKIM_CEILINGS_M2_DAY} m² of ceiling or ${SKIM_WALLS_M2_DAY} m² of walls a day, scrim included${beadM > 0 ? `; beads ${BEAD_M_DAY} m a day` : ""}`,
    );
    // The drying holds up only a decorator who follows in this job; skimming alone ends when the
    // plasterer leaves.
    if (p.jobTypes.some((id) => DECORATING.has(id)))
      addWait(d, "plaster-dry", "New skim dries before decorating (3 days)", PLASTER_DRY_DAYS);
    else
      d.assumptions.push(
        "No decorating in this job: the skim's 3 days' drying before paint is not added to the days",
      );
    d.plan.push(
      old
        ? "Protect floors, fill and PVA the old boards"
        : "Protect floors; check the boards are fixed and the joints tight",
      ...(beadM > 0 ? ["Fix angle and stop beads"] : []),
      "Scrim every board joint",
      `Skim the ${which.join(" and ")} in two coats to 2 mm, trowelled smooth; leave to dry before decorating`,
    );
  },
);
