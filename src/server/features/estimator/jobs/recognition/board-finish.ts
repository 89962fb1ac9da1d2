/** How new plasterboard is finished (taped and jointed, or skimmed), read per surface. */
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
