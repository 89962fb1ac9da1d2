/**
 * The chat's questions (issue 18): only what the detected jobs' takeoffs need and the description
 * has not given. Each job's takeoff asks for an input when it had to assume it, so a question can
 * neither repeat the description nor belong to a trade that is not in the job. Each question says
 * what it sets, so the tradesperson sees why it is worth answering.
 */
import { roomName } from "./geometry";
import { JOBS } from "./jobs";
import type { Ask, JobTakeoff, JobTypeId, ParsedDescription } from "./types";

export const MAX_QUESTIONS = 4;

/** What each job's inputs decide, in the words a tradesperson would use. */
const SETS: Partial<Record<JobTypeId, string>> = {
  "stud-partition": "the studs, boards and screws",
  "board-ceilings": "the plasterboard sheets, screws and their jointing or skim",
  "board-walls": "the plasterboard sheets, screws and their jointing or skim",
  "skim-ceilings": "the plaster bags and PVA",
  "skim-walls": "the plaster bags and PVA",
  radiators: "the radiators and valves",
  "wall-tiling": "the tiles, adhesive and grout",
  splashback: "the tiles, adhesive and grout",
  "floor-tiling": "the tiles, adhesive and grout",
  "paint-ceilings": "the paint",
  "paint-walls": "the paint",
  "paint-woodwork": "the undercoat and gloss",
  wallpaper: "the rolls and paste",
  "internal-doors": "the doors, hinges and latches",
  architrave: "the architrave sets",
  skirting: "the skirting lengths",
  "laminate-flooring": "the flooring packs and underlay",
  "lvt-flooring": "the flooring packs",
  "engineered-flooring": "the flooring packs and underlay",
  "loft-insulation": "the insulation rolls",
  "brick-wall": "the bricks, mortar and footing",
  "block-wall": "the blocks, mortar and footing",
  guttering: "the gutter lengths, brackets and downpipes",
  patio: "the slabs, sub-base and mortar",
  fencing: "the panels, posts and postcrete",
  decking: "the boards, joists and fixings",
  rendering: "the render, beads, mesh and masonry paint",
  coving: "the coving lengths, adhesive and caulk",
  "skim-plasterboard": "the plaster bags, scrim, PVA and beads",
  "bathroom-refit": "the suite, tiles, board and tanking",
  "bathroom-tiling-refresh": "the tiles, adhesive and grout",
  "kitchen-fitting": "the units, worktop, plinth and splashback",
  "kitchen-tiling-refresh": "the tiles, adhesive and grout",
  "wall-insulation": "the boards, reveals and skim",
  "ceiling-insulation": "the insulation and boards",
  lintels: "the lintel and the making good",
  "fence-painting": "the fence treatment",
  "shed-painting": "the shed treatment",
  rewire: "the cable, sockets, switches and light points",
  "consumer-unit": "the consumer unit",
  sockets: "the sockets, back boxes and cable",
  "light-switches": "the switches, back boxes and cable",
  lighting: "the downlights or fittings and the cable",
  "outside-socket": "the outside socket and its cable",
};

/** The surfaces each trade can be asked about: a tiler is never offered the ceiling or woodwork. */
const TRADE_SURFACES: [RegExp, string[]][] = [
  [/^paint-/, ["walls", "ceiling", "woodwork"]],
  [/^(?:skim|board)-/, ["walls", "ceiling"]],
  [/^(?:wall|floor)-tiling$/, ["walls", "floor"]],
];

const listRooms = (rooms: readonly string[]) =>
  rooms.length === 1
    ? `the ${rooms[0]}`
    : `the ${rooms.slice(0, -1).join(", the ")} and the ${rooms.at(-1)}`;

/**
 * In a several-room description the question names the rooms whose surfaces were assumed, so the
 * answer ("walls and ceiling") goes to them, not to whichever room came last (../shared/chat-answers).
 */
function surfacesQuestion(
  assumed: readonly JobTypeId[],
  rooms: readonly string[],
): string | undefined {
  const options = [
    ...new Set(assumed.flatMap((id) => TRADE_SURFACES.find(([re]) => re.test(id))?.[1] ?? [])),
  ];
  if (options.length < 2) return undefined;
  const list =
    options.length === 2
      ? `${options[0]}, ${options[1]} or both`
      : `${options.join(", ")} or all of them`;
  return `Which surfaces are included${rooms.length ? ` in ${listRooms(rooms)}` : ""}: ${list}?`;
}

const setsFor = (id: JobTypeId) =>
  SETS[id] ?? `the ${(JOBS[id]?.label ?? id).toLowerCase()} materials`;

// Each item may hold its own commas ("the tiles, adhesive and grout"), so several are kept apart.
const joinSets = (items: readonly string[]) =>
  items.length === 1 ? `${items[0]}, and the days` : `${items.join("; ")}; and the days`;

const ensureQuestionMark = (q: string) => (/[?]$/.test(q.trim()) ? q.trim() : `${q.trim()}?`);

const ROOM_SIZE = /\blength and width\b|\bhow big is the\b/i;

/** A room or job of the description, with the takeoffs the estimate made for it. */
export interface QuestionPart {
  parsed: ParsedDescription;
  takeoffs: readonly Pick<JobTakeoff, "job" | "questions">[];
}

/**
 * At most four questions in job order, each with what its answer sets; none when the takeoffs had
 * every input they need. The estimate and the chat both ask these, so predict-materials' questions
 * are the chat's.
 */
export function questionsFor(parts: readonly QuestionPart[]): Ask[] {
  const asked = new Map<string, JobTypeId[]>();
  // One room's size is asked once: coving's "How big is the room …?" and the paint's "What are the
  // lounge's length and width …?" are one question (the first asked), setting both.
  const sizeAsked = new Map<number, string>();
  for (const [i, part] of parts.entries())
    for (const t of part.takeoffs)
      for (const q of t.questions) {
        // "How big is the room …?" in a several-room description names its room, so two rooms'
        // questions are not asked as one.
        const named =
          parts.length > 1 && part.parsed.rooms.length > 0
            ? q.replace(/\bthe room\b/, `the ${roomName(part.parsed)}`)
            : q;
        let key = ensureQuestionMark(named);
        if (ROOM_SIZE.test(key)) {
          key = sizeAsked.get(i) ?? key;
          sizeAsked.set(i, key);
        }
        asked.set(key, [...(asked.get(key) ?? []), t.job]);
      }
  const out: Ask[] = [];
  const assumedIn = parts.filter((p) => p.parsed.assumedSurfaces.length > 0);
  const rooms =
    parts.length > 1
      ? // The name the takeoff's own questions use ("the double bedroom"): one name per room.
        [
          ...new Set(
            assumedIn.filter((p) => p.parsed.rooms.length > 0).map((p) => roomName(p.parsed)),
          ),
        ]
      : [];
  const surfaces = surfacesQuestion(
    assumedIn.flatMap((p) => p.parsed.assumedSurfaces),
    rooms,
  );
  if (surfaces) out.push({ question: surfaces, sets: "which surfaces are priced" });
  for (const [question, ids] of asked) {
    out.push({ question, sets: joinSets([...new Set(ids.map(setsFor))]) });
  }
  return out.slice(0, MAX_QUESTIONS);
}

/** "What is the ceiling height in the lounge? Sets the paint, and the days." */
export const askText = (a: Ask) => `${a.question} Sets ${a.sets}.`;
