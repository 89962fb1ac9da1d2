/**
 * Products the takeoffs buy. Names, units and prices are the seeded catalogue's
 * (src/server/db/seed/catalogue-data.ts, BASE_PRODUCTS) so lines match later; the few marked
 * `notInSeed` are standard trade sizes the seed lacks, priced at typical 2025 trade prices.
 */
import type { Covers, Product } from "./types";

const C = {
  plaster: "Plasterboard & Plastering",
  timber: "Timber & Sheet Materials",
  insulation: "Insulation",
  fixings: "Fixings & Fasteners",
  paint: "Paint & Decorating",
  tiles: "Tiles & Tile Adhesives",
  plumbing: "Plumbing & Heating",
  flooring: "Flooring",
  landscaping: "Landscaping & Fencing",
  bricks: "Bricks, Blocks & Cement",
  doors: "Doors & Joinery",
  roofing: "Roofing & Guttering",
  adhesives: "Adhesives & Sealants",
} as const;

function p(
  name: string,
  unit: string,
  pricePence: number,
  category: string,
  searchTerms: string[],
  covers?: Covers,
): Product {
  return { name, unit, pricePence, category, searchTerms, ...(covers ? { covers } : {}) };
}

/** Products not in the seed (standard trade sizes); listed so a test can skip them. */
export const NOT_IN_SEED = new Set<string>([
  "Dulux Trade Vinyl Matt Pure Brilliant White 5L",
  "Dulux Trade Vinyl Matt Magnolia 5L",
]);

export const P = {
  // Paint & decorating
  emulsionWhite10: p(
    "Dulux Trade Vinyl Matt Pure Brilliant White 10L",
    "tin",
    6295,
    C.paint,
    ["vinyl matt emulsion white 10L", "brilliant white emulsion", "trade matt emulsion"],
    { amount: 10, unit: "L" },
  ),
  emulsionWhite5: p(
    "Dulux Trade Vinyl Matt Pure Brilliant White 5L",
    "tin",
    3895,
    C.paint,
    ["vinyl matt emulsion white 5L", "brilliant white emulsion"],
    { amount: 5, unit: "L" },
  ),
  emulsionMagnolia10: p(
    "Dulux Trade Vinyl Matt Magnolia 10L",
    "tin",
    6295,
    C.paint,
    ["vinyl matt emulsion magnolia 10L", "magnolia emulsion"],
    { amount: 10, unit: "L" },
  ),
  emulsionMagnolia5: p(
    "Dulux Trade Vinyl Matt Magnolia 5L",
    "tin",
    3895,
    C.paint,
    ["vinyl matt emulsion magnolia 5L", "magnolia emulsion"],
    { amount: 5, unit: "L" },
  ),
  mistCoat10: p(
    "Leyland Trade Contract Matt Mist Coat Brilliant White 10L",
    "tin",
    3495,
    C.paint,
    ["contract matt mist coat", "new plaster paint"],
    { amount: 10, unit: "L" },
  ),
  satinwood: p(
    "Dulux Trade Satinwood Pure Brilliant White 2.5L",
    "tin",
    4495,
    C.paint,
    ["satinwood white 2.5L", "woodwork paint"],
    { amount: 2.5, unit: "L" },
  ),
  filler: p("Polycell Multi Purpose Polyfilla Ready Mixed 1L", "tub", 895, C.paint, [
    "ready mixed filler",
    "polyfilla",
  ]),
  caulk: p("Everbuild Decorators Caulk White 380ml", "tube", 245, C.adhesives, [
    "decorators caulk",
    "acrylic caulk",
  ]),
  maskingTape: p(
    "FrogTape Multi-Surface Masking Tape 24mm x 41.1m",
    "roll",
    695,
    C.paint,
    ["masking tape", "frogtape"],
    { amount: 41.1, unit: "m" },
  ),
  sandpaper: p(
    "Abrasive Sanding Sheets Assorted Grit (pack of 10)",
    "pack",
    495,
    C.paint,
    ["sandpaper", "abrasive sheets"],
    { amount: 10, unit: "sheets" },
  ),
  wallpaper: p(
    "Graham & Brown Superfresco Easy Paintable Wallpaper 10m",
    "roll",
    1599,
    C.paint,
    ["wallpaper roll 10m", "paintable wallpaper"],
    { amount: 10.05, unit: "m" },
  ),
  paste: p(
    "Solvite Extra Strong All Purpose Wallpaper Paste (10 roll)",
    "pack",
    795,
    C.paint,
    ["wallpaper paste", "solvite"],
    { amount: 10, unit: "rolls" },
  ),
  liningPaper: p(
    "Lining Paper 1200 Grade 20m",
    "roll",
    895,
    C.paint,
    ["lining paper 1200 grade", "lining paper 20m"],
    { amount: 20, unit: "m" },
  ),

  // Plastering & boarding
  multiFinish: p(
    "British Gypsum Thistle Multi-Finish 25kg",
    "bag",
    1195,
    C.plaster,
    ["multi-finish plaster 25kg", "finishing plaster", "thistle multi finish"],
    { amount: 10, unit: "m2 at 2mm" },
  ),
  boardFinish: p(
    "British Gypsum Thistle Board Finish 25kg",
    "bag",
    1195,
    C.plaster,
    ["board finish plaster 25kg", "thistle board finish"],
    { amount: 10, unit: "m2 at 2mm" },
  ),
  scrim: p(
    "Self-Adhesive Scrim Tape 50mm x 90m",
    "roll",
    295,
    C.plaster,
    ["scrim tape 50mm", "jointing tape"],
    { amount: 90, unit: "m" },
  ),
  angleBead: p(
    "Galvanised Thin Coat Angle Bead 3m",
    "length",
    295,
    C.plaster,
    ["thin coat angle bead 3m", "plaster bead"],
    { amount: 3, unit: "m" },
  ),
  pva: p(
    "Everbuild 502 All Purpose PVA 5L",
    "each",
    1295,
    C.adhesives,
    ["pva 5 litre", "bonding agent"],
    { amount: 5, unit: "L" },
  ),
  board: p(
    "British Gypsum Gyproc WallBoard 12.5mm 2400 x 1200mm",
    "sheet",
    1295,
    C.plaster,
    ["plasterboard 12.5mm 2400 x 1200", "gyproc wallboard"],
    { amount: 2.88, unit: "m2" },
  ),
  boardMR: p(
    "British Gypsum Gyproc Moisture Resistant 12.5mm 2400 x 1200mm",
    "sheet",
    1695,
    C.plaster,
    ["moisture resistant plasterboard", "green plasterboard"],
    { amount: 2.88, unit: "m2" },
  ),
  boardFire: p(
    "British Gypsum Gyproc FireLine 12.5mm 2400 x 1200mm",
    "sheet",
    1695,
    C.plaster,
    ["fireline plasterboard 12.5mm", "fire rated plasterboard"],
    { amount: 2.88, unit: "m2" },
  ),
  drywallScrews: p(
    "Drywall Screws Coarse Thread 3.5 x 38mm (box of 1000)",
    "box",
    895,
    C.fixings,
    ["drywall screws 38mm", "plasterboard screws"],
    { amount: 1000, unit: "screws" },
  ),
  easiFill: p(
    "British Gypsum Gyproc Easi-Fill 60 10kg",
    "bag",
    1895,
    C.plaster,
    ["easi-fill jointing compound", "joint filler"],
    { amount: 10, unit: "kg" },
  ),

  // Timber
  cls63x24: p(
    "CLS Studwork Timber 38 x 63mm 2.4m",
    "length",
    395,
    C.timber,
    ["cls 38 x 63 2.4m", "stud timber"],
    { amount: 2.4, unit: "m" },
  ),
  cls63x30: p(
    "CLS Studwork Timber 38 x 63mm 3.0m",
    "length",
    495,
    C.timber,
    ["cls 38 x 63 3m", "stud timber"],
    { amount: 3, unit: "m" },
  ),
  cls89x24: p(
    "CLS Studwork Timber 38 x 89mm 2.4m",
    "length",
    595,
    C.timber,
    ["cls 38 x 89 2.4m", "stud timber"],
    { amount: 2.4, unit: "m" },
  ),
  cls89x30: p(
    "CLS Studwork Timber 38 x 89mm 3.0m",
    "length",
    745,
    C.timber,
    ["cls 38 x 89 3m", "stud timber"],
    { amount: 3, unit: "m" },
  ),
  woodscrews: p(
    "TurboGold PZ Double-Countersunk Woodscrews 5 x 60mm (box of 200)",
    "box",
    995,
    C.fixings,
    ["wood screws 5 x 60", "turbogold"],
    { amount: 200, unit: "screws" },
  ),
  frameFixings: p(
    "Frame Fixings 10 x 100mm (pack of 50)",
    "pack",
    1095,
    C.fixings,
    ["frame fixings 10 x 100"],
    { amount: 50, unit: "fixings" },
  ),
  flexiSlab: p(
    "Rockwool Flexi Slab 100mm 1200 x 400mm (pack of 6)",
    "pack",
    3495,
    C.insulation,
    ["rockwool flexi 100mm", "acoustic insulation slab"],
    { amount: 2.88, unit: "m2" },
  ),

  // Tiling
  floorTile: p("Porcelain Floor Tile Light Grey Matt 600 x 600mm", "m2", 2495, C.tiles, [
    "porcelain floor tile 600 x 600",
    "grey floor tile",
  ]),
  floorTileDark: p("Porcelain Floor Tile Anthracite Matt 600 x 600mm", "m2", 2495, C.tiles, [
    "porcelain floor tile anthracite 600 x 600",
  ]),
  plankTile: p("Wood Effect Porcelain Plank Tile Natural Oak 200 x 1200mm", "m2", 2995, C.tiles, [
    "wood effect porcelain plank tile",
    "plank tile 200 x 1200",
  ]),
  wallTile: p("Ceramic Wall Tile Gloss White 250 x 400mm", "m2", 1695, C.tiles, [
    "ceramic wall tile white 250 x 400",
    "gloss white wall tile",
  ]),
  wallTileGrey: p("Ceramic Wall Tile Matt Grey 300 x 600mm", "m2", 2295, C.tiles, [
    "wall tile grey 300 x 600",
  ]),
  metroTile: p("Metro Bevelled Wall Tile Gloss White 100 x 200mm", "m2", 2195, C.tiles, [
    "metro tile white 100 x 200",
    "bevelled metro tile",
  ]),
  tileAdhesive: p(
    "Ultra Tile Fix ProFlex SPF Standard Set Flexible Tile Adhesive Grey 20kg",
    "bag",
    2495,
    C.tiles,
    ["flexible tile adhesive 20kg", "floor tile adhesive"],
    { amount: 20, unit: "kg" },
  ),
  groutGrey: p(
    "Ultra Tile Fix ProGrout Flexible Wall & Floor Grout Grey 5kg",
    "bag",
    1295,
    C.tiles,
    ["flexible grout grey 5kg", "tile grout"],
    { amount: 5, unit: "kg" },
  ),
  groutWhite: p(
    "Mapei Ultracolor Plus Grout White 5kg",
    "bag",
    2295,
    C.tiles,
    ["grout white 5kg", "mapei ultracolor"],
    { amount: 5, unit: "kg" },
  ),
  tileTrim: p(
    "PVC Tile Trim White 10mm x 2.5m",
    "length",
    195,
    C.tiles,
    ["tile trim 10mm white", "pvc tile trim"],
    { amount: 2.5, unit: "m" },
  ),
  spacers: p("Tile Spacers Cross 3mm (pack of 1000)", "pack", 395, C.tiles, ["tile spacers 3mm"], {
    amount: 1000,
    unit: "spacers",
  }),
  levellingClips: p(
    "Tile Levelling System Clips 1.5mm (pack of 100)",
    "pack",
    895,
    C.tiles,
    ["tile levelling clips"],
    { amount: 100, unit: "clips" },
  ),
  backerBoard: p(
    "Marmox Multiboard Tile Backer Board 10mm 1250 x 600mm",
    "sheet",
    2195,
    C.tiles,
    ["tile backer board 10mm", "marmox multiboard"],
    { amount: 0.75, unit: "m2" },
  ),
  silicone: p("Everbuild Forever White Sanitary Silicone 295ml", "tube", 795, C.adhesives, [
    "sanitary silicone white",
  ]),

  // Flooring
  laminate: p(
    "Kronotex 8mm Laminate Flooring Natural Oak (2.22 m² pack)",
    "pack",
    2495,
    C.flooring,
    ["8mm laminate flooring oak", "laminate flooring pack"],
    { amount: 2.22, unit: "m2" },
  ),
  laminateGrey: p(
    "Grey Oak Effect 8mm Laminate Flooring (2.22 m² pack)",
    "pack",
    2295,
    C.flooring,
    ["8mm laminate flooring grey oak"],
    { amount: 2.22, unit: "m2" },
  ),
  lvt: p(
    "Rigid Core LVT Click Flooring Grey Oak (2.2 m² pack)",
    "pack",
    5495,
    C.flooring,
    ["rigid core lvt click flooring", "luxury vinyl click"],
    { amount: 2.2, unit: "m2" },
  ),
  lvtNatural: p(
    "Rigid Core LVT Click Flooring Natural Oak (2.2 m² pack)",
    "pack",
    5495,
    C.flooring,
    ["rigid core lvt natural oak"],
    { amount: 2.2, unit: "m2" },
  ),
  lvtHerringbone: p(
    "Herringbone LVT Click Flooring Light Oak (1.3 m² pack)",
    "pack",
    3995,
    C.flooring,
    ["herringbone lvt click"],
    { amount: 1.3, unit: "m2" },
  ),
  engineered: p(
    "Engineered Oak Flooring 14/3mm Brushed & Oiled 150mm (1.98 m² pack)",
    "pack",
    7995,
    C.flooring,
    ["engineered oak flooring 14mm", "engineered wood flooring"],
    { amount: 1.98, unit: "m2" },
  ),
  laminateUnderlay: p(
    "Laminate Underlay 3mm Foam with DPM (15 m² roll)",
    "roll",
    1995,
    C.flooring,
    ["laminate underlay 3mm", "foam underlay dpm"],
    { amount: 15, unit: "m2" },
  ),
  lvtUnderlay: p(
    "Acoustic LVT Underlay 1.5mm (15 m² roll)",
    "roll",
    2995,
    C.flooring,
    ["lvt underlay 1.5mm"],
    { amount: 15, unit: "m2" },
  ),
  threshold: p("Aluminium Threshold Strip 900mm Silver", "each", 695, C.flooring, [
    "door bar threshold strip 900mm",
  ]),
  scotia: p(
    "Scotia Beading Oak Effect 18mm x 2.4m",
    "length",
    395,
    C.flooring,
    ["scotia beading 2.4m"],
    { amount: 2.4, unit: "m" },
  ),
  gripfill: p("Gripfill Original Gap Filling Adhesive 350ml", "tube", 695, C.adhesives, [
    "gap filling adhesive",
    "gripfill",
  ]),

  // Joinery
  skirting: p(
    "MDF Torus Skirting Primed 18 x 119mm 4.4m",
    "length",
    1495,
    C.doors,
    ["mdf torus skirting 119mm 4.4m", "primed skirting board"],
    { amount: 4.4, unit: "m" },
  ),
  architraveSet: p(
    "MDF Torus Architrave Set Primed 18 x 69mm 2.1m (pack of 5)",
    "pack",
    1895,
    C.doors,
    ["architrave set torus", "mdf architrave 2.1m"],
    { amount: 5, unit: "lengths of 2.1 m" },
  ),
  doorWhite: p("White Primed Shaker 4-Panel Internal Door 762 x 1981mm", "each", 5495, C.doors, [
    "internal door 762 x 1981 white primed",
    "shaker internal door",
  ]),
  doorOak: p("Oak Veneer Shaker 4-Panel Internal Door 762 x 1981mm", "each", 9995, C.doors, [
    "oak internal door 762 x 1981",
  ]),
  doorFire: p("Oak Veneer Shaker 4-Panel FD30 Fire Door 762 x 1981mm", "each", 15995, C.doors, [
    "fd30 fire door 762 x 1981",
  ]),
  doorLining: p("Planed Softwood Door Lining Set 32 x 138mm", "pack", 2495, C.doors, [
    "door lining set 32 x 138",
  ]),
  stopBead: p("Door Stop Bead 12 x 38mm 2.1m", "length", 295, C.doors, ["door stop bead"], {
    amount: 2.1,
    unit: "m",
  }),
  hinges: p(
    "Eclipse Ball Bearing Butt Hinges 76mm Satin Chrome (pair)",
    "pack",
    695,
    C.doors,
    ["door hinges 76mm pair", "butt hinges"],
    { amount: 2, unit: "hinges" },
  ),
  fireHinges: p(
    "Eclipse Grade 13 Fire Rated Ball Bearing Hinges 102mm Satin Stainless (pack of 3)",
    "pack",
    1495,
    C.doors,
    ["fire door hinges grade 13"],
    { amount: 3, unit: "hinges" },
  ),
  handles: p("Lever on Rose Door Handle Pack Satin Nickel", "pack", 2495, C.doors, [
    "door handle pack lever on rose",
  ]),
  latch: p("Tubular Mortice Latch 64mm Satin Chrome", "each", 395, C.doors, ["tubular latch 64mm"]),
  thumbturn: p("Bathroom Thumbturn & Release Satin Chrome", "each", 1095, C.doors, [
    "bathroom thumbturn",
  ]),

  // Heating
  radDouble: p(
    "Stelrad Compact K2 Double Panel Double Convector Radiator 600 x 1000mm",
    "each",
    14995,
    C.plumbing,
    ["double panel radiator 600 x 1000", "k2 radiator"],
  ),
  radSmall: p(
    "Stelrad Compact P+ Double Panel Single Convector Radiator 600 x 600mm",
    "each",
    8995,
    C.plumbing,
    ["radiator 600 x 600 p+"],
  ),
  towelRail: p("Chrome Straight Heated Towel Rail 800 x 500mm", "each", 5995, C.plumbing, [
    "heated towel rail chrome 800 x 500",
  ]),
  trv: p("Pegler Terrier i Thermostatic Radiator Valve Pair 15mm", "pack", 2495, C.plumbing, [
    "trv pair 15mm",
    "thermostatic radiator valves",
  ]),
  copper15: p("Copper Pipe 15mm x 3m", "length", 1895, C.plumbing, ["copper pipe 15mm 3m"], {
    amount: 3,
    unit: "m",
  }),
  elbows15: p(
    "Solder Ring Elbow 15mm (pack of 10)",
    "pack",
    695,
    C.plumbing,
    ["solder ring elbow 15mm"],
    { amount: 10, unit: "fittings" },
  ),
  tee15: p("JG Speedfit Push-Fit Equal Tee 15mm", "each", 495, C.plumbing, ["15mm tee push fit"]),
  pipeClips: p(
    "Plastic Pipe Clips 15mm (pack of 10)",
    "pack",
    195,
    C.plumbing,
    ["pipe clips 15mm"],
    { amount: 10, unit: "clips" },
  ),
  inhibitor: p("Fernox F1 Central Heating Protector 265ml", "each", 1695, C.plumbing, [
    "central heating inhibitor",
    "fernox f1",
  ]),
  ptfe: p("PTFE Thread Seal Tape 12mm x 12m (pack of 10)", "pack", 395, C.plumbing, ["ptfe tape"]),

  // Insulation
  loft100: p(
    "Knauf Earthwool Loft Roll 44 100mm",
    "roll",
    2995,
    C.insulation,
    ["loft roll 100mm", "loft insulation 100mm"],
    { amount: 8.3, unit: "m2" },
  ),
  loft170: p(
    "Knauf Earthwool Loft Roll 44 170mm",
    "roll",
    2795,
    C.insulation,
    ["loft roll 170mm", "loft insulation 170mm"],
    { amount: 5.93, unit: "m2" },
  ),

  // Landscaping
  slab: p(
    "Grey Riven Paving Slab 600 x 600 x 38mm",
    "each",
    725,
    C.landscaping,
    ["riven paving slab 600 x 600", "grey patio slab"],
    { amount: 0.36, unit: "m2" },
  ),
  slabBuff: p(
    "Buff Riven Paving Slab 600 x 600 x 38mm",
    "each",
    745,
    C.landscaping,
    ["buff riven paving slab 600 x 600"],
    { amount: 0.36, unit: "m2" },
  ),
  slabPorcelain: p(
    "Porcelain Paving Slab Light Grey 600 x 600 x 20mm",
    "each",
    2495,
    C.landscaping,
    ["porcelain paving 600 x 600"],
    { amount: 0.36, unit: "m2" },
  ),
  mot: p(
    "MOT Type 1 Sub-Base Bulk Bag",
    "bag",
    6495,
    C.landscaping,
    ["mot type 1 bulk bag", "sub base"],
    { amount: 0.85, unit: "tonnes" },
  ),
  sharpSand: p("Sharp Sand Bulk Bag", "bag", 6995, C.landscaping, ["sharp sand bulk bag"], {
    amount: 0.85,
    unit: "tonnes",
  }),
  buildingSand: p(
    "Building Sand Bulk Bag",
    "bag",
    6795,
    C.landscaping,
    ["building sand bulk bag", "soft sand"],
    { amount: 0.85, unit: "tonnes" },
  ),
  cement: p(
    "Blue Circle Mastercrete Cement 25kg",
    "bag",
    695,
    C.bricks,
    ["cement 25kg", "mastercrete"],
    { amount: 25, unit: "kg" },
  ),
  mortarMix: p("Tarmac Mortar Mix 25kg", "bag", 695, C.bricks, ["ready mixed mortar 25kg"], {
    amount: 25,
    unit: "kg",
  }),
  weedMembrane: p(
    "Weed Control Membrane 2m x 14m",
    "roll",
    1495,
    C.landscaping,
    ["weed membrane 2m x 14m"],
    { amount: 28, unit: "m2" },
  ),
  panelOverlap: p("Overlap Fence Panel 6 x 6ft (1.83 x 1.83m)", "each", 3295, C.landscaping, [
    "overlap fence panel 6ft",
    "fence panel 1.83m",
  ]),
  panelCloseboard: p(
    "Pressure Treated Closeboard Fence Panel 6 x 6ft (1.83 x 1.83m)",
    "each",
    5495,
    C.landscaping,
    ["closeboard fence panel 6ft"],
  ),
  postTimber: p("Treated Timber Fence Post 100 x 100mm 2.4m", "length", 1495, C.landscaping, [
    "fence post 100 x 100 2.4m",
    "timber fence post",
  ]),
  postConcrete: p("Concrete Slotted Fence Post 100 x 100mm 2.4m", "each", 2495, C.landscaping, [
    "concrete slotted fence post 2.4m",
  ]),
  postcrete: p("Blue Circle Postcrete 20kg", "bag", 895, C.landscaping, [
    "postcrete 20kg",
    "post mix",
  ]),
  gravelBoardTimber: p(
    "Treated Timber Gravel Board 150 x 22mm 1.83m",
    "length",
    795,
    C.landscaping,
    ["timber gravel board 1.83m"],
  ),
  gravelBoardConcrete: p("Concrete Gravel Board 1.83m x 150mm", "each", 1995, C.landscaping, [
    "concrete gravel board 1.83m",
  ]),
  deckBoard: p(
    "Treated Grooved Decking Board 28 x 144mm 3.6m",
    "length",
    1295,
    C.landscaping,
    ["decking board 144mm 3.6m"],
    { amount: 3.6, unit: "m" },
  ),
  deckJoist: p(
    "Treated Decking Joist C16 47 x 150mm 4.8m",
    "length",
    2495,
    C.landscaping,
    ["decking joist 47 x 150 4.8m"],
    { amount: 4.8, unit: "m" },
  ),
  deckScrews: p(
    "Green Decking Screws 4.5 x 65mm (pack of 500)",
    "pack",
    2295,
    C.landscaping,
    ["decking screws 65mm"],
    { amount: 500, unit: "screws" },
  ),

  // Masonry
  brick: p("Ibstock Facing Brick Red Multi 65mm", "each", 115, C.bricks, ["facing brick red 65mm"]),
  brickPack: p(
    "Ibstock Facing Brick Red Multi 65mm (pack of 500)",
    "pack",
    44995,
    C.bricks,
    ["facing bricks pack of 500"],
    { amount: 500, unit: "bricks" },
  ),
  block: p("Dense Concrete Block 7.3N 440 x 215 x 100mm", "each", 245, C.bricks, [
    "concrete block 100mm 7.3n",
    "dense block",
  ]),
  aircrete: p("Aircrete Block 3.6N 440 x 215 x 100mm", "each", 295, C.bricks, [
    "aircrete block 100mm",
    "thermalite block",
  ]),
  wallTies: p(
    "Stainless Steel Cavity Wall Ties Type 2 200mm (box of 250)",
    "box",
    3495,
    C.bricks,
    ["cavity wall ties 200mm"],
    { amount: 250, unit: "ties" },
  ),
  plasticiser: p("Everbuild Mortar Plasticiser 5L", "each", 795, C.bricks, [
    "mortar plasticiser 5L",
  ]),
  dpc: p("Damp Proof Course 100mm x 30m", "roll", 795, C.bricks, ["dpc 100mm"], {
    amount: 30,
    unit: "m",
  }),

  // Guttering
  gutter: p(
    "FloPlast Half Round Gutter 112mm x 4m Black",
    "length",
    1195,
    C.roofing,
    ["half round gutter 112mm 4m", "guttering"],
    { amount: 4, unit: "m" },
  ),
  gutterWhite: p(
    "FloPlast Half Round Gutter 112mm x 4m White",
    "length",
    1195,
    C.roofing,
    ["half round gutter 112mm 4m white"],
    { amount: 4, unit: "m" },
  ),
  downpipe: p(
    "FloPlast Round Downpipe 68mm x 2.5m Black",
    "length",
    1095,
    C.roofing,
    ["round downpipe 68mm 2.5m"],
    { amount: 2.5, unit: "m" },
  ),
  fasciaBracket: p("FloPlast Half Round Fascia Bracket 112mm Black", "each", 175, C.roofing, [
    "gutter fascia bracket 112mm",
  ]),
  stopEnd: p("FloPlast Half Round External Stop End 112mm Black", "each", 245, C.roofing, [
    "gutter stop end 112mm",
  ]),
  outlet: p("FloPlast Half Round Running Outlet 112mm Black", "each", 395, C.roofing, [
    "gutter running outlet 112mm",
  ]),
  union: p("FloPlast Half Round Union Bracket 112mm Black", "each", 295, C.roofing, [
    "gutter union bracket 112mm",
  ]),
  gutterAngle: p("FloPlast Half Round 90° Gutter Angle 112mm Black", "each", 545, C.roofing, [
    "gutter angle 90 degree 112mm",
  ]),
  downpipeClip: p("FloPlast Round Downpipe Clip 68mm Black", "each", 145, C.roofing, [
    "downpipe clip 68mm",
  ]),
  offsetBend: p("FloPlast Round Downpipe Offset Bend 112.5° 68mm Black", "each", 295, C.roofing, [
    "downpipe offset bend 68mm",
  ]),
  shoe: p("FloPlast Round Downpipe Shoe 68mm Black", "each", 245, C.roofing, [
    "downpipe shoe 68mm",
  ]),
} as const satisfies Record<string, Product>;
