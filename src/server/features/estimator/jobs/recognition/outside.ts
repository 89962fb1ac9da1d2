/**
 * Recognising the work outside: walls, guttering, gardens, paving, fences, sheds, decks, render
 * and exterior paint.
 */
import type { JobTypeId } from "../../types";
import { EXTERIOR_PAINT, NOT_ROOM_PAINT, type Recognition } from "./phrases";

// Slabs or paving under a shed are its base, not a patio.
const SHED_NOUN = "(?:shed|summer ?house|garden (?:room|office|building)|log cabin|greenhouse)";
const SHED = String.raw`\b${SHED_NOUN}s?\b`;
const NOT_SHED_SLABS = new RegExp(
  String.raw`\b(?:paving(?: slabs?)?|slabs?|flags)\b(?=[^.;]{0,40}${SHED})|(?<=${SHED}[^.;]{0,40})\b(?:paving(?: slabs?)?|slabs?|flags)\b`,
  "g",
);
const FENCE_PAINT =
  /\b(?:paint\w*|repaint\w*|stain\w*|treat\w*|preserv\w*|spray\w*)\s+(?:(?:the|a|my|our|new|old|garden|timber|wooden|boundary|back|front|side|existing)\s+)*fenc(?:e|es|ing)\b|\bfenc(?:e|es|ing) (?:panels? )?(?:paint|stain|treatment|care|preserver)\w*/;
// Insulating a wall that stands, or a lintel in it, is not building one ("insulate the front wall",
// "lintel in the cavity wall").
const NOT_STANDING_WALL =
  /\b(?:insulat\w*|lintels?|dry ?lin\w*)\b(?:[^.]|\.\d){0,60}?\b(?:cavity|solid|external|outside|front|back|rear|side|gable|brick|block)\w*\s+walls?\b|\b(?:cavity|solid|external|outside|front|back|rear|side|gable|brick|block)\w*\s+walls?\b(?:[^.]|\.\d){0,60}?\b(?:insulat\w*|lintels?)|\bcavity (?:wall )?(?:insulation|fill)\b|\b(?:fill\w*|blow\w*|inject\w*)\s+(?:the\s+|my\s+|our\s+)?cavit(?:y|ies)(?: walls?)?\b/g;

export const OUTSIDE: Partial<Record<JobTypeId, Recognition>> = {
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
};
