/** Appliances, plumbing and electrics: labour only, and only when said. */
import type { ParsedDescription } from "../../types";
import { type Draft, has } from "../../units";
import { addHours, HOURS } from "./labour";

const APPLIANCES: [RegExp, string, number][] = [
  [/\bovens?\b/, "oven", HOURS.appliance],
  [/\bhob\b(?! cut)/, "hob", HOURS.appliance],
  [/\b(?:extractor|cooker hood|chimney hood)\b/, "extractor", HOURS.extractor],
  [/\bdish ?washer\b/, "integrated dishwasher", HOURS.appliance],
  [/\bfridge\w*|\bfreezer\b/, "integrated fridge freezer", HOURS.appliance],
  [/\bwashing machine\b|\bwasher[- ]dryer\b/, "washing machine", HOURS.appliance],
  [/\bmicrowave\b/, "microwave", HOURS.appliance],
];

/** Appliances and services: labour only, and only when said. */
export function appliancesAndServices(p: ParsedDescription, d: Draft): void {
  // "Tiles behind the hob" names a place, not an appliance to fit.
  const text = p.normalised.replace(
    /\b(?:behind|above|over|around|round|beside|next to|under|by) (?:the )?(?:hob|oven|cooker|sink|extractor|fridge)\b/g,
    " ",
  );
  const fitted = APPLIANCES.filter(([re]) => re.test(text));
  for (const [, , h] of fitted) addHours(d, h);
  const names = fitted.map(([, name]) => name).join(", ");
  if (fitted.length > 0) d.plan.push(`Fit the ${names}`);
  d.assumptions.push(
    fitted.length > 0
      ? `Appliances supplied by others, fitted as labour only: ${names} (${HOURS.appliance} h each, extractor ${HOURS.extractor} h; unverified)`
      : "Appliances supplied and fitted by others (fitting is priced as labour only when said)",
  );
  const plumbing = has(
    p,
    /\bplumb\w*|\bconnect\w* (?:the )?(?:sink|taps?|waste|dish ?washer|washing machine)\b/,
  );
  const electrics = has(
    p,
    /\belectric\w*|\bsockets?\b|\bspurs?\b|\bwiring\b|\b(?:under[- ]?cabinet|plinth) lights?\b/,
  );
  if (plumbing) addHours(d, HOURS.plumbing);
  if (electrics) addHours(d, HOURS.electrics);
  if (plumbing) d.plan.push("Connect the sink, tap, waste and appliance valves");
  if (electrics) d.plan.push("Electrician connects the appliances and lighting; test and certify");
  d.assumptions.push(
    plumbing
      ? "Plumbing: sink, tap, waste and appliance valves connected, 1 day (labour only)"
      : "Plumbing by others",
    electrics
      ? "Electrics: 1 day by a Part P registered electrician (labour only)"
      : "Electrics by others",
  );
}
