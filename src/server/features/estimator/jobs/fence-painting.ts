/**
 * Painting or staining a fence that stands ("paint the fence", "stain the garden fence 12m both
 * sides"). Before, the painting verbs stepped aside for the fence and the fence job stepped aside
 * for the paint, so the job the user named was dropped. Figures (docs/estimating.md, "Fence
 * painting"):
 * - Area: the run × the height (6 ft, 1.83 m panels unless said), one side unless "both sides".
 * - Cuprinol Less Mess Fence Care 6 L: "covers up to 30 m²" (the seed listing), 5 m² a litre a
 *   coat on rough-sawn panels; 2 coats on weathered timber unless said; whole 6 L tins.
 * - One painter (unverified, trade rule of thumb): 0.125 day protecting plants and brushing down,
 *   then 30 m² per coat per day by brush. Water-based, recoated within the hour: no wait. Dry
 *   weather above 5 °C.
 */
import { P } from "../materials";
import type { JobDefinition, ParsedDescription } from "../types";
import { because, ceilWhole, type Draft, defineJob, fmt, has, need } from "../units";

export const DEFAULT_RUN_M = 10;
export const DEFAULT_HEIGHT_M = 1.83;
export const TIN_L = 6;
export const M2_PER_L = 5;
export const COATS = 2;
export const PREP_DAYS = 0.125;
export const M2_PER_COAT_DAY = 30;

function runOf(p: ParsedDescription): number | undefined {
  const { runM, lengthM, perimeterM } = p.dimensions;
  return runM ?? lengthM ?? perimeterM;
}

function heightOf(p: ParsedDescription): number | undefined {
  const { heightM, widthM, lengthM, runM } = p.dimensions;
  if (heightM !== undefined) return heightM;
  // "20m x 1.8m": the second figure of a fence's size is its height.
  if (lengthM !== undefined && widthM !== undefined && widthM <= 2.5) return widthM;
  if (runM !== undefined && lengthM !== undefined && lengthM <= 2.5) return lengthM;
  if (has(p, /\b6 ?(?:ft|foot|feet)\b/)) return DEFAULT_HEIGHT_M;
  return undefined;
}

function sizes(p: ParsedDescription, d: Draft): { run: number; height: number } {
  const saidRun = runOf(p);
  // "new fence 10m and stain it": the fence this job puts up is 6 ft panels; nothing to ask.
  const saidHeight = heightOf(p) ?? (p.jobTypes.includes("fencing") ? DEFAULT_HEIGHT_M : undefined);
  const run = saidRun ?? DEFAULT_RUN_M;
  const height = saidHeight ?? DEFAULT_HEIGHT_M;
  // A fence put up in this job asks its own run: the paint follows it, asked once.
  if (saidRun === undefined && p.jobTypes.includes("fencing"))
    d.assumptions.push("The new fence's run, as the fencing assumes");
  else if (saidRun === undefined && saidHeight === undefined)
    d.questions.push("How long is the fence, and how high (6 ft panels assumed)?");
  else if (saidRun === undefined) d.questions.push("How long is the fence in metres?");
  else if (saidHeight === undefined) d.questions.push("How high is the fence (6 ft assumed)?");
  if (saidRun === undefined && !p.jobTypes.includes("fencing"))
    d.assumptions.push(`A fence ${fmt(run)} m long assumed`);
  if (saidHeight === undefined) d.assumptions.push("6 ft (1.83 m) high panels assumed");
  else if (heightOf(p) === undefined) d.assumptions.push("The new fence's 6 ft (1.83 m) panels");
  return { run, height };
}

export const fencePainting: JobDefinition = defineJob(
  "fence-painting",
  "Paint or stain a fence",
  (p, d) => {
    const { run, height } = sizes(p, d);
    const sides = has(p, /\bboth (?:sides|faces)\b|\b2 sides\b|\beach side\b/) ? 2 : 1;
    if (sides === 1)
      d.assumptions.push("Your side of the fence only (the neighbour's side is theirs)");
    const coats = p.coats ?? COATS;
    if (p.coats === undefined) d.assumptions.push(`${COATS} coats assumed on weathered timber`);
    const area = run * height * sides;
    const litres = (area * coats) / M2_PER_L;
    d.needs.push(
      because(
        need(P.fenceCare, litres, "L", TIN_L),
        `${coats} coats × ${fmt(run)} m × ${fmt(height)} m${sides > 1 ? " × 2 sides" : ""} = ${fmt(area * coats)} m² ÷ ${M2_PER_L} m²/L = ${fmt(litres, 1)} L → ${ceilWhole(litres / TIN_L)} × ${TIN_L} L tins`,
      ),
    );
    d.days += PREP_DAYS + (area * coats) / M2_PER_COAT_DAY;
    d.assumptions.push(
      `Fence treatment ${M2_PER_L} m² per litre per coat on rough-sawn panels (Cuprinol Less Mess: up to 30 m² a 6 L tin)`,
      `One painter: ${PREP_DAYS} day protecting plants and brushing down, ${M2_PER_COAT_DAY} m² per coat per day by brush; water-based, recoated the same day`,
      "Dry weather above 5 °C; a sprayer, if used, is the painter's own",
    );
    d.plan.push(
      "Cover plants and paths; brush down moss, dirt and loose fibres",
      `Apply ${coats} coat${coats === 1 ? "" : "s"} of fence treatment along the grain, posts and gravel boards included`,
    );
  },
);
