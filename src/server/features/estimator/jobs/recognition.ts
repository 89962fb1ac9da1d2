/**
 * How each job is recognised, as data the job modules own: `phrases` name the job outright (jobs
 * found by a verb and a surface, such as "skim the ceiling", are read by ../detect-jobs.ts),
 * `not` lists phrases that carry one of the job's words but are another trade's work, and
 * `examples` are descriptions that must bring this job and no other (`with`: the jobs it always
 * brings along, e.g. boarding brings the skim coat). jobs/recognition.test.ts runs every example.
 */
import type { JobTypeId } from "../types";

export interface Recognition {
  /** Phrases that name the job on their own (absent: found by verb and surface). */
  phrases?: readonly RegExp[];
  /** Phrases holding one of the job's words that are not this job ("close board fence"). */
  not: readonly RegExp[];
  examples: readonly string[];
  with?: readonly JobTypeId[];
}

// Painting a house's outside (its render, pebble-dash, brick, fascias): exterior painting, so the
// room-painting verbs never read it ("paint the outside of the house, 3 windows and 2 doors").
const PAINT_VERB = String.raw`\b(?:paint\w*|repaint\w*|re-paint\w*|decorat\w*|redecorat\w*)\s+`;
const EXTERIOR_PAINT: readonly RegExp[] = [
  new RegExp(
    String.raw`${PAINT_VERB}(?:(?:the|a|my|our|all|whole|entire|house|of)\s+)*(?:outside|exterior|externals?)\b`,
  ),
  new RegExp(
    String.raw`${PAINT_VERB}(?:(?:the|my|our|whole|entire)\s+)*(?:front|back|rear|side|gable|end)\s+(?:elevations?|of (?:the |my |our )?(?:house|home|property|bungalow|building|extension|cottage))\b`,
  ),
  new RegExp(
    String.raw`${PAINT_VERB}(?:(?:the|a|my|our|old|existing|outside|exterior|front|back|rear|side|of|house|garden|boundary)\s+)*(?:render(?:ed|ing)?|k-?rend|pebble-?dash\w*|roughcast|spar ?dash\w*|tyrolean|brickwork|(?:outside|exterior|external|rendered|pebble-?dashed|brick|garden|boundary) walls?)\b`,
  ),
  /\bmasonry paint\w*|\bexterior (?:painting|decorat\w*)\b|\b(?:weathershield|sandtex)\b/,
  /\b(?:rendered|pebble-?dashed)\b[^.;]{0,60}\bpaint\w*|\bpaint\w*\b[^.;]{0,60}\b(?:rendered|pebble-?dashed)\b/,
  /\b(?:fascias?|soffits?|barge ?boards?)\b[^.;]{0,40}\b(?:paint\w*|gloss\w*|satin\w*)|\b(?:paint\w*|repaint\w*|gloss\w*|satin\w*|decorat\w*)\b[^.;]{0,40}\b(?:fascias?|soffits?|barge ?boards?)\b/,
];
const NOT_EXTERIOR_PAINT = new RegExp(EXTERIOR_PAINT.map((re) => re.source).join("|"), "g");
// Slabs or paving under a shed are its base, not a patio.
const SHED_NOUN = "(?:shed|summer ?house|garden (?:room|office|building)|log cabin|greenhouse)";
const SHED = String.raw`\b${SHED_NOUN}s?\b`;
const NOT_SHED_SLABS = new RegExp(
  String.raw`\b(?:paving(?: slabs?)?|slabs?|flags)\b(?=[^.;]{0,40}${SHED})|(?<=${SHED}[^.;]{0,40})\b(?:paving(?: slabs?)?|slabs?|flags)\b`,
  "g",
);

// "board" as a fence, deck, floor, kitchen or electrical part, never plasterboard.
const NOT_PLASTERBOARD =
  /\b(?:close|gravel|skirting|decking|deck|floor|fence|fencing|feather[- ]?edge|notice|kick|fascia|barge|chip|cement|tile backer|backer|shed|roof|soffit|loft|scaffold|cladding|weather|edging|osb|ply|chopping|ironing|circuit|switch|consumer|key|cutting)[- ]?board\w*|\bfloorboards?\b|\bboardwalk\w*|\bboard(?:s|ed)? (?:up|over) (?:the )?(?:windows?|doors?)\b/g;
// Painting or staining a deck, fence, shed or gate is exterior timber care, not decorating a room.
const NOT_ROOM_PAINT =
  /\b(?:paint\w*|repaint\w*|decorat\w*|stain\w*|oil\w*|treat\w*|varnish\w*|seal\w*)\s+(?:(?:the|a|my|our|new|old|garden|timber|wooden)\s+)*(?:deck\w*|fenc\w*|shed|sheds|gates?|garden furniture|summer ?house|pergola)\b|\b(?:deck\w*|fenc\w*|shed) (?:paint|stain|oil|treatment|protector)\w*|\b(?:paint\w*|repaint\w*)\s+(?:(?:the|a|my|our|outside|exterior|of|front|back)\s+)*(?:garden|boundary|brick|outside|exterior|rendered|pebble-?dashed)\s+walls?\b|\bmasonry paint\b|\bpaint(?:ed)? (?:brush\w*|roller\w*|tray\w*)\b/g;
const FENCE_PAINT =
  /\b(?:paint\w*|repaint\w*|stain\w*|treat\w*|preserv\w*|spray\w*)\s+(?:(?:the|a|my|our|new|old|garden|timber|wooden|boundary|back|front|side|existing)\s+)*fenc(?:e|es|ing)\b|\bfenc(?:e|es|ing) (?:panels? )?(?:paint|stain|treatment|care|preserver)\w*/;
const NOT_SKIM =
  /\bplaster\w* (?:cast|of paris)\b|\bsticking plaster\b|\bskim\w* (?:the )?(?:pond|pool|off)\b|\bplaster (?:cov\w*|cornices?)\b/g;
// Boards already up, to be skimmed ("skim the new plasterboard ceiling", "plaster over the new
// boards", "skim the boarded ceiling", "tape and skim"): skim-plasterboard, so the board and skim
// verbs do not read them. The rule: boards put up in this job (a board verb: "plasterboard the
// ceiling", "board and skim", "dry line") stay with board-* + skim-*, and ../detect-jobs.ts drops
// skim-plasterboard beside them; boards already up are skim-plasterboard alone.
const NOT_BOARDS_UP =
  /\b(?:re-?)?(?:skim\w*|plaster(?:ing|ed)?)\s+(?:over\s+|on(?:to)?\s+)?(?:(?:the|a|all|new|newly|fitted|existing|old|painted|bare|our|my|these|those|\d+)\s+){0,3}(?:plaster ?board(?:s|ed)?|boards|boarded)\b|\b(?:tape|taped|taping|scrim\w*)\s+(?:and|&|n)\s+(?:skim\w*|plaster\w*)|\b(?:plaster ?boards?|boards) (?:is|are) (?:already )?(?:up|fitted|on)\b|\balready (?:plaster ?)?boarded\b/g;
// Cove lighting, a floor's coved skirting and painting coving that is up are not fitting coving; a
// kitchen's cornice (with its pelmet, plinth and wall units) is kitchen fitting.
const NOT_COVING =
  /\bcoved? (?:lighting|lights?|led\w*|skirting\w*|formers?|tiles?)\b|\bcoving (?:lights?|lighting|led\w*)\b|\b(?:paint\w*|repaint\w*|emulsion\w*|decorat\w*|clean\w*)\s+(?:(?:the|a|my|our|old|existing)\s+)*(?:coving|cornices?)\b|\bkitchen (?:unit )?cornices?\b|\bcornices? (?:and|&|n) pelmets?\b|\bpelmets? (?:and|&|n) cornices?\b|\b(?:wall ?units?|units?|plinths?|pelmets?|worktops?)\b[^.;]{0,30}\bcornices?\b|\bcornices?\b[^.;]{0,30}\b(?:pelmets?|plinths?|wall ?units?|worktops?)\b/g;
const NOT_ROOM_TILING =
  /\b(?:roof|ridge|hip|verge|clay roof|concrete roof|slate roof) til\w*|\b(?:re-?)?til\w* (?:on )?(?:the |a )?(?:\w+ )?(?:roof|ridge)\b|\bre-?grout\w*[^.,;]{0,30}\btil\w*|\btile (?:trims?|spacers?|adhesive|grout|backer|cutter)\b|\bbrick[- ]?effect til\w*/g;
// Stripping the old paper is preparation, not hanging new ("strip wallpaper, skim and paint").
const NOT_WALLPAPER =
  /\bsand ?paper\w*|\b(?:toilet|tissue|news|building|breather|baking|greaseproof) ?paper\b|\b(?:strip\w*|steam\w*|remov\w*|scrap\w*|peel\w*)\s+(?:off\s+)?(?:(?:the|all|old|existing|of)\s+)*(?:wall-?)?papers?\b/g;

// Kitchen fitting (jobs/kitchen.ts): the whole job is a fitting verb before "kitchen" (not a part
// of it: "replace the kitchen tiles", "fit a kitchen tap"), "kitchen refit" or "kitchen units".
const KITCHEN_WHOLE = String.raw`\b(?:fit|fitt\w*|install\w*|refit\w*|replac\w*|supply and fit)\s+(?:a |the |my |our |new |full |whole |complete )*kitchen\b(?!\s+(?:worktops?|work tops?|taps?|sinks?|ceilings?|floors?|walls?|doors?|cupboard doors?|splash ?backs?|tiles?|windows?|extractor\w*|lights?|blinds?))|\bkitchen (?:fit|fitting|refit|installation|units?)\b|^\s*(?:a )?new kitchen\b|\b(?:\d+ )?(?:base|wall) units?\b|\bwallunit\b|\b(?:rip\w*|strip\w*|tear\w*|take|taking) out (?:and (?:replace|refit) )?(?:the |my |our |old |existing )*kitchen\b(?:(?= and (?:fit|install|put in)\w* (?:a |the )?new\b)|(?<= and (?:replace|refit) (?:the |my |our |old |existing )*kitchen))`;
export const KITCHEN_FIT = new RegExp(KITCHEN_WHOLE);
/** A splashback said in the same breath as fitting the kitchen: the kitchen job tiles it. */
export const KITCHEN_SPLASHBACK = new RegExp(
  String.raw`(?:${KITCHEN_WHOLE})[^;]{0,200}?\bsplash ?backs?\b`,
);
// A new worktop on its own: a fitting verb near "worktop", not a tiled splashback "along the worktop".
const WORKTOP_JOB =
  /\b(?:fit\w*|install\w*|replac\w*|new|supply|renew\w*|change)\b[^.;]{0,30}\bwork ?tops?\b|\bwork ?tops?\b[^.;]{0,20}\b(?:replac\w*|fitt\w*|installed|renew\w*)|^\s*(?:a |the |new )*kitchen work ?tops?\b/;
// Re-tiling a kitchen's walls that are tiled now (a new splashback on bare wall stays splashback).
const KITCHEN_RETILE =
  /\b(?:re-?til\w*|strip\w* (?:and|&|n) re-?til\w*)\s+(?:the |my |our |a )?(?:old )?kitchen(?: walls?)?\b(?! floor| splash)|\breplac\w*\s+(?:(?:the|my|our|old|existing)\s+)*kitchen (?:wall )?tiles\b|\bkitchen (?:walls? )?re-?til\w*|\bkitchen (?:walls? )?til(?:e|es|ing) (?:refresh|update|makeover|re-?do)\b|\b(?:refresh|update|re-?do)\w*\s+(?:the |my |our )?(?:old )?kitchen (?:walls? )?til(?:e|es|ing)\b/;
const NOT_KITCHEN_RETILE = new RegExp(KITCHEN_RETILE.source, "g");
// "A tiled splashback", "tile the splashback": the splashback (its own job, or the kitchen fit's),
// never wall tiling because "walls" is said elsewhere ("re-plaster two walls").
const NOT_TILED_SPLASHBACK =
  /\btiled? splash ?backs?\b|\btil(?:e|es|ed|ing)\s+(?:(?:the|a|new|kitchen)\s+)*splash ?backs?\b/g;

// Bathroom refit and re-tile (jobs/bathroom.ts): a refitting verb before the room, not before a
// part of it ("fit a bathroom door", "new bathroom floor"), or "bathroom refit", "bathroom suite".
const BATHROOM = "(?:bathroom|en-?suite|shower room)";
const BATHROOM_REFIT = new RegExp(
  String.raw`\b(?:re-?fit\w*|renovat\w*|refurb\w*|re-?do|redo\w*|replac\w*|install\w*|fit|fitt\w*|new|moderni[sz]\w*|upgrad\w*|gut\w*|rip\w* out(?: and replace)?)\s+(?:(?:a|the|my|our|whole|full|complete|old|existing|family|main|upstairs|downstairs|entire|new)\s+)*${BATHROOM}\b(?!\s+(?:floors?|walls?|ceilings?|doors?|tiles?|tiling|lights?|fans?|extractor\w*|radiators?|towel rails?|windows?|blinds?|cabinets?|mirrors?|locks?|taps?|sinks?|basins?|toilets?|wc|bath|extension|skirting\w*))|\b${BATHROOM}\s+(?:re-?fit\w*|refurb\w*|renovation|makeover|overhaul|suite|installation)\b|\b(?:three[- ]piece )?bath(?:room)? suite\b`,
);
// "Paint the new bathroom" is decorating a bathroom that is already new.
const NOT_BATHROOM_REFIT =
  /\b(?:paint\w*|decorat\w*|emulsion\w*|skim\w*|plaster\w*|til\w*|clean\w*|wallpaper\w*)\s+(?:(?:the|our|my|a)\s+)?new\s+(?:bathroom|en-?suite|shower room)\b/g;
const BATHROOM_RETILE = new RegExp(
  String.raw`\b(?:re-?til\w*|strip\w* (?:and|&|n) re-?til\w*)\s+(?:(?:the|my|our|a|old|whole|main|family)\s+)*${BATHROOM}\b|\breplac\w*\s+(?:(?:the|my|our|all|old|existing)\s+)*${BATHROOM} (?:wall |floor )?tiles\b|\b${BATHROOM} (?:walls? |floor )?re-?til\w*|\bnew tiles? (?:in|for) (?:the |my |our )?${BATHROOM}\b|\b${BATHROOM} til(?:ing|e) refresh\b`,
);

// Insulating a wall that stands, or a lintel in it, is not building one ("insulate the front wall",
// "lintel in the cavity wall").
const NOT_STANDING_WALL =
  /\b(?:insulat\w*|lintels?|dry ?lin\w*)\b(?:[^.]|\.\d){0,60}?\b(?:cavity|solid|external|outside|front|back|rear|side|gable|brick|block)\w*\s+walls?\b|\b(?:cavity|solid|external|outside|front|back|rear|side|gable|brick|block)\w*\s+walls?\b(?:[^.]|\.\d){0,60}?\b(?:insulat\w*|lintels?)|\bcavity (?:wall )?(?:insulation|fill)\b|\b(?:fill\w*|blow\w*|inject\w*)\s+(?:the\s+|my\s+|our\s+)?cavit(?:y|ies)(?: walls?)?\b/g;

export const RECOGNITION: Partial<Record<JobTypeId, Recognition>> = {
  "stud-partition": {
    phrases: [/\b(?:stud\s*(?:wall|partition|work)s?|studwork|partition(?:\s*walls?)?)\b/],
    not: [],
    examples: ["build a stud partition 3.6m long and 2.4m high"],
  },
  "board-ceilings": {
    not: [NOT_PLASTERBOARD, NOT_BOARDS_UP],
    examples: ["plasterboard the bedroom ceiling 4m x 3m"],
    with: ["skim-ceilings"],
  },
  "board-walls": {
    not: [NOT_PLASTERBOARD, NOT_BOARDS_UP],
    examples: ["dry line the walls of the lounge 5m x 4m"],
  },
  "skim-ceilings": {
    not: [NOT_SKIM, NOT_PLASTERBOARD, NOT_BOARDS_UP],
    examples: ["skim the bedroom ceiling 4m x 3m"],
  },
  "skim-walls": {
    not: [NOT_SKIM, NOT_PLASTERBOARD, NOT_BOARDS_UP],
    examples: ["re-plaster the kitchen walls, room 4m x 3m"],
  },
  radiators: {
    phrases: [/\b(?:radiators?|rads?|towel rails?)\b/],
    // Painting, bleeding or balancing radiators keeps the ones there.
    not: [
      /\b(?:paint\w*|bleed\w*|flush\w*|balanc\w*)\s+(?:the\s+|all\s+)*(?:\d+\s+)?(?:radiators?|rads?)\b|\bbehind (?:the )?radiators?\b/g,
    ],
    examples: ["replace 2 radiators in the lounge"],
  },
  "wall-tiling": {
    not: [NOT_ROOM_TILING, NOT_KITCHEN_RETILE, NOT_TILED_SPLASHBACK],
    examples: ["tile the bathroom walls, 10 m2 of walls"],
  },
  splashback: {
    phrases: [/\bsplash ?backs?\b/],
    not: [KITCHEN_SPLASHBACK],
    examples: ["tile a kitchen splashback 3m long"],
  },
  "paint-ceilings": {
    not: [NOT_ROOM_PAINT, NOT_EXTERIOR_PAINT],
    examples: ["paint the lounge ceiling 5m x 4m"],
  },
  "paint-walls": {
    not: [NOT_ROOM_PAINT, NOT_EXTERIOR_PAINT],
    examples: ["emulsion the bedroom walls, room 4m x 3m"],
  },
  wallpaper: {
    not: [NOT_WALLPAPER],
    examples: ["wallpaper a feature wall in the bedroom 4m x 3m"],
  },
  "internal-doors": {
    not: [],
    examples: ["hang 3 internal doors"],
  },
  architrave: {
    not: [],
    examples: ["fit new architrave to 4 doors"],
  },
  skirting: {
    not: [],
    examples: ["fit new skirting in the hall 4m x 2m"],
  },
  "paint-woodwork": {
    not: [NOT_ROOM_PAINT, NOT_EXTERIOR_PAINT],
    examples: ["paint the skirting and architraves on the landing"],
  },
  "floor-tiling": {
    not: [NOT_ROOM_TILING, NOT_KITCHEN_RETILE, NOT_TILED_SPLASHBACK],
    examples: ["tile the kitchen floor 4m x 3m"],
  },
  "laminate-flooring": {
    phrases: [/\blaminate\b/],
    not: [
      /\blaminate (?:worktops?|work tops?|splash\w*|doors?|cupboard\w*|shelv\w*)\b|\bworktops?\b[^.;]{0,20}\blaminate\b/g,
    ],
    examples: ["lay laminate in the lounge 5m x 4m"],
  },
  "lvt-flooring": {
    phrases: [
      /\b(?:lvt|luxury vinyl|vinyl (?:plank|click|tile)s?|rigid core|karndean|amtico|spc)\b/,
    ],
    not: [],
    examples: ["fit karndean in the kitchen 4m x 3m"],
  },
  "engineered-flooring": {
    phrases: [/\bengineered\b|\b(?:solid )?(?:oak|wood(?:en)?|hardwood) floor(?:ing|s)?\b/],
    not: [/\bengineered (?:quartz|stone|worktops?)\b/g],
    examples: ["engineered oak flooring in the dining room 4m x 3.5m"],
  },
  "loft-insulation": {
    not: [],
    examples: ["top up the loft insulation, loft 8m x 5m"],
  },
  "brick-wall": {
    // Repointing, painting or cleaning a wall that stands is not building one.
    not: [
      NOT_STANDING_WALL,
      /\bbrick[- ]?(?:effect|slips?|tiles?|bond pattern)\b|\bmetro brick\b|\b(?:re-?point\w*|paint\w*|render\w*|clean\w*|jet ?wash\w*|seal\w*)\s+(?:(?:the|a|my|our|old|existing)\s+)*(?:\w+\s+)?(?:brick\w*|walls?)\b/g,
    ],
    examples: ["build a garden wall in facing brick 6m long, 1m high"],
  },
  "block-wall": {
    not: [
      NOT_STANDING_WALL,
      /\bblocks? of flats\b|\bblock (?:paving|paved|pavers?)\b|\bblockpaving\b|\bwood ?blocks?\b|\bparquet blocks?\b/g,
    ],
    examples: ["build a wall in 100mm concrete blocks 5m long and 2m high"],
  },
  guttering: {
    phrases: [/\b(?:gutter\w*|downpipes?|down pipes?|rainwater goods)\b/],
    not: [],
    examples: ["replace 10m of guttering and 1 downpipe"],
  },
  "artificial-grass": {
    phrases: [/\b(?:artificial|fake|synthetic|astro) ?(?:grass|turf|lawn)\b|\bastro ?turf\b/],
    // Cleaning or mending a lawn that is down is not laying one.
    not: [
      /\b(?:clean\w*|brush\w*|hoover\w*|vacuum\w*|repair\w*|fix\w*|re-?glu\w*)\s+(?:(?:the|my|our|old|existing)\s+)*(?:artificial|fake|synthetic|astro) ?(?:grass|turf|lawn)\b/g,
    ],
    examples: [
      "artificial grass 6m x 4m",
      "lay artificial grass in the back garden, about 30m2",
      "fake lawn 5m x 3m with composite edging",
    ],
  },
  "shed-base": {
    phrases: [
      new RegExp(
        String.raw`\b${SHED_NOUN} (?:base|foundation|pad|slab)s?\b|\b(?:base|foundation|pad|slab)s? (?:for|under) (?:a |an |the |my |our |new )?(?:[\w'-]+ ){0,3}?${SHED}`,
      ),
    ],
    not: [],
    examples: [
      "concrete shed base for an 8x6 shed",
      "base for a shed 10 x 8, paving slabs",
      "plastic grid base for a 6x4 shed",
      "concrete base for a summer house 3m x 2.5m",
    ],
  },
  "exterior-painting": {
    phrases: EXTERIOR_PAINT,
    // New render is painted by the rendering job: "render and paint the front" is rendering.
    not: [
      /\b(?:re-?)?render\w*\s+(?:and|&|then|n)\s+(?:masonry\s+)?paint\w*|\b(?:be|being|been|get|getting) rendered\b/g,
    ],
    examples: [
      "paint the front of the house, rendered, 8m x 5m, 3 windows and a door",
      "paint the outside of the house",
      "masonry paint the pebble-dash at the back, 7m x 5m",
      "exterior painting, brick front 9m x 5m, 4 windows and 2 doors",
      "paint the render on the side of the house 6m x 5m",
    ],
  },
  patio: {
    phrases: [/\b(?:patio|paving|slabs?|flagstones?|paved)\b/],
    not: [
      /\bpatio doors?\b|\bblock[- ]?pav\w*|\bdriveway\b|\bpaved drive\b|\bextdoor\b/g,
      NOT_SHED_SLABS,
    ],
    examples: ["lay a patio 4m x 3m in riven sandstone"],
  },
  "block-paving": {
    phrases: [/\bblock[- ]?pav\w*|\bdriveway\b|\bpaved drive\b/],
    not: [],
    examples: ["block paving driveway 6m x 5m", "new driveway in block paving, about 30m2"],
  },
  fencing: {
    phrases: [/\bfenc(?:e|es|ing)\b|\bfence panels?\b/],
    not: [NOT_ROOM_PAINT],
    examples: ["close board fence 12m with concrete posts", "close-board fencing, 10m run"],
  },
  // Painting or staining a fence that stands: neither room painting nor a new fence, but a job.
  "fence-painting": {
    phrases: [FENCE_PAINT],
    not: [],
    examples: [
      "paint the fence",
      "stain the garden fence 12m long both sides",
      "fence paint for 20m of fence, 1.8m high",
      "treat the old fence panels, 15m run",
    ],
  },
  // Painting or treating a shed that stands: its walls, never the room-painting verbs' walls.
  "shed-painting": {
    phrases: [
      /\b(?:paint\w*|repaint\w*|stain\w*|treat\w*|preserv\w*|spray\w*)\s+(?:(?:the|a|my|our|new|old|garden|timber|wooden|existing)\s+)*(?:shed|summer ?house|log cabin)s?\b(?!\s+(?:base|foundation|pad|slab))|\bshed (?:paint|stain|treatment|preserver)\w*/,
    ],
    not: [],
    examples: ["paint the shed", "treat the garden shed 8x6"],
  },
  decking: {
    phrases: [/\bdeck(?:ing|s)?\b/],
    not: [
      /\bloft ?(?:deck\w*|zone)\b|\bdeck\w* (?:paint|stain|oil)\w*|\b(?:paint|repaint|decorat|stain|oil|treat|varnish|seal)\w* (?:the )?(?:old )?deck\w*/g,
    ],
    examples: ["build a deck 4m x 3m", "softwood decking 3m x 3m in the garden"],
  },
  rendering: {
    phrases: [/\b(?:re-?render\w*|render(?:ing|ed|s)?|monocouche|k-?rend)\b/],
    // A picture or a document "rendered", and painting or cleaning render that is already there
    // (exterior decorating), are not rendering a wall.
    not: [
      /\brender(?:ed|ing|s)? (?:an? |the )?(?:images?|pictures?|drawings?|visuals?|plans?|quotes?|invoices?|pdfs?|pages?|screens?)\b|\b(?:3d|cgi|computer) render\w*|\b(?:paint\w*|repaint\w*|decorat\w*|clean\w*|wash\w*|jet ?wash\w*|seal\w*|treat\w*|masonry paint\w*)\s+(?:(?:the|a|my|our|old|existing|outside|exterior|front|back|side|of|house|already)\s+)*(?:render(?:ed|ing)?|k-?rend|monocouche)\b|\balready rendered\b|\bexisting render\b/g,
      // "It's rendered, paint the front": render that is there, being painted.
      /(?<!\b(?:be|being|been) )\brendered\b(?=[^.]{0,60}\bpaint)|(?<=\b(?:paint|repaint)\w*\b[^.]{0,60})\brendered\b/g,
    ],
    examples: [
      "render the front of the house 8m x 5m",
      "re-render the side wall, sand and cement, 6m long 5m high",
      "monocouche render 40m2 of wall with 3 windows",
      "K-Rend the back of the house 7 x 5.5m",
      "render the garden wall 10m long 1.5m high",
    ],
  },
  coving: {
    phrases: [/\b(?:coving|cove|cornices?)\b/],
    not: [NOT_COVING],
    examples: [
      "cove the lounge ceiling 5m x 4m",
      "put up coving in the bedroom 3.5m x 3m",
      "plaster cornice round the dining room 4m x 3.5m",
      "15m of polystyrene coving",
    ],
  },
  "skim-plasterboard": {
    // Its phrases are what the board and skim jobs leave out (`test` needs them without the g flag).
    phrases: [new RegExp(NOT_BOARDS_UP.source)],
    not: [],
    examples: [
      "skim the new plasterboard ceiling 4m x 3m, tape the joints",
      "plaster over the new boards in the bedroom 3.5m x 3m",
      "tape and skim the landing ceiling",
      "skim the boarded ceiling in the kitchen 4m x 3m",
      "skim over the old plasterboard walls in the lounge 5m x 4m",
    ],
  },
  "kitchen-fitting": {
    phrases: [KITCHEN_FIT, WORKTOP_JOB],
    // Painting or wrapping units that stay, and work "above the worktop", are not fitting a kitchen.
    not: [
      /\b(?:paint\w*|spray\w*|re-?spray\w*|wrap\w*|clean\w*|oil\w*|seal\w*)\s+(?:(?:the|my|our|old|existing)\s+)*(?:kitchen\s+)?(?:units?|cupboards?|doors?|work ?tops?)\b|\b(?:above|behind|over|along|on|under|round|around)\s+(?:the |a |my |our )?work ?tops?\b/g,
    ],
    examples: [
      "Fit a kitchen: 6 base units, 4 wall units, L-shaped worktop 3.6m + 2.4m, tiled splashback",
      "supply and fit a new kitchen, 4.2m run of base and wall units",
      "replace the kitchen worktop, 3m laminate",
      "kitchen refit with an oak worktop 3m + 2m and upstands",
      "rip out the old kitchen and fit a new one",
      "strip out and replace the kitchen",
    ],
  },
  "kitchen-tiling-refresh": {
    phrases: [KITCHEN_RETILE],
    not: [],
    examples: [
      "re-tile the kitchen walls above the worktops, 3m x 0.6m",
      "retile kitchen walls 4m x 0.5m",
      "replace the kitchen tiles, 2.5m long 0.6m high",
      "kitchen tiling refresh 3m x 0.6m",
    ],
  },
  "bathroom-refit": {
    phrases: [BATHROOM_REFIT],
    not: [NOT_BATHROOM_REFIT],
    examples: [
      "Refit the bathroom 2.4m x 1.9m, bath with shower over, basin and WC, tile walls round the bath full height and the floor",
      "new bathroom suite",
      "rip out and replace bathroom",
      "bathroom refit with a walk-in shower and a vanity basin",
    ],
  },
  "bathroom-tiling-refresh": {
    phrases: [BATHROOM_RETILE],
    not: [],
    examples: [
      "re-tile the bathroom walls and floor, 2.5m x 2m",
      "replace the bathroom tiles",
      "retile the en-suite floor",
    ],
  },
  "wall-insulation": {
    // Blown cavity fill and external wall insulation are named so the estimate can say they are a
    // specialist's work; insulating a stud partition is the partition's own job.
    phrases: [
      /\b(?:internal|external|solid|cavity) wall insulation\b|\biwi\b|\binsulated plasterboard\b|\bthermal (?:plaster)?boards?\b|\bthermaline\b/,
      /\bcavity (?:wall )?fill\w*|\b(?:fill\w*|blow\w*|inject\w*)\s+(?:the\s+|my\s+|our\s+)?cavit(?:y|ies)(?: walls?)?\b/,
      /\binsulat\w*\s+(?:(?:the|a|my|our|all|both|\d+|inside|of|external|outside|solid|brick|cold|front|back|rear|side|gable|end|bedroom|lounge|kitchen|house)\s+)*walls?\b/,
    ],
    not: [/\b(?:stud|partition)\s*walls?\b[^.]{0,30}\binsulat\w*|\bloft (?:\w+ )?walls?\b/g],
    examples: [
      "insulate the solid external walls with insulated plasterboard, 2 walls 4m x 2.4m and 1 window",
      "internal wall insulation on the gable wall 5m x 2.4m, battens and PIR, no windows",
      "cavity wall insulation for a 3 bed semi",
      "fill the cavity walls, 40m2",
    ],
  },
  "ceiling-insulation": {
    // Rolls over the loft floor are loft insulation: "loft" phrases are blanked here, except a
    // loft conversion, whose sloping ceilings are insulated between the rafters.
    phrases: [
      /\bsound ?proof\w*\s+(?:(?:the|a|my|our|bedroom|lounge|kitchen|room|upstairs|downstairs|first|floor|between)\s+)*(?:ceilings?|floors?)\b/,
      /\b(?:acoustic|sound) (?:insulation|wool|rolls?|slabs?)\b|\bceiling insulation\b/,
      /\binsulat\w*\s+(?:(?:the|a|my|our|bedroom|lounge|kitchen|garage|bathroom|sloping|vaulted|flat|roof|extension|room|dormer)\s+)*ceilings?\b/,
      /\binsulat\w*\s+(?:\w+\s+){0,3}?between\s+(?:the\s+)?(?:floors|joists|rafters)\b|\binsulat\w*[^.]{0,40}\b(?:room in (?:the )?roof|loft conversion)\b/,
    ],
    not: [
      /\binsulat\w*(?:\s+\w+){0,4}\s+(?:in|of|to|for)\s+(?:the\s+|my\s+|our\s+)?loft\b(?! conversion)|\bloft (?:insulation|rolls?|floor)\b|\broll\w* out\b[^.]{0,30}\bloft\b|\b(?:stud|partition)\s*walls?\b[^.]{0,30}\b(?:acoustic|sound)\w*|\b(?:acoustic|sound) (?:insulation|rolls?|slabs?) (?:in|to|for) (?:the |a )?(?:stud|partition)\w*/g,
    ],
    examples: [
      "soundproof the bedroom ceiling 4m x 3m",
      "acoustic insulation between floors 4m x 3.5m",
      "insulate between the rafters of the loft conversion 5m x 4m with PIR and insulated plasterboard",
    ],
  },
  lintels: {
    // "Knock through" alone is asked about (it could be any size); with a width said it is a
    // lintel. An RSJ or steel beam is recognised so the estimate can say it needs an engineer.
    phrases: [
      /\blintels?\b|\brsj\b|\bsteel beam\b/,
      /\bknock\w*[- ]?through\b(?:[^.]|\.\d){0,60}?\b\d+(?:\.\d+)?m{1,2}\b|\b\d+(?:\.\d+)?m{1,2}\b(?:[^.]|\.\d){0,40}\bknock\w*[- ]?through\b/,
      /\b(?:form|make|cut|create|widen)\w*\s+(?:a\s+|an\s+|the\s+)?(?:new\s+)?(?:door(?:way)?\s+|window\s+)?opening\b/,
    ],
    not: [],
    examples: [
      "replace the lintel over the back door, opening 0.9m, cavity wall",
      "knock through between the kitchen and dining room, opening 1.8m wide",
      "new concrete lintel over a 1.2m window in a solid wall",
    ],
  },
};

const TAPE_AND_JOINT = /\btaped? (?:and|&|n) joint\w*|\bjointing\b/;
const SKIM_NAMED = /\b(?:re-?)?skim\w*|\bplaster(?:ed|ing)\b|\b(?:board|multi)[- ]?finish\b/;
const DRY_LINING = /\bdry[- ]?lin\w*|\bdot (?:and|&|n) dab\w*/;

/** Where one clause ends: a comma, semicolon or full stop, "and" or "then". */
const CLAUSE_BREAK = /[,;.]|\b(?:and|then)\b/;
const SURFACE_WORD = { walls: /\bwalls?\b/, ceiling: /\bceilings?\b/ } as const;
const FINISH_CUE = new RegExp(
  [TAPE_AND_JOINT, SKIM_NAMED, /\btaping\b/, DRY_LINING].map((re) => re.source).join("|"),
);

/**
 * The text that speaks for one surface's finish: the clauses naming it, each with the finish
 * words said apart from any surface ("dry line and skim the walls", "…, tape and joint") joined
 * to the next clause naming a surface, or the last one. So "dry line the walls and skim the
 * ceiling" skims the ceiling only. A clause with no finish word continues the one before ("dry
 * line the walls and ceiling"). With only one surface named, the whole text.
 */
function clausesFor(text: string, surface: keyof typeof SURFACE_WORD): string {
  const names = (c: string) => SURFACE_WORD.walls.test(c) || SURFACE_WORD.ceiling.test(c);
  if (!SURFACE_WORD.walls.test(text) || !SURFACE_WORD.ceiling.test(text)) return text;
  // "Tape and joint" and "dot and dab" are one finish each, not two clauses.
  const joined = new RegExp(`${TAPE_AND_JOINT.source}|${DRY_LINING.source}`, "g");
  const kept = text.replace(joined, (m) => m.replace(/ /g, "_"));
  const clauses: string[] = [];
  for (const part of kept.split(CLAUSE_BREAK).map((c) => c.replace(/_/g, " "))) {
    const last = clauses.length - 1;
    if (last >= 0 && !FINISH_CUE.test(part)) clauses[last] += ` ${part}`;
    else clauses.push(part);
  }
  const bySurface: string[] = [];
  let pending = "";
  for (const c of clauses) {
    if (!names(c)) pending += ` ${c}`;
    else {
      bySurface.push(`${pending} ${c}`);
      pending = "";
    }
  }
  if (pending) bySurface.push(`${bySurface.pop() ?? ""} ${pending}`);
  return bySurface.filter((c) => SURFACE_WORD[surface].test(c)).join(" ; ");
}

/**
 * How new plasterboard is finished: the one rule ../detect-jobs.ts (does boarding bring a skim
 * job?) and the boarding takeoffs (plastering.ts, partition.ts: what do they buy?) read. "Tape and
 * joint" or "jointing": taped and jointed; a skim named: skimmed; "taping" alone: taped. Dry lining
 * or dot and dab with neither named is usually taped and jointed ready to paint, but skimmed often
 * enough that it is assumed and asked (`stated` false). Other boarding: skimmed, as it usually is.
 * Given a surface, only the clauses that speak for it count (`clausesFor`).
 */
export function boardFinishOf(
  text: string,
  surface?: keyof typeof SURFACE_WORD,
): { taped: boolean; stated: boolean } {
  const own = surface ? clausesFor(text, surface) : text;
  if (TAPE_AND_JOINT.test(own)) return { taped: true, stated: true };
  if (SKIM_NAMED.test(own)) return { taped: false, stated: true };
  if (/\btaping\b/.test(own)) return { taped: true, stated: true };
  if (DRY_LINING.test(own)) return { taped: true, stated: false };
  return { taped: false, stated: false };
}

/** The text with every phrase in `not` blanked out, same length so positions still line up. */
export function withoutPhrases(text: string, not: readonly RegExp[]): string {
  let out = text;
  for (const re of not) {
    const g = re.global ? re : new RegExp(re.source, `${re.flags}g`);
    out = out.replace(g, (m) => " ".repeat(m.length));
  }
  return out;
}

/** The text as job `id` reads it: its negative phrases blanked out. */
export function textFor(id: JobTypeId, text: string): string {
  return withoutPhrases(text, RECOGNITION[id]?.not ?? []);
}

/** Whether the job's own phrases name it in the text (jobs with no phrases: false). */
export function named(id: JobTypeId, text: string): boolean {
  const r = RECOGNITION[id];
  if (!r?.phrases) return false;
  const own = withoutPhrases(text, r.not);
  return r.phrases.some((re) => re.test(own));
}
