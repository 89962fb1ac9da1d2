/**
 * Radiators. Figures (docs/estimating.md):
 * - Replace like-for-like: radiator, TRV pair, one 3 m length of 15 mm copper and 2 elbows for
 *   adapting the tails.
 * - New radiator: flow and return from the nearest circuit, 4 m each way (8 m of 15 mm copper),
 *   2 tees, 6 elbows, pipe clips at 1.2 m centres.
 * - Per job: one inhibitor dose and one pack of PTFE tape.
 * - Time: drain down, refill, bleed and dose 0.25 day; 0.25 day per replacement, 0.75 day per new
 *   radiator.
 */
import { P } from "../materials";
import type { JobDefinition } from "../types";
import { defineJob, has, need } from "../units";

export const radiators: JobDefinition = defineJob("radiators", "Radiators", (p, d) => {
  const rails = has(p, /\btowel rails?\b/);
  let count = (p.counts.radiator ?? 0) + (p.counts["towel rail"] ?? 0);
  if (count === 0) {
    count = 1;
    d.assumptions.push("1 radiator assumed");
    d.questions.push("How many radiators, and what sizes are the existing ones?");
  }
  const isNew =
    has(p, /\b(?:new|add\w*|extra|additional|install\w*|fit)\b/) &&
    !has(p, /\b(?:replac\w*|swap\w*|chang\w*|upgrad\w*)\b/);
  const small = p.rooms.some((r) =>
    ["bathroom", "en-suite", "cloakroom", "hallway", "landing"].includes(r),
  );
  const product = rails ? P.towelRail : small ? P.radSmall : P.radDouble;
  d.needs.push(need(product, count, "radiators"));
  d.needs.push(need(P.trv, count, "radiators"));
  if (isNew) {
    d.needs.push(need(P.copper15, count * 8, "m", 3));
    d.needs.push(need(P.tee15, count * 2, "tees"));
    d.needs.push(need(P.elbows15, count * 6, "fittings", 10));
    d.needs.push(need(P.pipeClips, (count * 8) / 1.2, "clips", 10));
    d.assumptions.push(
      "New radiator: flow and return 4 m each from the nearest circuit (8 m of 15 mm copper)",
    );
  } else {
    d.needs.push(need(P.copper15, count * 3, "m", 3));
    d.needs.push(need(P.elbows15, count * 2, "fittings", 10));
    d.assumptions.push("Like-for-like replacement on the existing pipework (tails adapted)");
  }
  d.needs.push(need(P.inhibitor, 1, "system"));
  d.needs.push(need(P.ptfe, 1, "pack"));
  d.days += 0.25 + count * (isNew ? 0.75 : 0.25);
  d.assumptions.push(
    `${product.name.replace(/^Stelrad Compact /, "")} priced; size to the room's heat loss`,
    `Drain down and refill 0.25 day; ${isNew ? "0.75 day per new radiator" : "0.25 day per radiator"}`,
  );
  d.questions.push("Is the system a combi, system or open-vented boiler?");
  d.plan.push(
    "Isolate and drain down the heating system",
    isNew
      ? "Run 15 mm flow and return from the nearest circuit; fix brackets and hang the radiators"
      : "Remove old radiators; fit new brackets and radiators",
    "Fit TRVs, refill, bleed, add inhibitor and check for leaks; balance the system",
  );
});
