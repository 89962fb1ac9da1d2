/**
 * A questionnaire answer read with its question (issue 18), by the chat and by the wizard before
 * predict-materials: "2.6m" answering "What is the ceiling height in the bedroom?" becomes
 * "the bedroom 2.6m high", so the height reaches the bedroom of a several-room description (not
 * the last room, nor a length of nobody's).
 */

// The estimator's own room questions: "What are the lounge's length and width ...?", "What is the
// ceiling height in the lounge?", "How wide is the hall?", "How big is the lounge (length ×
// width) …?". Other questions name no room.
const ROOM_QUESTIONS = [
  /\bthe ([a-z][a-z -]{0,30}?)'s (?:length|width|size)\b/i,
  /\bceiling height in the ([a-z][a-z -]{0,30}?)\s*\?/i,
  /\bwide is the ([a-z][a-z -]{0,30}?)\s*\?/i,
  /\bhow big is the ([a-z][a-z -]{0,30}?)\s*[(?,]/i,
];
const HEIGHT_QUESTION = /\bceiling height\b/i;
// "Which surfaces are included in the lounge and the bedroom: walls, ceiling or both?"
const SURFACES_IN = /\bsurfaces are included in the ([a-z ,-]{1,120}?):/i;
const BARE_LENGTH = /^(\d+(?:\.\d+)?)\s*(m|mm|cm|metres?|meters?|ft|feet)?$/i;

// "How big is the ceiling …?", "How big is the room …?" (one room's own question) name no room.
const NOT_A_ROOM = /^(?:room|ceiling|wall|floor|loft|area|opening|shed|base|patio|deck)s?$/;

function roomOf(question: string): string | undefined {
  for (const re of ROOM_QUESTIONS) {
    const room = re.exec(question)?.[1]?.trim().toLowerCase();
    if (room && !NOT_A_ROOM.test(room)) return room;
  }
  return undefined;
}

const mentions = (text: string, room: string) =>
  new RegExp(`\\b${room.split(" ").at(-1) ?? room}`, "i").test(text);

export function answerInContext(question: string, answer: string): string {
  let text = answer.trim();
  const surfacesIn = SURFACES_IN.exec(question)?.[1];
  if (surfacesIn) {
    const rooms = surfacesIn.toLowerCase().split(/(?<!\s)\s*,\s*the\s+|(?<!\s)\s+and the\s+/);
    // Each room named gets the answer: "the lounge walls and ceiling; the bedroom walls and ceiling".
    if (rooms.some((r) => mentions(text, r))) return text;
    return rooms.map((r) => `the ${r.trim()} ${text}`).join("; ");
  }
  const bare = HEIGHT_QUESTION.test(question) ? BARE_LENGTH.exec(text) : null;
  // A bare "2.6m" is read as a length; the question says it is a height.
  if (bare) text = `${bare[1]}${bare[2] ? bare[2].replace(/^(?=[a-z]{3})/i, " ") : "m"} high`;
  const room = roomOf(question);
  if (!room) return text;
  // "bedroom 3.5 x 3" already says which room ("double bedroom" and "bedroom" are one room).
  if (mentions(text, room)) return text;
  return `the ${room} ${text}`;
}

const YES =
  /^(yes|yep|yeah|y|ok|okay|correct|confirm(ed)?|looks (good|right|fine)|that'?s (right|correct|fine)|all good|go ahead|perfect|great|sounds good)\b/i;

/** Whether a message begins by saying yes (the summary is confirmed, whatever follows). */
export const startsWithConfirmation = (text: string) => YES.test(text.trim());

/** The words a confirmation is made of, and nothing about the job. */
const CONFIRMING = new Set(
  (
    "yes yep yeah y ok okay correct confirm confirmed looks good right fine that thats s is it " +
    "all go ahead perfect great sounds thanks thank you cheers please mate lovely spot on"
  ).split(" "),
);

/**
 * A confirmation and nothing more ("Yes, that's correct", "ok thanks"), which adds nothing to the
 * job. "Yes, engineer's calc says 203x133 UB, 3.8m long" answers a question with a "yes" in front
 * and is kept: it was dropped as a "yes", and the steel's size with it.
 */
export function onlyConfirms(text: string): boolean {
  if (!startsWithConfirmation(text)) return false;
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .every((word) => word === "" || CONFIRMING.has(word));
}
