/** Materials for fitting a kitchen. */
import { m } from "./listing";

export const KITCHEN = {
  // Kitchen fitting (jobs/kitchen.ts): the seed sells the screws, plugs, silicone and panel
  // adhesive; units, worktops, trims and worktop fittings are standard trade items it lacks
  // (typical 2025 UK trade prices; rigid units with door, handle and legs).
  kitchenBase600: m(
    "Kitchen Base Unit 600mm (rigid, door, handle and legs)",
    undefined,
    undefined,
    {
      unit: "unit",
      pricePence: 9500,
      category: "doors-joinery",
    },
  ),
  kitchenBase1000: m(
    "Kitchen Base Unit 1000mm (rigid, doors, handles and legs)",
    undefined,
    undefined,
    {
      unit: "unit",
      pricePence: 13500,
      category: "doors-joinery",
    },
  ),
  kitchenBase500: m(
    "Kitchen Base Unit 500mm (rigid, door, handle and legs)",
    undefined,
    undefined,
    {
      unit: "unit",
      pricePence: 8500,
      category: "doors-joinery",
    },
  ),
  kitchenBase300: m(
    "Kitchen Base Unit 300mm (rigid, door, handle and legs)",
    undefined,
    undefined,
    {
      unit: "unit",
      pricePence: 6500,
      category: "doors-joinery",
    },
  ),
  kitchenWall600: m(
    "Kitchen Wall Unit 600 x 720mm (rigid, door and handle)",
    undefined,
    undefined,
    {
      unit: "unit",
      pricePence: 7500,
      category: "doors-joinery",
    },
  ),
  kitchenWall1000: m(
    "Kitchen Wall Unit 1000 x 720mm (rigid, doors and handles)",
    undefined,
    undefined,
    {
      unit: "unit",
      pricePence: 11000,
      category: "doors-joinery",
    },
  ),
  kitchenWall500: m(
    "Kitchen Wall Unit 500 x 720mm (rigid, door and handle)",
    undefined,
    undefined,
    {
      unit: "unit",
      pricePence: 6900,
      category: "doors-joinery",
    },
  ),
  kitchenWall300: m(
    "Kitchen Wall Unit 300 x 720mm (rigid, door and handle)",
    undefined,
    undefined,
    {
      unit: "unit",
      pricePence: 5500,
      category: "doors-joinery",
    },
  ),
  kitchenTall600: m(
    "Kitchen Tall Larder Unit 600 x 2150mm (rigid, doors and handles)",
    undefined,
    undefined,
    {
      unit: "unit",
      pricePence: 22000,
      category: "doors-joinery",
    },
  ),
  kitchenFiller: m("Kitchen Filler Panel 720 x 150mm", undefined, undefined, {
    unit: "panel",
    pricePence: 1500,
    category: "doors-joinery",
  }),
  worktopLaminate3: m("Laminate Worktop 38mm 600mm x 3m", 3, "m", {
    unit: "length",
    pricePence: 6500,
    category: "timber-sheet-materials",
  }),
  worktopLaminate41: m("Laminate Worktop 38mm 600mm x 4.1m", 4.1, "m", {
    unit: "length",
    pricePence: 8900,
    category: "timber-sheet-materials",
  }),
  worktopOak3: m("Solid Oak Worktop 40mm 620mm x 3m", 3, "m", {
    unit: "length",
    pricePence: 27500,
    category: "timber-sheet-materials",
  }),
  worktopOak41: m("Solid Oak Worktop 40mm 620mm x 4.1m", 4.1, "m", {
    unit: "length",
    pricePence: 36500,
    category: "timber-sheet-materials",
  }),
  worktopQuartz: m("Quartz Worktop 20mm 600mm, Templated, Supplied and Fitted (per m)", 1, "m", {
    unit: "m",
    pricePence: 30000,
    category: "timber-sheet-materials",
  }),
  worktopEndCaps: m("Aluminium Worktop End Caps 38mm (pair)", 2, "caps", {
    unit: "pair",
    pricePence: 650,
    category: "doors-joinery",
  }),
  worktopJointStrip: m("Aluminium Worktop Joint Strip 38mm x 630mm", undefined, undefined, {
    unit: "strip",
    pricePence: 550,
    category: "doors-joinery",
  }),
  worktopBolts: m("Worktop Connector Bolts 150mm (pack of 3)", 3, "bolts", {
    unit: "pack",
    pricePence: 450,
    category: "fixings-fasteners",
  }),
  worktopUpstand: m("Laminate Worktop Upstand 95mm x 3m", 3, "m", {
    unit: "length",
    pricePence: 2500,
    category: "timber-sheet-materials",
  }),
  worktopUpstandOak: m("Solid Oak Upstand 20 x 100mm x 3m", 3, "m", {
    unit: "length",
    pricePence: 4500,
    category: "timber-sheet-materials",
  }),
  kitchenPlinth: m("Kitchen Plinth 150mm x 3m", 3, "m", {
    unit: "length",
    pricePence: 2200,
    category: "doors-joinery",
  }),
  kitchenCornice: m("Kitchen Cornice 3m", 3, "m", {
    unit: "length",
    pricePence: 2400,
    category: "doors-joinery",
  }),
  kitchenPelmet: m("Kitchen Pelmet 3m", 3, "m", {
    unit: "length",
    pricePence: 2400,
    category: "doors-joinery",
  }),
  wallUnitBrackets: m("Kitchen Wall Unit Hanging Brackets (pair)", 1, "pair", {
    unit: "pair",
    pricePence: 350,
    category: "fixings-fasteners",
  }),
  splashbackPanel: m("Acrylic Kitchen Splashback Panel 2440 x 600mm", 2.44, "m", {
    unit: "panel",
    pricePence: 6500,
    category: "tiles-tile-adhesives",
  }),
  panelAdhesive: m("CT1 Sealant & Construction Adhesive White 290ml"),
  kitchenPlugs: m("Rawlplug Brown Wall Plugs (pack of 100)", 100, "plugs"),
} as const;
