/**
 * Materials for work outside: landscaping, artificial grass, shed bases, exterior painting and
 * muck-away, masonry, rendering, and guttering.
 */
import { m, type OwnListing } from "./listing";

const OWN_RENDER_BAG: OwnListing = {
  unit: "bag",
  pricePence: 1695,
  category: "bricks-blocks-cement",
};
const OWN_RENDER_BEAD: OwnListing = {
  unit: "length",
  pricePence: 345,
  category: "plasterboard-plastering",
};

export const OUTDOOR = {
  // Landscaping
  slab: m("Grey Riven Paving Slab 600 x 600 x 38mm", 0.36, "m2"),
  slabBuff: m("Buff Riven Paving Slab 600 x 600 x 38mm", 0.36, "m2"),
  slabPorcelain: m("Porcelain Paving Slab Light Grey 600 x 600 x 20mm", 0.36, "m2"),
  mot: m("MOT Type 1 Sub-Base Bulk Bag", 0.85, "tonnes"),
  sharpSand: m("Sharp Sand Bulk Bag", 0.85, "tonnes"),
  buildingSand: m("Building Sand Bulk Bag", 0.85, "tonnes"),
  cement: m("Blue Circle Mastercrete Cement 25kg", 25, "kg"),
  mortarMix: m("Tarmac Mortar Mix 25kg", 25, "kg"),
  weedMembrane: m("Weed Control Membrane 2m x 14m", 28, "m2"),
  panelOverlap: m("Overlap Fence Panel 6 x 6ft (1.83 x 1.83m)"),
  panelCloseboard: m("Pressure Treated Closeboard Fence Panel 6 x 6ft (1.83 x 1.83m)"),
  postTimber: m("Treated Timber Fence Post 100 x 100mm 2.4m"),
  postConcrete: m("Concrete Slotted Fence Post 100 x 100mm 2.4m"),
  postcrete: m("Blue Circle Postcrete 20kg"),
  fenceCare: m("Cuprinol Less Mess Fence Care Autumn Gold 6L", 6, "L"),
  gravelBoardTimber: m("Treated Timber Gravel Board 150 x 22mm 1.83m"),
  gravelBoardConcrete: m("Concrete Gravel Board 1.83m x 150mm"),
  blockPaving: m("Grey Block Paving 200 x 100 x 50mm (pallet of 488)", 9.76, "m2"),
  bullnoseEdging: m("Concrete Bullnose Edging 915 x 150 x 50mm", 0.915, "m"),
  jointingSand: m("Kiln Dried Jointing Sand 20kg", 20, "kg"),
  deckBoard: m("Treated Grooved Decking Board 28 x 144mm 3.6m", 3.6, "m"),
  deckJoist: m("Treated Decking Joist C16 47 x 150mm 4.8m", 4.8, "m"),
  deckScrews: m("Green Decking Screws 4.5 x 65mm (pack of 500)", 500, "screws"),

  // Artificial grass, shed bases and exterior painting (jobs/artificial-grass.ts, shed-base.ts,
  // exterior-painting.ts, muck-away.ts): the seed sells the MOT, sand, cement, membranes, kiln-dried
  // sand, gravel board, battens, nails, slabs, gravel, timber, gloss and undercoat; the rest are
  // standard trade items it lacks (typical 2025 UK trade prices).
  artificialGrass4: m("Artificial Grass 35mm Pile 4m Wide Roll (per m²)", 1, "m2", {
    unit: "m2",
    pricePence: 1495,
    category: "landscaping-fencing",
  }),
  artificialGrass2: m("Artificial Grass 35mm Pile 2m Wide Roll (per m²)", 1, "m2", {
    unit: "m2",
    pricePence: 1495,
    category: "landscaping-fencing",
  }),
  grassJoiningTape: m("Artificial Grass Joining Tape 150mm x 10m", 10, "m", {
    unit: "roll",
    pricePence: 995,
    category: "landscaping-fencing",
  }),
  grassAdhesive: m("Artificial Grass Adhesive 310ml Cartridge", 3, "m of seam", {
    unit: "tube",
    pricePence: 895,
    category: "adhesives-sealants",
  }),
  grassPins: m("Galvanised Artificial Grass U-Pins 150mm (pack of 50)", 50, "pins", {
    unit: "pack",
    pricePence: 995,
    category: "landscaping-fencing",
  }),
  grassNails: m("Galvanised Clout Nails 40mm 1kg", 350, "nails"),
  graniteDust: m("Granite Dust 0-6mm Bulk Bag", 0.85, "tonnes", {
    unit: "bag",
    pricePence: 7495,
    category: "landscaping-fencing",
  }),
  timberEdging: m("Treated Timber Gravel Board 150 x 22mm 1.83m", 1.83, "m"),
  compositeEdging: m("Composite Garden Edging Board 140mm x 2.4m Grey", 2.4, "m", {
    unit: "length",
    pricePence: 1695,
    category: "landscaping-fencing",
  }),
  pegBatten: m("Sawn Treated Timber Batten 25 x 38mm 2.4m", 2.4, "m"),
  spoilSkip2: m("Mini Skip Hire 2 Yard (1 week)", 1.53, "m3", {
    unit: "hire",
    pricePence: 17500,
    category: "tools",
  }),
  spoilSkip4: m("Midi Skip Hire 4 Yard (1 week)", 3.06, "m3", {
    unit: "hire",
    pricePence: 23000,
    category: "tools",
  }),
  spoilSkip6: m("Builders Skip Hire 6 Yard (1 week)", 4.59, "m3", {
    unit: "hire",
    pricePence: 28500,
    category: "tools",
  }),
  // One skip for the site (composites): strip-out waste with no soil goes up to an 8 yd³ builder's
  // skip (typical 2025 hire, 1 week); soil stays capped at 6 yd³.
  wasteSkip8: m("Builders Skip Hire 8 Yard (1 week)", 6.12, "m3", {
    unit: "hire",
    pricePence: 33500,
    category: "tools",
  }),
  grabLorry: m("Grab Lorry Muck Away (one load, about 8 m³)", 8, "m3", {
    unit: "load",
    pricePence: 37500,
    category: "tools",
  }),
  readyMix: m("Ready Mixed Concrete C25 (per m³, delivered)", 1, "m3", {
    unit: "m3",
    pricePence: 14500,
    category: "bricks-blocks-cement",
  }),
  ballast: m("All-in Ballast Bulk Bag", 0.85, "tonnes", {
    unit: "bag",
    pricePence: 6995,
    category: "bricks-blocks-cement",
  }),
  concreteMix: m("Tarmac Concrete Mix 20kg", 20, "kg"),
  dpm: m("Polythene Damp Proof Membrane 1200 Gauge 4m x 25m", 100, "m2"),
  formwork: m("C24 Treated Regularised Timber 47 x 100mm 3.6m", 3.6, "m"),
  shedGrid: m("Plastic Shed Base Grid 500 x 500 x 40mm", 0.25, "m2", {
    unit: "each",
    pricePence: 425,
    category: "landscaping-fencing",
  }),
  gravel: m("10mm Shingle Gravel Bulk Bag", 0.85, "tonnes"),
  stabiliser: m("Dulux Trade Weathershield Stabilising Primer 5L", 5, "L", {
    unit: "tin",
    pricePence: 5495,
    category: "paint-decorating",
  }),
  exteriorGloss: m("Dulux Trade High Gloss Pure Brilliant White 2.5L", 2.5, "L"),
  exteriorUndercoat: m("Dulux Trade Undercoat White 2.5L", 2.5, "L"),
  exteriorSatin: m("Dulux Trade Weathershield Exterior Satin Pure Brilliant White 2.5L", 2.5, "L", {
    unit: "tin",
    pricePence: 5295,
    category: "paint-decorating",
  }),
  scaffoldHire: m(
    "Scaffold Hire, One Elevation up to Two Storeys (4 weeks)",
    undefined,
    undefined,
    { unit: "hire", pricePence: 85000, category: "tools" },
  ),
  towerHire: m("Aluminium Scaffold Tower Hire 5m Working Height (1 week)", undefined, undefined, {
    unit: "hire",
    pricePence: 14500,
    category: "tools",
  }),

  // Masonry
  brick: m("Ibstock Facing Brick Red Multi 65mm"),
  brickPack: m("Ibstock Facing Brick Red Multi 65mm (pack of 500)", 500, "bricks"),
  block: m("Dense Concrete Block 7.3N 440 x 215 x 100mm"),
  aircrete: m("Aircrete Block 3.6N 440 x 215 x 100mm"),
  wallTies: m("Stainless Steel Cavity Wall Ties Type 2 200mm (box of 250)", 250, "ties"),
  plasticiser: m("Everbuild Mortar Plasticiser 5L"),
  dpc: m("Damp Proof Course 100mm x 30m", 30, "m"),

  // Rendering: the seed sells the cement, sand and 10 L masonry paint; the render-specific items
  // are standard trade products it lacks (typical 2025 trade prices).
  monocouche: m("Weber weber.pral M One Coat Render 25kg", 25, "kg", OWN_RENDER_BAG),
  renderWaterproofer: m("Everbuild 203 Liquid Waterproofer 5L", 5, "L", {
    unit: "tin",
    pricePence: 1395,
    category: "bricks-blocks-cement",
  }),
  renderBellcast: m("PVC Render Bellcast Bead 10mm 2.5m", 2.5, "m", OWN_RENDER_BEAD),
  renderStopBead: m("PVC Render Stop Bead 10mm 2.5m", 2.5, "m", OWN_RENDER_BEAD),
  renderAngleBead: m("PVC Render Angle Bead 10mm 2.5m", 2.5, "m", OWN_RENDER_BEAD),
  renderMesh: m("Alkali Resistant Render Mesh 1m x 10m", 10, "m2", {
    unit: "roll",
    pricePence: 1995,
    category: "plasterboard-plastering",
  }),
  masonryPaint10: m(
    "Dulux Trade Weathershield Smooth Masonry Paint Pure Brilliant White 10L",
    10,
    "L",
  ),
  masonryPaint5: m(
    "Dulux Trade Weathershield Smooth Masonry Paint Pure Brilliant White 5L",
    5,
    "L",
    {
      unit: "tin",
      pricePence: 4295,
      category: "paint-decorating",
    },
  ),
} as const;

export const GUTTERING = {
  // Guttering
  gutter: m("FloPlast Half Round Gutter 112mm x 4m Black", 4, "m"),
  gutterWhite: m("FloPlast Half Round Gutter 112mm x 4m White", 4, "m"),
  downpipe: m("FloPlast Round Downpipe 68mm x 2.5m Black", 2.5, "m"),
  fasciaBracket: m("FloPlast Half Round Fascia Bracket 112mm Black"),
  stopEnd: m("FloPlast Half Round External Stop End 112mm Black"),
  outlet: m("FloPlast Half Round Running Outlet 112mm Black"),
  union: m("FloPlast Half Round Union Bracket 112mm Black"),
  gutterAngle: m("FloPlast Half Round 90° Gutter Angle 112mm Black"),
  downpipeClip: m("FloPlast Round Downpipe Clip 68mm Black"),
  offsetBend: m("FloPlast Round Downpipe Offset Bend 112.5° 68mm Black"),
  shoe: m("FloPlast Round Downpipe Shoe 68mm Black"),
} as const;
