/**
 * A knock-through or a wide opening on a steel beam (docs/estimating.md, "Lintels"): the beam by
 * the metre (its size from the engineer's calculation), two concrete padstones, props and
 * strongboys on hire, the wall section broken out and taken away, the steel boxed in fire-rated
 * board and both faces made good. Rates and allowances are unverified trade rules of thumb, each
 * said in the assumptions; a steel is a two-person lift, so the job takes a crew of two.
 */
import { P } from "../materials";
import { STEEL_SIZES, type SteelKey, type SteelSize } from "../materials/structural";
import type { ParsedDescription } from "../types";
import { addWait, because, ceilWhole, type Draft, fmt, has, need, round } from "../units";
import { masonryWaste } from "./steel-waste";
import { wantsSacks } from "./strip-out";

/** Steel bears 150 mm on a padstone at each end (a typical engineer's minimum). */
export const STEEL_BEARING_M = 0.15;
/** An opening of unknown width: a typical through-lounge or kitchen-diner knock-through. */
export const TYPICAL_OPENING_M = 3;
export const WALL_HEIGHT_M = 2.4;
/** An internal wall: 100 mm brick or block plastered both faces; a 9-inch solid wall plastered. */
export const INTERNAL_WALL_M = 0.13;
export const SOLID_WALL_M = 0.25;
/** Both faces made good: a 300 mm strip each side of each jamb and over the beam. */
export const MAKE_GOOD_STRIP_M = 0.3;
export const DEFAULT_STEEL: SteelSize = [203, 133, 25];
/** Labour, tradesperson-days (unverified): set up and prop, beam in, props out, per m² broken out. */
export const PROP_DAYS = 1;
export const BEAM_DAYS = 2;
export const PROPS_OUT_DAYS = 1;
export const PLASTER_DAYS = 1.5;
export const BREAK_OUT_DAYS_PER_M2 = 0.15;
export const CURE_DAYS = 1;

export const isSteel = (p: ParsedDescription) =>
  has(
    p,
    /\brsjs?\b|\bsteel beams?\b|\bi-?beam\b|\buniversal beam\b|\bsteel joist\b|\bub\b|\bsteels?\b(?! (?:cavity )?lintel)/,
  );

const keyOf = (s: SteelSize) => `steel${s[0]}x${s[1]}x${s[2]}` as SteelKey;

/**
 * The steel size said ("203x133 UB", "152 x 89 RSJ", "UB 203 x 133 x 25"): that size in the list,
 * or the nearest listed size at least as deep (`listed` false); undefined when none is said.
 */
export function steelSize(text: string): { size: SteelSize; listed: boolean } | undefined {
  const said =
    /(?<!\d)(\d{3})\s*(?:mm\s*)?x\s*(\d{2,3})(?:\s*(?:mm\s*)?x\s*(\d{2}))?(?![\d.])/.exec(text);
  if (!said) return undefined;
  const [depth, width, kg] = [Number(said[1]), Number(said[2]), Number(said[3] ?? 0)];
  if (depth < 100 || depth > 610 || width < 60 || width > 330) return undefined;
  const same = STEEL_SIZES.filter((s) => s[0] === depth && s[1] === width);
  const exact = same.find((s) => s[2] === kg) ?? (kg === 0 ? same[0] : undefined);
  if (exact) return { size: exact, listed: true };
  const deeper = STEEL_SIZES.find((s) => s[0] >= depth && s[2] >= kg && s[1] >= width);
  return { size: deeper ?? (STEEL_SIZES.at(-1) as SteelSize), listed: false };
}

export function steelBeam(
  p: ParsedDescription,
  d: Draft,
  wall: { openingM: number | undefined; solid: boolean },
) {
  d.crew = 2;
  const beamSaid = p.dimensions.beamM;
  const openingM =
    wall.openingM ?? (beamSaid !== undefined ? beamSaid - 2 * STEEL_BEARING_M : undefined);
  const opening = round(openingM ?? TYPICAL_OPENING_M, 4);
  if (openingM === undefined) {
    d.assumptions.push(`Opening ${TYPICAL_OPENING_M} m wide assumed (a typical knock-through)`);
    d.questions.push("How wide is the opening?");
  }
  const length = beamSaid ?? round(opening + 2 * STEEL_BEARING_M, 4);
  const buy = Math.ceil(round(length * 10, 4)) / 10;
  const said = steelSize(p.normalised);
  const size = said?.size ?? DEFAULT_STEEL;
  const name = `${size[0]} × ${size[1]} × ${size[2]} UB`;
  const product = P[keyOf(size)];
  const lengthWhy =
    beamSaid !== undefined
      ? `${fmt(length)} m long as said`
      : `${fmt(opening)} m opening + 2 × ${STEEL_BEARING_M * 1000} mm bearing = ${fmt(length)} m`;
  if (said) {
    d.needs.push({
      ...because(
        need(product, buy, "m", 0.1),
        `${name}, ${lengthWhy} → ${fmt(buy)} m cut to length`,
      ),
      packs: [{ size: 0.1, product, unitsPerPack: 0.1 }],
    });
    if (!said.listed)
      d.assumptions.push(`Steel priced as a ${name}, the nearest common size to the one said`);
  } else {
    d.questions.push("Do you have the structural engineer's calculation for the beam?");
    d.assumptions.push(
      `Beam not priced until the engineer's calculation sizes it: a ${name} ${fmt(buy)} m long (a common size for a domestic opening up to about 4 m) would be about £${fmt((buy * product.pricePence) / 100, 0)} at £${fmt(product.pricePence / 100)} a metre`,
    );
  }
  d.needs.push(
    because(need(P.padstone, 2, "each"), "One concrete padstone under each end of the steel"),
  );
  const extra = Math.max(0, Math.ceil(round((opening - 3.6) / 1.2, 4)));
  const acrows = 4 + 2 * extra;
  const strongboys = 2 + extra;
  d.needs.push(
    because(
      need(P.acrowHire, acrows, "week"),
      `${acrows} Acrow props for a week: the ceiling joists each side and under the strongboys`,
    ),
    because(
      need(P.strongboyHire, strongboys, "week"),
      `${strongboys} strongboys for a week, carrying the masonry over the ${fmt(opening)} m opening`,
    ),
  );
  const thick = wall.solid ? SOLID_WALL_M : INTERNAL_WALL_M;
  const brokenM2 = round(opening * WALL_HEIGHT_M, 4);
  masonryWaste(d, brokenM2 * thick, wantsSacks(p));
  makeGood(d, opening, length, size, thick);
  const breakOut = round(brokenM2 * BREAK_OUT_DAYS_PER_M2, 4);
  d.days += PROP_DAYS + breakOut + BEAM_DAYS + PROPS_OUT_DAYS + PLASTER_DAYS;
  addWait(
    d,
    "lintel-props",
    "Padstone mortar and dry pack cure before the props come out (24 h)",
    CURE_DAYS,
  );
  d.assumptions.push(
    `A structural engineer's calculation and building control approval are needed (building notice or full plans); the engineer's and council's fees are not priced`,
    `${wall.solid ? "Solid 9-inch wall" : "Internal wall, 100 mm brick or block plastered both faces"}, ${fmt(opening)} × ${WALL_HEIGHT_M} m broken out`,
    `Two-person crew (unverified allowances, tradesperson-days): set up, prop and cut the pockets ${PROP_DAYS}; break out and clear ${fmt(brokenM2)} m² at ${BREAK_OUT_DAYS_PER_M2} a m² = ${fmt(breakOut)}; bed the padstones, lift in and pack the steel ${BEAM_DAYS}; props out, ends made good and the steel boxed ${PROPS_OUT_DAYS}; bond and skim both faces ${PLASTER_DAYS}`,
    "Services in the wall (sockets, pipes, cables) moved and the floor made good under the old wall: not priced",
  );
  d.plan.push(
    "Protect the floors; set Acrow props and strongboys each side of the wall",
    "Break out the wall section and clear the rubble to the skip",
    "Bed the padstones, lift in the steel and dry pack it tight",
    "Once the packing has cured, remove the props; box the steel in fire-rated board",
    "Make good the reveals and skim both faces round the opening",
  );
}

/** The steel boxed in FireLine and both faces of the opening made good. */
function makeGood(d: Draft, opening: number, length: number, size: SteelSize, thick: number) {
  const h = WALL_HEIGHT_M;
  const girth = round((size[1] + 2 * size[0]) / 1000, 4);
  const boxM2 = round(girth * length * 1.1, 4);
  d.needs.push(
    because(
      need(P.boardFire, boxM2, "m2", 2.88),
      `Steel boxed: ${fmt(girth)} m girth × ${fmt(length)} m + 10% = ${fmt(boxM2)} m² ÷ 2.88 m² → ${ceilWhole(boxM2 / 2.88)} sheet${boxM2 > 2.88 ? "s" : ""}`,
    ),
  );
  const jambs = round((2 * h * thick + 2 * 2 * MAKE_GOOD_STRIP_M * h) * 1.1, 4);
  const cover = P.hardwall.covers?.amount ?? 3.2;
  d.needs.push(
    because(
      need(P.hardwall, jambs, "m2", cover),
      `Reveals 2 × ${h} m × ${thick} m + 2 faces × 2 jambs × ${MAKE_GOOD_STRIP_M} m × ${h} m + 10% = ${fmt(jambs)} m² ÷ ${cover} m² a bag → ${ceilWhole(jambs / cover)}`,
    ),
  );
  const skim = round(jambs + boxM2 + 2 * length * MAKE_GOOD_STRIP_M * 1.1, 4);
  d.needs.push(
    because(
      need(P.multiFinish, skim, "m2", 10),
      `Reveals and strips ${fmt(jambs)} m² + box ${fmt(boxM2)} m² + 2 faces × ${fmt(length)} m × ${MAKE_GOOD_STRIP_M} m over the steel + 10% = ${fmt(skim)} m² ÷ 10 m² a bag → ${ceilWhole(skim / 10)}`,
    ),
  );
  const beads = round(4 * h + 2 * opening, 4);
  d.needs.push(
    because(
      need(P.angleBead, beads, "m", 3),
      `Corners: 4 jamb edges × ${h} m + 2 box edges × ${fmt(opening)} m = ${fmt(beads)} m ÷ 3 m → ${ceilWhole(beads / 3)}`,
    ),
  );
  d.assumptions.push(
    `Making good allowance: the steel boxed in 12.5 mm FireLine (30 minutes' fire protection, fixed to timber packers from stock), hardwall on the reveals and a ${MAKE_GOOD_STRIP_M * 1000} mm strip each side of each jamb, multi-finish over them, the box and a ${MAKE_GOOD_STRIP_M * 1000} mm band over the steel on both faces`,
  );
}
