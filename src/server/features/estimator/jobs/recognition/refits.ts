/**
 * Recognising refits and fit-outs: coving, boards already up, kitchens, bathrooms, insulation and
 * lintels.
 */
import type { JobTypeId } from "../../types";
import { KITCHEN_FIT, KITCHEN_RETILE, NOT_BOARDS_UP, type Recognition } from "./phrases";

// Cove lighting, a floor's coved skirting and painting coving that is up are not fitting coving; a
// kitchen's cornice (with its pelmet, plinth and wall units) is kitchen fitting.
const NOT_COVING =
  /\bcoved? (?:lighting|lights?|led\w*|skirting\w*|formers?|tiles?)\b|\bcoving (?:lights?|lighting|led\w*)\b|\b(?:paint\w*|repaint\w*|emulsion\w*|decorat\w*|clean\w*)\s+(?:(?:the|a|my|our|old|existing)\s+)*(?:coving|cornices?)\b|\bkitchen (?:unit )?cornices?\b|\bcornices? (?:and|&|n) pelmets?\b|\bpelmets? (?:and|&|n) cornices?\b|\b(?:wall ?units?|units?|plinths?|pelmets?|worktops?)\b[^.;]{0,30}\bcornices?\b|\bcornices?\b[^.;]{0,30}\b(?:pelmets?|plinths?|wall ?units?|worktops?)\b/g;
// A new worktop on its own: a fitting verb near "worktop", not a tiled splashback "along the worktop".
const WORKTOP_JOB =
  /\b(?:fit\w*|install\w*|replac\w*|new|supply|renew\w*|change)\b[^.;]{0,30}\bwork ?tops?\b|\bwork ?tops?\b[^.;]{0,20}\b(?:replac\w*|fitt\w*|installed|renew\w*)|^\s*(?:a |the |new )*kitchen work ?tops?\b/;
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

export const REFITS: Partial<Record<JobTypeId, Recognition>> = {
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
      /\blintels?\b|\brsjs?\b|\bsteel beams?\b|\buniversal beams?\b|\bub\b/,
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
