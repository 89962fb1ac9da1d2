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
 *   adhesive's cure are the tiling jobs' own (../tiling.ts).
 * - Where someone showers: 10 mm tile backer board (0.75 m² sheets +10%, 12 screws and washers a
 *   sheet, joint tape 2.5 m per m²) and a tanking kit per 4.5 m² (BAL Wet Room kit), primer and two
 *   coats each about 2–4 h to dry (taken at 4 h a coat: +1 day before tiling).
 * - Silicone by the length of sealant joints, 8 m per 295 ml tube (6 × 6 mm bead) +10%.
 * - Labour (one tradesperson, rates unverified: trade rule of thumb): remove the old suite 0.5 day,
 *   strip tiles (../strip-out.ts), first fix plumbing 1 day (+0.5 for a separate shower), backer
 *   board on walls 10 m²/day, tanking 20 m²/day, second fix by item (bath 0.5, screen 0.25, shower
 *   valve 0.25, tray 0.5, enclosure 0.5, pedestal basin 0.25, vanity 0.5, WC 0.25).
 */
import { P } from "../../materials";
import type { JobDefinition } from "../../types";
import { because, ceilWhole, defineJob, fmt, has, need } from "../../units";
import { disposal, makeGood, stripTiles } from "../strip-out";
import { floorTileFor, wallTileFor } from "../tiling";
import { bathroomSize } from "./room";
import { type Suite, silicone, suiteFor, suiteLines } from "./suite";
import { floorArea, tiled, wallZones } from "./tiles";
import { TANK_M2_DAY, TANKING_KIT_M2, tankingWait, wetZone } from "./wet-zone";

export const REMOVE_SUITE_DAYS = 0.5;
export const FIRST_FIX_DAYS = 1;
export const FIRST_FIX_SHOWER_DAYS = 0.5;
export const RESEAL_DAYS = 0.25;

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
      tankingWait(d);
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
