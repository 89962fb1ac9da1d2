/** Materials for stripping out a room and refitting a bathroom. */
import { m, type OwnListing } from "./listing";

/** A suite item or fitting the seed lacks, sold each (bathroom refit). */
const OWN_SUITE = (pricePence: number): OwnListing => ({
  unit: "each",
  pricePence,
  category: "plumbing-heating",
});

export const BATHROOM = {
  // Strip-out (jobs/strip-out.ts, bathroom and kitchen): the sacks are a standard trade item the
  // seed lacks (typical 2025 price; the skip is the 4 yd³ one above); the bonding coat patches the walls behind tiles.
  bondingCoat: m("British Gypsum Thistle Bonding Coat 25kg", 25, "kg"),
  rubbleSacks: m("Heavy Duty Rubble Sacks 550 x 875mm (pack of 10)", 10, "sacks", {
    unit: "pack",
    pricePence: 695,
    category: "tools",
  }),

  // Bathroom refit (jobs/bathroom.ts): the seed sells the trap, tap connectors, backer board,
  // tanking kit and silicone; the suite and its fittings are standard trade items it lacks
  // (typical 2025 trade prices).
  bath: m(
    "Straight Acrylic Bath 1700 x 700mm with Leg Set",
    undefined,
    undefined,
    OWN_SUITE(13900),
  ),
  bathPanel: m("Acrylic Bath Front Panel 1700mm White", undefined, undefined, OWN_SUITE(3495)),
  bathScreen: m("Hinged Bath Screen 1400 x 800mm Chrome", undefined, undefined, OWN_SUITE(8995)),
  bathFiller: m("Bath Filler Mixer Tap Chrome", undefined, undefined, OWN_SUITE(5995)),
  bathWaste: m("Bath Pop-Up Waste and Overflow Chrome", undefined, undefined, OWN_SUITE(2495)),
  bathTrap: m("McAlpine Bath Trap 40mm", undefined, undefined, OWN_SUITE(895)),
  showerValve: m(
    "Thermostatic Bar Mixer Shower with Slide Rail Kit Chrome",
    undefined,
    undefined,
    OWN_SUITE(12900),
  ),
  showerTray: m(
    "Stone Resin Shower Tray 1200 x 800mm White",
    undefined,
    undefined,
    OWN_SUITE(15900),
  ),
  showerWaste: m("Shower Tray Waste and Trap 90mm Chrome", undefined, undefined, OWN_SUITE(1695)),
  showerEnclosure: m(
    "Sliding Shower Door 1200mm with 800mm Side Panel Chrome",
    undefined,
    undefined,
    OWN_SUITE(28900),
  ),
  basinPedestal: m(
    "Ceramic Basin 550mm 1 Tap Hole with Full Pedestal",
    undefined,
    undefined,
    OWN_SUITE(6495),
  ),
  vanityUnit: m(
    "Vanity Unit 600mm White Gloss with Ceramic Basin",
    undefined,
    undefined,
    OWN_SUITE(18900),
  ),
  basinMixer: m(
    "Basin Mono Mixer Tap with Click Clack Waste Chrome",
    undefined,
    undefined,
    OWN_SUITE(4995),
  ),
  bottleTrap: m("McAlpine Bottle Trap 40mm"),
  tapConnectors: m("Flexible Tap Connectors 15mm x 1/2in x 300mm (pair)"),
  wcSuite: m(
    "Close Coupled WC Pan, Cistern and Soft Close Seat",
    undefined,
    undefined,
    OWN_SUITE(14900),
  ),
  wcConnector: m("Flexible WC Pan Connector 110mm", undefined, undefined, OWN_SUITE(995)),
  tankingKit: m("BAL Wet Room Tanking Kit 4.5 m²", 4.5, "m2"),
  backerScrews: m("Tile Backer Board Screws and Washers 35mm (pack of 50)", 50, "fixings", {
    unit: "pack",
    pricePence: 1295,
    category: "fixings-fasteners",
  }),
  backerTape: m("Tile Backer Board Joint Tape 100mm x 50m", 50, "m", {
    unit: "roll",
    pricePence: 1595,
    category: "tiles-tile-adhesives",
  }),
} as const;
