/**
 * Bathroom refit and bathroom re-tile. Figures (docs/estimating.md, "Bathroom refit"):
 * - The room: length × width and ceiling height (typical bathroom 2.5 × 2 m, 2.4 m ceiling).
 * - Suite: a 1700 × 700 mm bath in an alcove (tiled along its back and both ends), a
 *   1200 × 800 mm shower tray in a corner (two walls), a basin on a pedestal or a 600 mm vanity,
 *   a close-coupled WC. Not said: a three-piece suite, the bath with a shower over it.
 * - Wall tiles in the wet zones: round the bath from the rim (550 mm) to the ceiling, round the
 *   shower from the floor to the ceiling, a 600 × 600 mm splashback behind the basin; or every
 *   wall full height (less a door, a window and the strip hidden behind the bath) when said.
 *   Floor tiles on the floor less the bath and tray. Tiles, adhesive, grout, labour and the
 *   adhesive's cure are the tiling jobs' own (./tiling.ts).
 * - Where someone showers: 10 mm tile backer board (0.75 m² sheets +10%, 12 screws and washers a
 *   sheet, joint tape 2.5 m per m²) and a tanking kit per 4.5 m² (BAL Wet Room kit), primer and two
 *   coats each about 2–4 h to dry (taken at 4 h a coat: +1 day before tiling).
 * - Silicone by the length of sealant joints, 8 m per 295 ml tube (6 × 6 mm bead) +10%.
 * - Labour (one tradesperson, rates unverified: trade rule of thumb): remove the old suite 0.5 day,
 *   strip tiles (./strip-out.ts), first fix plumbing 1 day (+0.5 for a separate shower), backer
 *   board on walls 10 m²/day, tanking 20 m²/day, second fix by item (bath 0.5, screen 0.25, shower
 *   valve 0.25, tray 0.5, enclosure 0.5, pedestal basin 0.25, vanity 0.5, WC 0.25).
 */
import { DOOR_OPENING_M2, room, WINDOW_OPENING_M2 } from "../geometry";
import { P } from "../materials";
import type { JobDefinition, ParsedDescription } from "../types";
import {
  addWait,
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
import { disposal, makeGood, stripTiles } from "./strip-out";
import {
  FLOOR_ADHESIVE_M2_PER_BAG,
  FLOOR_M2_DAY,
  floorTileFor,
  groutKgPerM2,
  METRO,
  SMALL_TILE_M2_DAY,
  type Tile,
  tileLabour,
  tileLines,
  WALL_ADHESIVE_M2_PER_BAG,
  WALL_M2_DAY,
  wallTileFor,
  wasteFor,
} from "./tiling";

export const DEFAULT_LENGTH = 2.5;
export const DEFAULT_WIDTH = 2;
export const DEFAULT_HEIGHT = 2.4;
export const BATH_L = 1.7;
export const BATH_W = 0.7;
export const BATH_RIM = 0.55;
export const TRAY_L = 1.2;
export const TRAY_W = 0.8;
export const SPLASHBACK_M2 = 0.6 * 0.6;
export const BOARD_M2 = 0.75;
export const BOARD_WASTE = 0.1;
export const FIXINGS_PER_BOARD = 12;
export const TAPE_M_PER_M2 = 2.5;
export const TANKING_KIT_M2 = 4.5;
/** Primer and two coats of membrane, each about 2–4 h to dry: 2 × 4 h = one 8 h day. */
export const TANKING_DRY_DAYS = 1;
export const SILICONE_M_PER_TUBE = 8;
export const REMOVE_SUITE_DAYS = 0.5;
export const FIRST_FIX_DAYS = 1;
export const FIRST_FIX_SHOWER_DAYS = 0.5;
export const BOARD_M2_DAY = 10;
export const TANK_M2_DAY = 20;
export const RESEAL_DAYS = 0.25;
export const SECOND_FIX: Record<string, number> = {
  bath: 0.5,
  screen: 0.25,
  valve: 0.25,
  tray: 0.5,
  enclosure: 0.5,
  pedestal: 0.25,
  vanity: 0.5,
  wc: 0.25,
};

export interface Suite {
  bath: boolean;
  /** A shower over the bath, with a bath screen. */
  showerOver: boolean;
  /** A shower tray and enclosure apart from the bath. */
  shower: boolean;
  basin: "pedestal" | "vanity" | undefined;
  wc: boolean;
}

export interface BathroomSize {
  length: number;
  width: number;
  height: number;
  floor: number;
  perimeter: number;
}

/** The room: one question for what is missing; the height only when walls are tiled to it. */
export function bathroomSize(p: ParsedDescription, d: Draft, walls = true): BathroomSize {
  const g = room(p, newDraft());
  const dims = p.dimensions;
  const plan =
    (dims.lengthM !== undefined && dims.widthM !== undefined) || dims.areaM2 !== undefined;
  const height = dims.heightM ?? (walls ? undefined : DEFAULT_HEIGHT);
  const name = p.rooms.includes("en-suite") ? "en-suite" : "bathroom";
  if (!plan && height === undefined) {
    d.questions.push(
      `${name === "bathroom" ? "Bathroom" : "En-suite"} size (length × width) and ceiling height?`,
    );
  } else if (!plan) {
    d.questions.push(`${name === "bathroom" ? "Bathroom" : "En-suite"} size (length × width)?`);
  } else if (height === undefined) {
    d.questions.push(`Ceiling height in the ${name}?`);
  }
  if (!plan) d.assumptions.push(`A typical ${name} ${fmt(g.length)} m × ${fmt(g.width)} m assumed`);
  if (height === undefined) d.assumptions.push(`Ceiling ${DEFAULT_HEIGHT} m high assumed`);
  return {
    length: g.length,
    width: g.width,
    height: height ?? DEFAULT_HEIGHT,
    floor: g.floorArea,
    perimeter: g.perimeter,
  };
}

const keeps = (p: ParsedDescription, item: string) =>
  has(
    p,
    new RegExp(
      `\\b(?:keep\\w*|existing|reus\\w*|leave|leaving)\\b[^.,;]{0,20}\\b(?:${item})\\b|\\bno (?:new )?(?:${item})\\b|\\b(?:${item}) (?:stays|is staying|remains)\\b`,
    ),
  );

/** The suite as said; with no bath or shower named, the usual three-piece suite (asked). */
export function suiteFor(p: ParsedDescription, d: Draft): Suite {
  const bathSaid = has(p, /\bbath(?:s|tub)?\b(?! ?(?:room|panel))|\bshower ?bath\b/);
  const showerOver = has(
    p,
    /\bshower over\b|\bover[- ]?bath shower\b|\bshower (?:over|above) (?:the )?bath\b|\bbath screen\b|\bshower ?bath\b|\bbath with (?:a )?shower\b/,
  );
  const trayWords =
    /\bshower (?:tray|enclosure|cubicle|quadrant|cabin)\b|\bwalk[- ]?in\b|\bseparate shower\b|\bshower room\b/;
  const showerWord = has(p, /\bshower\b/);
  const shower = has(p, trayWords) || (showerWord && !bathSaid && !showerOver);
  const named = bathSaid || showerOver || shower;
  if (!named) {
    d.questions.push("Bath or shower, or both?");
    d.assumptions.push(
      "A three-piece suite assumed: a bath with a thermostatic shower over it and a bath screen, a basin on a pedestal, a close-coupled WC",
    );
  }
  const bath = !named || (bathSaid && !keeps(p, "bath")) || showerOver;
  const basin = keeps(p, "basin|sink") ? undefined : has(p, /\bvanity\b/) ? "vanity" : "pedestal";
  const wc = !keeps(p, "wc|toilet|loo");
  if (named && (basin || wc)) {
    d.assumptions.push(
      `${[basin === "vanity" ? "Vanity basin" : basin ? "Pedestal basin" : "", wc ? "close-coupled WC" : ""].filter(Boolean).join(" and ")} included: a refit replaces the whole suite unless one is kept`,
    );
  }
  return { bath, showerOver: !named || showerOver, shower, basin, wc };
}

/** The walls tiled and the part of them where someone showers (boarded and tanked). */
export function wallZones(
  p: ParsedDescription,
  d: Draft,
  s: Suite,
  r: BathroomSize,
): { area: number; wet: number; parts: string[] } {
  const bathWalls = BATH_L + 2 * BATH_W;
  const bathM2 = s.bath ? round(bathWalls * (r.height - BATH_RIM), 4) : 0;
  const showerM2 = s.shower ? round((TRAY_L + TRAY_W) * r.height, 4) : 0;
  const wet = round((s.showerOver ? bathM2 : 0) + showerM2, 4);
  const all = has(
    p,
    /\bfull(?:y)? tiled\b|\bfully tile\w*|\bfloor to ceiling\b|\b(?:all|every) (?:the )?walls\b|\bfull height all (?:round|around)\b|\btiled? throughout\b/,
  );
  if (all) {
    const gross = r.perimeter * r.height;
    const hidden = s.bath ? bathWalls * BATH_RIM : 0;
    const area = round(gross - DOOR_OPENING_M2 - WINDOW_OPENING_M2 - hidden, 4);
    return {
      area,
      wet,
      parts: [
        `every wall full height ${fmt(r.perimeter)} m × ${fmt(r.height)} m − door ${DOOR_OPENING_M2} m² − window ${WINDOW_OPENING_M2} m²${s.bath ? ` − ${fmt(hidden)} m² behind the bath` : ""} = ${fmt(area)} m²`,
      ],
    };
  }
  const parts: string[] = [];
  if (s.bath)
    parts.push(
      `round the bath ${fmt(bathWalls)} m × (${fmt(r.height)} − ${BATH_RIM} m rim) = ${fmt(bathM2)} m²`,
    );
  if (s.shower)
    parts.push(
      `round the shower ${fmt(TRAY_L + TRAY_W)} m × ${fmt(r.height)} m = ${fmt(showerM2)} m²`,
    );
  const splash = s.basin ? SPLASHBACK_M2 : 0;
  if (s.basin) parts.push(`splashback behind the basin 0.6 × 0.6 m = ${fmt(splash)} m²`);
  d.assumptions.push("Walls tiled in the wet zones only (every wall full height when said)");
  return { area: round(bathM2 + showerM2 + splash, 4), wet, parts };
}

/** Tiles, adhesive and grout from the tiling jobs' maths, each line with its working. */
function tiled(
  p: ParsedDescription,
  d: Draft,
  t: Tile,
  area: number,
  wall: boolean,
  what: string,
): void {
  if (area <= 0) return;
  const waste = wasteFor(p, d);
  const from = d.needs.length;
  const bagM2 = wall ? WALL_ADHESIVE_M2_PER_BAG : FLOOR_ADHESIVE_M2_PER_BAG;
  tileLines(d, t, area, waste, bagM2);
  const gross = area * (1 + waste);
  const grout = groutKgPerM2(t) * gross;
  const reasons = [
    `${what} ${fmt(area)} m² + ${waste * 100}% = ${fmt(gross)} m² ÷ ${t.boxM2} m² a box → ${ceilWhole(gross / t.boxM2)} boxes`,
    `${what} ${fmt(area)} m² ÷ ${bagM2} m² a 20 kg bag = ${fmt(area / bagM2)} bags`,
    `${what} ${fmt(gross)} m² × ${fmt(groutKgPerM2(t), 3)} kg/m² = ${fmt(grout)} kg of grout`,
  ];
  d.needs.splice(
    from,
    3,
    ...d.needs.slice(from, from + 3).map((n, i) => because(n, reasons[i] ?? "")),
  );
  const rate = wall ? (t === METRO ? SMALL_TILE_M2_DAY : WALL_M2_DAY) : FLOOR_M2_DAY;
  tileLabour(p, d, t, area, rate);
}

/** Floor tiled: said, or not said in a refit (a tiled floor is the usual finish). */
function floorArea(p: ParsedDescription, d: Draft, s: Suite, r: BathroomSize): number {
  if (
    has(
      p,
      /\b(?:vinyl|lvt|laminate|karndean|amtico|carpet)\b|\b(?:keep|existing)\b[^.,;]{0,15}\bfloor\b/,
    )
  ) {
    d.assumptions.push("Floor not tiled: another finish or the existing floor");
    return 0;
  }
  const under = (s.bath ? BATH_L * BATH_W : 0) + (s.shower ? TRAY_L * TRAY_W : 0);
  const area = round(Math.max(0, r.floor - under), 4);
  d.assumptions.push(
    `Floor tiled: ${fmt(r.length)} × ${fmt(r.width)} m = ${fmt(r.floor)} m²${under > 0 ? ` less ${fmt(under)} m² under the ${s.bath && s.shower ? "bath and tray" : s.bath ? "bath" : "tray"} = ${fmt(area)} m²` : ""}`,
  );
  return area;
}

/** Backer board and tanking where someone showers, and the tanking's drying before tiles. */
function wetZone(d: Draft, wet: number): void {
  if (wet <= 0) return;
  const sheets = (wet * (1 + BOARD_WASTE)) / BOARD_M2;
  const fixings = ceilWhole(sheets) * FIXINGS_PER_BOARD;
  const tape = wet * TAPE_M_PER_M2;
  const kits = wet / TANKING_KIT_M2;
  d.needs.push(
    because(
      need(P.backerBoard, wet * (1 + BOARD_WASTE), "m2", BOARD_M2),
      `wet zone ${fmt(wet)} m² + 10% ÷ ${BOARD_M2} m² a sheet = ${fmt(sheets)} → ${ceilWhole(sheets)} sheets`,
    ),
    because(
      need(P.backerScrews, fixings, "fixings", 50),
      `${ceilWhole(sheets)} sheets × ${FIXINGS_PER_BOARD} screws and washers = ${fixings} → ${ceilWhole(fixings / 50)} × 50`,
    ),
    because(
      need(P.backerTape, tape, "m", 50),
      `${fmt(wet)} m² × ${TAPE_M_PER_M2} m of joints a m² = ${fmt(tape, 1)} m → ${ceilWhole(tape / 50)} × 50 m roll`,
    ),
    because(
      need(P.tankingKit, wet, "m2", TANKING_KIT_M2),
      `wet zone ${fmt(wet)} m² ÷ ${TANKING_KIT_M2} m² a kit = ${fmt(kits)} → ${ceilWhole(kits)} kits`,
    ),
  );
  d.days += wet / BOARD_M2_DAY + wet / TANK_M2_DAY;
  addWait(
    d,
    "tanking",
    "Tanking: primer and two coats, each about 2–4 h to dry (BAL Tank data sheet), 4 h a coat taken before tiling",
    TANKING_DRY_DAYS,
  );
  d.assumptions.push(
    `Wet zone boarded with 10 mm tile backer board (${BOARD_M2_DAY} m²/day) and tanked (${TANK_M2_DAY} m²/day)`,
  );
}

/** Sealant joints: bath rim and panel, screen, tray, basin and WC pan. */
function silicone(d: Draft, s: Suite): void {
  const joints: [string, number][] = [];
  if (s.bath) joints.push(["bath rim", BATH_L + 2 * BATH_W], ["bath panel", BATH_L]);
  if (s.bath && s.showerOver) joints.push(["bath screen", 1.4]);
  if (s.shower) joints.push(["shower tray and enclosure", 2 * (TRAY_L + TRAY_W)]);
  if (s.basin) joints.push(["basin", 0.55]);
  if (s.wc) joints.push(["WC pan", 1.4]);
  const m = joints.reduce((sum, [, x]) => sum + x, 0);
  if (m <= 0) return;
  const tubes = (m * 1.1) / SILICONE_M_PER_TUBE;
  d.needs.push(
    because(
      need(P.silicone, tubes, "tubes"),
      `${joints.map(([w, x]) => `${w} ${fmt(x)} m`).join(" + ")} = ${fmt(m)} m + 10% ÷ ${SILICONE_M_PER_TUBE} m a tube → ${ceilWhole(tubes)} tubes`,
    ),
  );
}

function suiteLines(d: Draft, s: Suite): void {
  const item = (product: typeof P.bath, why: string, n = 1) =>
    d.needs.push(because(need(product, n, "each"), why));
  let fix = 0;
  if (s.bath) {
    item(P.bath, "1 bath 1700 × 700 mm");
    item(P.bathPanel, "front panel for the bath");
    item(P.bathFiller, "bath taps");
    item(P.bathWaste, "bath waste and overflow");
    item(P.bathTrap, "bath trap");
    fix += SECOND_FIX.bath ?? 0;
  }
  if (s.bath && s.showerOver) {
    item(P.bathScreen, "screen for the shower over the bath");
    fix += SECOND_FIX.screen ?? 0;
  }
  if (s.showerOver || s.shower) {
    item(P.showerValve, "thermostatic shower valve with riser rail");
    fix += SECOND_FIX.valve ?? 0;
  }
  if (s.shower) {
    item(P.showerTray, "shower tray 1200 × 800 mm");
    item(P.showerWaste, "shower tray waste and trap");
    item(P.showerEnclosure, "shower enclosure");
    fix += (SECOND_FIX.tray ?? 0) + (SECOND_FIX.enclosure ?? 0);
  }
  if (s.basin) {
    item(s.basin === "vanity" ? P.vanityUnit : P.basinPedestal, `${s.basin} basin`);
    item(P.basinMixer, "basin mixer with waste");
    item(P.bottleTrap, "basin trap");
    fix += SECOND_FIX[s.basin] ?? 0;
  }
  if (s.wc) {
    item(P.wcSuite, "close-coupled WC");
    item(P.wcConnector, "WC pan connector");
    fix += SECOND_FIX.wc ?? 0;
  }
  const taps = (s.bath ? 1 : 0) + (s.basin ? 1 : 0);
  if (taps > 0) item(P.tapConnectors, `${taps} pair${taps > 1 ? "s" : ""} of tap connectors`, taps);
  d.days += fix;
  d.assumptions.push(`Second fix plumbing: ${fmt(fix)} days (fit the suite, taps, wastes, screen)`);
}

export const bathroomRefit: JobDefinition = defineJob(
  "bathroom-refit",
  "Bathroom refit",
  (p, d) => {
    const r = bathroomSize(p, d);
    const s = suiteFor(p, d);
    const walls = wallZones(p, d, s, r);
    const floor = floorArea(p, d, s, r);
    d.assumptions.push(`Wall tiles: ${walls.parts.join(" + ")}`);
    // Strip out: the old suite, and old tiles where the new ones go.
    d.days += REMOVE_SUITE_DAYS;
    const kg = stripTiles(d, walls.area, floor);
    makeGood(d, Math.max(0, walls.area - walls.wet));
    disposal(p, d, kg, "the old suite");
    const firstFix = FIRST_FIX_DAYS + (s.shower ? FIRST_FIX_SHOWER_DAYS : 0);
    d.days += firstFix;
    d.assumptions.push(
      `Old suite removed (${REMOVE_SUITE_DAYS} day); old tiles assumed where the new ones go`,
      `First fix plumbing: ${fmt(firstFix)} ${firstFix === 1 ? "day" : "days"} (supplies and wastes to the new positions)`,
    );
    wetZone(d, walls.wet);
    tiled(p, d, wallTileFor(p), walls.area, true, "Walls");
    tiled(p, d, floorTileFor(p), floor, false, "Floor");
    suiteLines(d, s);
    silicone(d, s);
    if (has(p, /\b(?:extractor|fan|lights?|downlights?|shaver|electric\w*|rewir\w*)\b/)) {
      d.assumptions.push(
        "Electrics said: by a registered electrician (Part P, bathroom zones), priced apart",
      );
    } else {
      d.assumptions.push("Electrics (fan, lights, shaver point) by others");
    }
    d.plan.push(
      "Isolate water; strip out the old suite and tiles; skip the rubble",
      "First fix plumbing: move supplies and wastes to the new positions",
      ...(walls.wet > 0
        ? ["Board the wet zone with backer board, tape the joints, tank it and let it dry"]
        : []),
      "Make good; tile the walls, then the floor; grout after 24 h",
      "Second fix: fit the suite, taps, wastes and screen; silicone the joints",
    );
  },
);

export const bathroomTilingRefresh: JobDefinition = defineJob(
  "bathroom-tiling-refresh",
  "Re-tile bathroom",
  (p, d) => {
    const wallsSaid = has(p, /\bwalls?\b|\bsplash ?back\b/);
    const floorSaid = has(p, /\bfloor/);
    const r = bathroomSize(p, d, wallsSaid || !floorSaid);
    if (!wallsSaid && !floorSaid) {
      d.questions.push("Re-tile the walls, the floor or both?");
      d.assumptions.push("Walls and floor re-tiled");
    }
    // The suite stays: the bath (with its shower, if one is said) and basin set the tiled zones.
    const showered = has(p, /\bshower\b/);
    const s: Suite = {
      bath: !has(p, /\bno bath\b/),
      showerOver: showered && !has(p, /\bshower (?:tray|enclosure|cubicle|quadrant)\b/),
      shower: has(p, /\bshower (?:tray|enclosure|cubicle|quadrant)\b|\bwalk[- ]?in\b/),
      basin: "pedestal",
      wc: true,
    };
    const walls = wallsSaid || !floorSaid ? wallZones(p, d, s, r) : { area: 0, wet: 0, parts: [] };
    const floor = floorSaid || !wallsSaid ? floorArea(p, d, s, r) : 0;
    if (walls.area > 0) d.assumptions.push(`Wall tiles: ${walls.parts.join(" + ")}`);
    const kg = stripTiles(d, walls.area, floor);
    makeGood(d, walls.area);
    disposal(p, d, kg, undefined);
    // Tanking only where a shower is said: the old tiles took the membrane with them.
    if (showered) {
      const kits = walls.wet / TANKING_KIT_M2;
      d.needs.push(
        because(
          need(P.tankingKit, walls.wet, "m2", TANKING_KIT_M2),
          `shower zone ${fmt(walls.wet)} m² ÷ ${TANKING_KIT_M2} m² a kit → ${ceilWhole(kits)} kits`,
        ),
      );
      d.days += walls.wet / TANK_M2_DAY;
      addWait(
        d,
        "tanking",
        "Tanking: primer and two coats, each about 2–4 h to dry (BAL Tank data sheet), 4 h a coat taken before tiling",
        TANKING_DRY_DAYS,
      );
    }
    tiled(p, d, wallTileFor(p), walls.area, true, "Walls");
    tiled(p, d, floorTileFor(p), floor, false, "Floor");
    const seal: Suite = { ...s, wc: floor > 0, basin: walls.area > 0 ? "pedestal" : undefined };
    silicone(d, seal);
    d.days += RESEAL_DAYS;
    d.assumptions.push(
      "The suite stays in place; old silicone cut out and the joints re-sealed (0.25 day)",
    );
    d.plan.push(
      "Protect the suite; strip the old tiles and bag the rubble",
      "Make good the walls; tank the shower zone",
      "Tile, then grout after 24 h",
      "Cut out the old silicone and re-seal the bath, basin and floor joints",
    );
  },
);
