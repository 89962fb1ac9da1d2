/**
 * Materials for domestic electrical work (jobs/electrical/): the seed sells the twin and earth
 * cable by the 100 m roll (6 mm² by the 50 m roll), the 3-core, the double sockets, the light
 * switches, the metal and dry-lining back boxes, the populated consumer unit, the MCB, lever
 * connectors, fire-rated downlights in sixes, the ceiling rose and the junction box. The single
 * socket, the weatherproof outdoor socket and the single dry-lining box are standard trade items
 * it lacks (typical 2025 trade prices): they match only a catalogue that has them.
 */
import { m, type OwnListing } from "./listing";

const OWN_ELECTRICAL = (pricePence: number): OwnListing => ({
  unit: "each",
  pricePence,
  category: "electrical",
});

export const ELECTRICAL = {
  cable25: m("Twin & Earth Cable 6242Y 2.5mm² 100m Grey", 100, "m"),
  cable15: m("Twin & Earth Cable 6242Y 1.5mm² 100m Grey", 100, "m"),
  cable6: m("Twin & Earth Cable 6242Y 6.0mm² 50m Grey", 50, "m"),
  cable3Core: m("3 Core & Earth Cable 6243Y 1.5mm² 100m Grey", 100, "m"),
  socketDouble: m("BG Nexus Moulded 13A 2-Gang Switched Socket White"),
  socketUsb: m("BG Nexus Moulded 13A 2-Gang Switched Socket with USB A+C White"),
  socketSingle: m(
    "BG Nexus Moulded 13A 1-Gang Switched Socket White",
    undefined,
    undefined,
    OWN_ELECTRICAL(295),
  ),
  socketOutdoor: m(
    "IP66 13A 2-Gang Switched Weatherproof Outdoor Socket",
    undefined,
    undefined,
    OWN_ELECTRICAL(1795),
  ),
  switchOne: m("MK Logic Plus 10A 1-Gang 2-Way Light Switch White"),
  switchTwo: m("BG Nexus Moulded 10A 2-Gang 2-Way Light Switch White"),
  boxOne: m("Metal Back Box 1-Gang 25mm"),
  boxTwo: m("Metal Back Box 2-Gang 35mm"),
  dryBoxTwo: m("Dry Lining Back Box 2-Gang 35mm"),
  dryBoxOne: m("Dry Lining Back Box 1-Gang 35mm", undefined, undefined, OWN_ELECTRICAL(95)),
  consumerUnit: m("Hager 10-Way Populated Dual RCD Consumer Unit"),
  mcb32: m("Hager 32A Type B MCB"),
  wago: m("Wago 221-413 Lever Connectors 3-Way (pack of 50)", 50, "connectors"),
  downlights: m("LED Fire Rated Downlight 5W Warm White (pack of 6)", 6, "downlights"),
  ceilingRose: m("Ceiling Rose & Lampholder White"),
  junctionBox: m("Junction Box 30A 4-Terminal"),
} as const;
