/**
 * What the estimator knows about the materials it buys, keyed by a material key (`multiFinish`):
 * the catalogue product it buys, named as the seed catalogue names it (the name every merchant's
 * copy of a seed product shares, and what a business's own price list row carries), and what one
 * unit covers or holds (a 25 kg bag of multi-finish skims about 10 m² at 2 mm).
 *
 * Unit, category and list price are not repeated here: they are read from the seed catalogue
 * (src/server/db/seed/catalogue-data.ts). The list price sizes packs (two 5 L tins or one 10 L)
 * and prices the landing page's estimate; a signed-in business's estimate is bought from its live
 * catalogue at its own net prices (./match.ts). The few standard trade sizes the seed lacks carry
 * their own unit and typical 2025 trade price (`own`), and match only if a catalogue has them.
 */
import { BASE_PRODUCTS, CATEGORIES } from "../../db/seed/catalogue-data";
import type { Product } from "./types";

interface OwnListing {
  unit: string;
  pricePence: number;
  /** Slug of one of the seed CATEGORIES. */
  category: string;
}

const SEED = new Map(BASE_PRODUCTS.map((b) => [b.name, b]));
const CATEGORY_NAMES = new Map(CATEGORIES.map((c) => [c.slug, c.name]));

/** A material the estimator buys: `amount` `unit` per catalogue unit, when that matters. */
function m(name: string, amount?: number, unit?: string, own?: OwnListing) {
  return { name, ...(amount !== undefined && unit ? { covers: { amount, unit } } : {}), own };
}

const OWN_5L_TIN: OwnListing = { unit: "tin", pricePence: 3895, category: "paint-decorating" };
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

/** A suite item or fitting the seed lacks, sold each (bathroom refit). */
const OWN_SUITE = (pricePence: number): OwnListing => ({
  unit: "each",
  pricePence,
  category: "plumbing-heating",
});

/** Lintel stock lengths, mm: 150 mm steps from 900 mm (Catnic and precast makers' lists). */
export const LINTEL_MM = [
  900, 1050, 1200, 1350, 1500, 1650, 1800, 1950, 2100, 2250, 2400, 2550, 2700,
] as const;
export type LintelMm = (typeof LINTEL_MM)[number];

/**
 * Every stock length of a lintel the seed sells at 1200 mm: the other lengths are not in the seed,
 * so they carry the seed's unit and category and its price pro rata to the length.
 */
function lintelLengths<K extends string>(prefix: K, seedName: string) {
  const base = SEED.get(seedName);
  return Object.fromEntries(
    LINTEL_MM.map((mm) => {
      const name = seedName.replace("1200mm", `${mm}mm`);
      const own =
        mm === 1200 || !base
          ? undefined
          : {
              unit: base.unit,
              pricePence: Math.round((base.pricePence * mm) / 1200),
              category: base.category,
            };
      return [`${prefix}${mm}`, m(name, undefined, undefined, own)];
    }),
  ) as Record<`${K}${LintelMm}`, ReturnType<typeof m>>;
}

const MATERIALS = {
  // Paint & decorating
  emulsionWhite10: m("Dulux Trade Vinyl Matt Pure Brilliant White 10L", 10, "L"),
  emulsionWhite5: m("Dulux Trade Vinyl Matt Pure Brilliant White 5L", 5, "L", OWN_5L_TIN),
  emulsionMagnolia10: m("Dulux Trade Vinyl Matt Magnolia 10L", 10, "L"),
  emulsionMagnolia5: m("Dulux Trade Vinyl Matt Magnolia 5L", 5, "L", OWN_5L_TIN),
  mistCoat10: m("Leyland Trade Contract Matt Mist Coat Brilliant White 10L", 10, "L"),
  satinwood: m("Dulux Trade Satinwood Pure Brilliant White 2.5L", 2.5, "L"),
  filler: m("Polycell Multi Purpose Polyfilla Ready Mixed 1L"),
  caulk: m("Everbuild Decorators Caulk White 380ml"),
  maskingTape: m("FrogTape Multi-Surface Masking Tape 24mm x 41.1m", 41.1, "m"),
  sandpaper: m("Abrasive Sanding Sheets Assorted Grit (pack of 10)", 10, "sheets"),
  wallpaper: m("Graham & Brown Superfresco Easy Paintable Wallpaper 10m", 10.05, "m"),
  paste: m("Solvite Extra Strong All Purpose Wallpaper Paste (10 roll)", 10, "rolls"),
  liningPaper: m("Lining Paper 1200 Grade 20m", 20, "m"),

  // Plastering & boarding
  multiFinish: m("British Gypsum Thistle Multi-Finish 25kg", 10, "m2 at 2mm"),
  boardFinish: m("British Gypsum Thistle Board Finish 25kg", 10, "m2 at 2mm"),
  scrim: m("Self-Adhesive Scrim Tape 50mm x 90m", 90, "m"),
  angleBead: m("Galvanised Thin Coat Angle Bead 3m", 3, "m"),
  pva: m("Everbuild 502 All Purpose PVA 5L", 5, "L"),
  board: m("British Gypsum Gyproc WallBoard 12.5mm 2400 x 1200mm", 2.88, "m2"),
  boardMR: m("British Gypsum Gyproc Moisture Resistant 12.5mm 2400 x 1200mm", 2.88, "m2"),
  boardFire: m("British Gypsum Gyproc FireLine 12.5mm 2400 x 1200mm", 2.88, "m2"),
  drywallScrews: m("Drywall Screws Coarse Thread 3.5 x 38mm (box of 1000)", 1000, "screws"),
  easiFill: m("British Gypsum Gyproc Easi-Fill 60 10kg", 10, "kg"),

  // Timber
  cls63x24: m("CLS Studwork Timber 38 x 63mm 2.4m", 2.4, "m"),
  cls63x30: m("CLS Studwork Timber 38 x 63mm 3.0m", 3, "m"),
  cls89x24: m("CLS Studwork Timber 38 x 89mm 2.4m", 2.4, "m"),
  cls89x30: m("CLS Studwork Timber 38 x 89mm 3.0m", 3, "m"),
  woodscrews: m("TurboGold PZ Double-Countersunk Woodscrews 5 x 60mm (box of 200)", 200, "screws"),
  frameFixings: m("Frame Fixings 10 x 100mm (pack of 50)", 50, "fixings"),
  flexiSlab: m("Rockwool Flexi Slab 100mm 1200 x 400mm (pack of 6)", 2.88, "m2"),

  // Tiling
  floorTile: m("Porcelain Floor Tile Light Grey Matt 600 x 600mm"),
  floorTileDark: m("Porcelain Floor Tile Anthracite Matt 600 x 600mm"),
  plankTile: m("Wood Effect Porcelain Plank Tile Natural Oak 200 x 1200mm"),
  wallTile: m("Ceramic Wall Tile Gloss White 250 x 400mm"),
  wallTileGrey: m("Ceramic Wall Tile Matt Grey 300 x 600mm"),
  metroTile: m("Metro Bevelled Wall Tile Gloss White 100 x 200mm"),
  tileAdhesive: m(
    "Ultra Tile Fix ProFlex SPF Standard Set Flexible Tile Adhesive Grey 20kg",
    20,
    "kg",
  ),
  groutGrey: m("Ultra Tile Fix ProGrout Flexible Wall & Floor Grout Grey 5kg", 5, "kg"),
  groutWhite: m("Mapei Ultracolor Plus Grout White 5kg", 5, "kg"),
  tileTrim: m("PVC Tile Trim White 10mm x 2.5m", 2.5, "m"),
  spacers: m("Tile Spacers Cross 3mm (pack of 1000)", 1000, "spacers"),
  levellingClips: m("Tile Levelling System Clips 1.5mm (pack of 100)", 100, "clips"),
  backerBoard: m("Marmox Multiboard Tile Backer Board 10mm 1250 x 600mm", 0.75, "m2"),
  silicone: m("Everbuild Forever White Sanitary Silicone 295ml"),

  // Flooring
  laminate: m("Kronotex 8mm Laminate Flooring Natural Oak (2.22 m² pack)", 2.22, "m2"),
  laminateGrey: m("Grey Oak Effect 8mm Laminate Flooring (2.22 m² pack)", 2.22, "m2"),
  lvt: m("Rigid Core LVT Click Flooring Grey Oak (2.2 m² pack)", 2.2, "m2"),
  lvtNatural: m("Rigid Core LVT Click Flooring Natural Oak (2.2 m² pack)", 2.2, "m2"),
  lvtHerringbone: m("Herringbone LVT Click Flooring Light Oak (1.3 m² pack)", 1.3, "m2"),
  engineered: m("Engineered Oak Flooring 14/3mm Brushed & Oiled 150mm (1.98 m² pack)", 1.98, "m2"),
  laminateUnderlay: m("Laminate Underlay 3mm Foam with DPM (15 m² roll)", 15, "m2"),
  lvtUnderlay: m("Acoustic LVT Underlay 1.5mm (15 m² roll)", 15, "m2"),
  threshold: m("Aluminium Threshold Strip 900mm Silver"),
  scotia: m("Scotia Beading Oak Effect 18mm x 2.4m", 2.4, "m"),
  gripfill: m("Gripfill Original Gap Filling Adhesive 350ml"),

  // Joinery
  skirting: m("MDF Torus Skirting Primed 18 x 119mm 4.4m", 4.4, "m"),
  architraveSet: m(
    "MDF Torus Architrave Set Primed 18 x 69mm 2.1m (pack of 5)",
    5,
    "lengths of 2.1 m",
  ),
  doorWhite: m("White Primed Shaker 4-Panel Internal Door 762 x 1981mm"),
  doorOak: m("Oak Veneer Shaker 4-Panel Internal Door 762 x 1981mm"),
  doorFire: m("Oak Veneer Shaker 4-Panel FD30 Fire Door 762 x 1981mm"),
  doorLining: m("Planed Softwood Door Lining Set 32 x 138mm"),
  stopBead: m("Door Stop Bead 12 x 38mm 2.1m", 2.1, "m"),
  hinges: m("Eclipse Ball Bearing Butt Hinges 76mm Satin Chrome (pair)", 2, "hinges"),
  fireHinges: m(
    "Eclipse Grade 13 Fire Rated Ball Bearing Hinges 102mm Satin Stainless (pack of 3)",
    3,
    "hinges",
  ),
  handles: m("Lever on Rose Door Handle Pack Satin Nickel"),
  latch: m("Tubular Mortice Latch 64mm Satin Chrome"),
  thumbturn: m("Bathroom Thumbturn & Release Satin Chrome"),

  // Heating
  radDouble: m("Stelrad Compact K2 Double Panel Double Convector Radiator 600 x 1000mm"),
  radSmall: m("Stelrad Compact P+ Double Panel Single Convector Radiator 600 x 600mm"),
  towelRail: m("Chrome Straight Heated Towel Rail 800 x 500mm"),
  trv: m("Pegler Terrier i Thermostatic Radiator Valve Pair 15mm"),
  copper15: m("Copper Pipe 15mm x 3m", 3, "m"),
  elbows15: m("Solder Ring Elbow 15mm (pack of 10)", 10, "fittings"),
  tee15: m("JG Speedfit Push-Fit Equal Tee 15mm"),
  pipeClips: m("Plastic Pipe Clips 15mm (pack of 10)", 10, "clips"),
  inhibitor: m("Fernox F1 Central Heating Protector 265ml"),
  ptfe: m("PTFE Thread Seal Tape 12mm x 12m (pack of 10)"),

  // Insulation
  // Roll coverage as the catalogue lists it for each thickness (docs/estimating.md, loft insulation).
  loft100: m("Knauf Earthwool Loft Roll 44 100mm", 13.9, "m2"),
  loft170: m("Knauf Earthwool Loft Roll 44 170mm", 8.3, "m2"),
  loft200: m("Knauf Earthwool Loft Roll 44 200mm", 6.9, "m2"),

  // Wall and ceiling insulation (jobs/wall-insulation.ts, jobs/ceiling-insulation.ts): the seed
  // sells the 37.5 mm insulated plasterboard, PIR boards, acoustic roll, Dri-Wall adhesive and foil
  // tape; the 62.5 mm board, nailable plugs, vapour control layer and 65 mm screws are standard
  // trade items it lacks (typical 2025 trade prices).
  insulatedBoard62: m("Celotex PL4060 Insulated Plasterboard 62.5mm 2400 x 1200mm", 2.88, "m2", {
    unit: "sheet",
    pricePence: 5895,
    category: "insulation",
  }),
  insulatedBoard37: m("Celotex PL4037 Insulated Plasterboard 37.5mm 2400 x 1200mm", 2.88, "m2"),
  driWallAdhesive: m("British Gypsum Gyproc Dri-Wall Adhesive 25kg", 25, "kg"),
  nailablePlugs: m("Nailable Drylining Plugs 10 x 120mm (pack of 100)", 100, "plugs", {
    unit: "pack",
    pricePence: 2495,
    category: "fixings-fasteners",
  }),
  pir50: m("Celotex GA4050 PIR Insulation Board 50mm 2400 x 1200mm", 2.88, "m2"),
  pir100: m("Celotex GA4100 PIR Insulation Board 100mm 2400 x 1200mm", 2.88, "m2"),
  vapourControl: m("Polythene Vapour Control Layer 500 Gauge 4m x 25m", 100, "m2", {
    unit: "roll",
    pricePence: 3995,
    category: "insulation",
  }),
  foilTape: m("Aluminium Foil Insulation Tape 48mm x 45m", 45, "m"),
  acousticRoll: m("Knauf Earthwool Acoustic Roll 100mm", 12.96, "m2"),
  screws65: m("Drywall Screws Coarse Thread 3.9 x 65mm (box of 500)", 500, "screws", {
    unit: "box",
    pricePence: 1295,
    category: "fixings-fasteners",
  }),

  // Lintels (jobs/lintels.ts): every stock length of the seed's 1200 mm steel and concrete
  // lintels (lintelSteel1500...), the hardwall and the sand in handy bags.
  ...lintelLengths("lintelSteel", "Catnic CG90/100 Steel Cavity Lintel 1200mm"),
  ...lintelLengths("lintelConcrete", "Prestressed Concrete Lintel 100 x 65mm x 1200mm"),
  hardwall: m("British Gypsum Thistle Hardwall 25kg", 3.2, "m2 at 11mm"),
  sandHandyBag: m("Building Sand Handy Bag 25kg", 25, "kg"),

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

  // Coving (jobs/coving.ts) and skimming plasterboard (jobs/plaster-board.ts): the seed sells the
  // caulk and the plaster stop bead; the cove, its adhesive and the 2 m poly lengths are standard
  // trade items it lacks (typical 2025 trade prices).
  plasterStopBead: m("Galvanised Plaster Stop Bead 10mm 3m", 3, "m"),
  cove127: m("Gyproc Cove 127mm 3m", 3, "m", {
    unit: "length",
    pricePence: 895,
    category: "plasterboard-plastering",
  }),
  coveAdhesive: m("Gyproc Cove Adhesive 5kg", 12, "m of 127mm cove", {
    unit: "bag",
    pricePence: 995,
    category: "plasterboard-plastering",
  }),
  covePolyurethane: m("Polyurethane Coving 127mm 2m", 2, "m", {
    unit: "length",
    pricePence: 1095,
    category: "plasterboard-plastering",
  }),
  covePolystyrene: m("Polystyrene Coving 127mm 2m", 2, "m", {
    unit: "length",
    pricePence: 395,
    category: "plasterboard-plastering",
  }),
  covingAdhesiveTube: m("Coving Adhesive 290ml", 4, "m of coving", {
    unit: "tube",
    pricePence: 495,
    category: "adhesives-sealants",
  }),
} as const;

export type MaterialKey = keyof typeof MATERIALS;

/** The seed (or own) listing of one material: a name the seed lacks is a mistake, not a guess. */
function product(key: string, material: ReturnType<typeof m>): Product {
  const listing = material.own ?? SEED.get(material.name);
  if (!listing) throw new Error(`Estimator material ${key}: "${material.name}" is not in the seed`);
  return {
    key,
    name: material.name,
    unit: listing.unit,
    pricePence: listing.pricePence,
    category: CATEGORY_NAMES.get(listing.category) ?? "",
    ...(material.covers ? { covers: material.covers } : {}),
  };
}

/** Every material as a product the takeoffs buy (P.multiFinish). */
export const P = Object.fromEntries(
  Object.entries(MATERIALS).map(([key, material]) => [key, product(key, material)]),
) as Record<MaterialKey, Product>;

/** Materials the seed catalogue does not sell: they match only a catalogue that has them. */
export const NOT_IN_SEED: ReadonlySet<string> = new Set(
  Object.values(MATERIALS)
    .filter((material) => material.own)
    .map((material) => material.name),
);
