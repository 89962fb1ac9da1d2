/**
 * Recognising the work inside a room: boarding, plastering, decorating, tiling, floors, joinery,
 * heating and the loft.
 */
import type { JobTypeId } from "../../types";
import {
  KITCHEN_SPLASHBACK,
  NOT_BOARDS_UP,
  NOT_EXTERIOR_PAINT,
  NOT_KITCHEN_RETILE,
  NOT_ROOM_PAINT,
  type Recognition,
} from "./phrases";

// "board" as a fence, deck, floor, kitchen or electrical part, never plasterboard.
const NOT_PLASTERBOARD =
  /\b(?:close|gravel|skirting|decking|deck|floor|fence|fencing|feather[- ]?edge|notice|kick|fascia|barge|chip|cement|tile backer|backer|shed|roof|soffit|loft|scaffold|cladding|weather|edging|osb|ply|chopping|ironing|circuit|switch|consumer|key|cutting)[- ]?board\w*|\bfloorboards?\b|\bboardwalk\w*|\bboard(?:s|ed)? (?:up|over) (?:the )?(?:windows?|doors?)\b/g;
// "make good and skim both sides" of a knock-through is the opening's making good (its takeoff's),
// not a room's walls and ceiling.
const NOT_SKIM =
  /\bplaster\w* (?:cast|of paris)\b|\bsticking plaster\b|\bskim\w* (?:the )?(?:pond|pool|off)\b|\bplaster (?:cov\w*|cornices?)\b|\bmake good (?:and |& )?(?:re-?)?(?:skim\w*|plaster\w*) (?:on |to )?(?:both (?:sides|faces)|the reveals?|(?:a)?round the opening)\b|\b(?:skim\w*|plaster\w*) (?:the )?reveals?\b|\bskim\w* (?:on |to )?both (?:sides|faces)\b/g;
const NOT_ROOM_TILING =
  /\b(?:roof|ridge|hip|verge|clay roof|concrete roof|slate roof) til\w*|\b(?:re-?)?til\w* (?:on )?(?:the |a )?(?:\w+ )?(?:roof|ridge)\b|\bre-?grout\w*[^.,;]{0,30}\btil\w*|\btile (?:trims?|spacers?|adhesive|grout|backer|cutter)\b|\bbrick[- ]?effect til\w*/g;
// Stripping the old paper is preparation, not hanging new ("strip wallpaper, skim and paint").
const NOT_WALLPAPER =
  /\bsand ?paper\w*|\b(?:toilet|tissue|news|building|breather|baking|greaseproof) ?paper\b|\b(?:strip\w*|steam\w*|remov\w*|scrap\w*|peel\w*)\s+(?:off\s+)?(?:(?:the|all|old|existing|of)\s+)*(?:wall-?)?papers?\b/g;
// "A tiled splashback", "tile the splashback": the splashback (its own job, or the kitchen fit's),
// never wall tiling because "walls" is said elsewhere ("re-plaster two walls").
const NOT_TILED_SPLASHBACK =
  /\btiled? splash ?backs?\b|\btil(?:e|es|ed|ing)\s+(?:(?:the|a|new|kitchen)\s+)*splash ?backs?\b/g;

export const ROOMS: Partial<Record<JobTypeId, Recognition>> = {
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
};
