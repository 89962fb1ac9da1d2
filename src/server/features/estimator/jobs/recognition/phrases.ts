/**
 * What a job's recognition holds, and the phrases more than one job reads: one job's words are
 * often another's `not`.
 */
import type { JobTypeId } from "../../types";

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
export const EXTERIOR_PAINT: readonly RegExp[] = [
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
export const NOT_EXTERIOR_PAINT = new RegExp(EXTERIOR_PAINT.map((re) => re.source).join("|"), "g");
// Painting or staining a deck, fence, shed or gate is exterior timber care, not decorating a room.
export const NOT_ROOM_PAINT =
  /\b(?:paint\w*|repaint\w*|decorat\w*|stain\w*|oil\w*|treat\w*|varnish\w*|seal\w*)\s+(?:(?:the|a|my|our|new|old|garden|timber|wooden)\s+)*(?:deck\w*|fenc\w*|shed|sheds|gates?|garden furniture|summer ?house|pergola)\b|\b(?:deck\w*|fenc\w*|shed) (?:paint|stain|oil|treatment|protector)\w*|\b(?:paint\w*|repaint\w*)\s+(?:(?:the|a|my|our|outside|exterior|of|front|back)\s+)*(?:garden|boundary|brick|outside|exterior|rendered|pebble-?dashed)\s+walls?\b|\bmasonry paint\b|\bpaint(?:ed)? (?:brush\w*|roller\w*|tray\w*)\b/g;
// Boards already up, to be skimmed ("skim the new plasterboard ceiling", "plaster over the new
// boards", "skim the boarded ceiling", "tape and skim"): skim-plasterboard, so the board and skim
// verbs do not read them. The rule: boards put up in this job (a board verb: "plasterboard the
// ceiling", "board and skim", "dry line") stay with board-* + skim-*, and ../detect-jobs.ts drops
// skim-plasterboard beside them; boards already up are skim-plasterboard alone.
export const NOT_BOARDS_UP =
  /\b(?:re-?)?(?:skim\w*|plaster(?:ing|ed)?)\s+(?:over\s+|on(?:to)?\s+)?(?:(?:the|a|all|new|newly|fitted|existing|old|painted|bare|our|my|these|those|\d+)\s+){0,3}(?:plaster ?board(?:s|ed)?|boards|boarded)\b|\b(?:tape|taped|taping|scrim\w*)\s+(?:and|&|n)\s+(?:skim\w*|plaster\w*)|\b(?:plaster ?boards?|boards) (?:is|are) (?:already )?(?:up|fitted|on)\b|\balready (?:plaster ?)?boarded\b/g;

// Kitchen fitting (jobs/kitchen.ts): the whole job is a fitting verb before "kitchen" (not a part
// of it: "replace the kitchen tiles", "fit a kitchen tap"), "kitchen refit" or "kitchen units".
const KITCHEN_WHOLE = String.raw`\b(?:fit|fitt\w*|install\w*|refit\w*|replac\w*|supply and fit)\s+(?:a |the |my |our |new |full |whole |complete )*kitchen\b(?!\s+(?:worktops?|work tops?|taps?|sinks?|ceilings?|floors?|walls?|doors?|cupboard doors?|splash ?backs?|tiles?|windows?|extractor\w*|lights?|blinds?))|\bkitchen (?:fit|fitting|refit|installation|units?)\b|^\s*(?:a )?new kitchen\b|\b(?:\d+ )?(?:base|wall) units?\b|\bwallunit\b|\b(?:rip\w*|strip\w*|tear\w*|take|taking) out (?:and (?:replace|refit) )?(?:the |my |our |old |existing )*kitchen\b(?:(?= and (?:fit|install|put in)\w* (?:a |the )?new\b)|(?<= and (?:replace|refit) (?:the |my |our |old |existing )*kitchen))`;
export const KITCHEN_FIT = new RegExp(KITCHEN_WHOLE);
/** A splashback said in the same breath as fitting the kitchen: the kitchen job tiles it. */
export const KITCHEN_SPLASHBACK = new RegExp(
  String.raw`(?:${KITCHEN_WHOLE})[^;]{0,200}?\bsplash ?backs?\b`,
);
// Re-tiling a kitchen's walls that are tiled now (a new splashback on bare wall stays splashback).
export const KITCHEN_RETILE =
  /\b(?:re-?til\w*|strip\w* (?:and|&|n) re-?til\w*)\s+(?:the |my |our |a )?(?:old )?kitchen(?: walls?)?\b(?! floor| splash)|\breplac\w*\s+(?:(?:the|my|our|old|existing)\s+)*kitchen (?:wall )?tiles\b|\bkitchen (?:walls? )?re-?til\w*|\bkitchen (?:walls? )?til(?:e|es|ing) (?:refresh|update|makeover|re-?do)\b|\b(?:refresh|update|re-?do)\w*\s+(?:the |my |our )?(?:old )?kitchen (?:walls? )?til(?:e|es|ing)\b/;
export const NOT_KITCHEN_RETILE = new RegExp(KITCHEN_RETILE.source, "g");
