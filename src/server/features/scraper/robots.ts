import robotsParser from "robots-parser";

// ---- robots.txt -----------------------------------------------------------------------------

/** A supplier's robots.txt as robots-parser read it, for our agent token. */
export interface RobotsRules {
  robot: ReturnType<typeof robotsParser>;
  agentToken: string;
}

/** robots-parser judges full URLs of the file's own origin; the rules do not depend on it. */
const ROBOTS_ORIGIN = "http://robots.invalid";

/**
 * robots.txt by robots-parser (the matching of Google's robots.txt parser): the group named by our
 * agent token (case-insensitive, a `/version` ignored), else the `*` group; `*` and `$` in paths.
 */
export function parseRobots(text: string, agentToken: string): RobotsRules {
  return { robot: robotsParser(`${ROBOTS_ORIGIN}/robots.txt`, text), agentToken };
}

/** The longest matching rule wins, Allow on a tie; no matching rule allows. */
export function robotsAllows(rules: RobotsRules, path: string): boolean {
  return rules.robot.isAllowed(`${ROBOTS_ORIGIN}${path}`, rules.agentToken) !== false;
}

/** No robots.txt (or none reachable): everything allowed. */
export const NO_ROBOTS = parseRobots("", "");
