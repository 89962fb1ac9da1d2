/**
 * Materials for work inside the house: decorating, plastering and boarding, timber, tiling,
 * flooring, joinery, heating, insulation, lintels, and coving.
 */
import { lintelLengths, m, type OwnListing } from "./listing";

const OWN_5L_TIN: OwnListing = { unit: "tin", pricePence: 3895, category: "paint-decorating" };

export const INDOOR = {
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
} as const;

export const COVING = {
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
