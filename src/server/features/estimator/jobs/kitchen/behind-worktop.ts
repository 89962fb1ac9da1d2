/** Behind the worktop: a tiled splashback (the splashback job's takeoff), panels or an upstand. */
import { P } from "../../materials";
import type { JobTakeoff, ParsedDescription } from "../../types";
import { because, ceilWhole, type Draft, fmt, has, need } from "../../units";
import { KITCHEN_SPLASHBACK } from "../recognition";
import { splashback } from "../tiling";
import { addHours, HOURS } from "./labour";
import { trim } from "./trims";
import type { Worktop } from "./worktops";

export const SPLASH_H = 0.6;
export const PANEL_M = 2.44;

type Splash = "tiled" | "panel" | "upstand" | "none" | "own-job";

function splashType(p: ParsedDescription, d: Draft, worktopOnly: boolean): Splash {
  const word = has(p, /\bsplash ?backs?\b/);
  if (
    has(
      p,
      /\b(?:glass|acrylic|toughened|stainless|panel)\b[^.;]{0,15}\bsplash ?backs?\b|\bsplash ?backs? panels?\b/,
    )
  )
    return "panel";
  if (word && !KITCHEN_SPLASHBACK.test(p.normalised)) return "own-job";
  if (word) return "tiled";
  if (has(p, /\bupstands?\b/)) return "upstand";
  if (worktopOnly) return "none";
  d.questions.push("Behind the worktop: an upstand, a tiled splashback or a glass/acrylic panel?");
  d.assumptions.push("A matching worktop upstand assumed behind the worktop");
  return "upstand";
}

/** The splashback job's takeoff for this run, folded into the kitchen's draft. */
export function tiledSplash(p: ParsedDescription, d: Draft, length: number, height: number): void {
  const t: JobTakeoff = splashback.takeoff({
    ...p,
    dimensions: { lengthM: length, heightM: height },
    dimensionSources: {},
  });
  const working = `Tiled splashback ${fmt(length)} m × ${fmt(height)} m = ${fmt(length * height)} m² (the splashback job's takeoff)`;
  d.needs.push(...t.needs.map((n) => (n.reason ? n : because(n, working))));
  d.days += t.labourDays;
  d.waits.push(...t.waits);
  d.assumptions.push(working, ...t.assumptions.filter((a) => !/^Grout after|^Rapid-set/.test(a)));
  d.plan.push(...t.workPlan);
}

/** Behind the worktop: the splashback job's tiles, panels or an upstand, and their silicone. */
export function behindWorktop(
  p: ParsedDescription,
  d: Draft,
  w: Worktop,
  worktopOnly: boolean,
): void {
  const splash = splashType(p, d, worktopOnly);
  const run = w.wallLength;
  if (splash === "tiled") tiledSplash(p, d, run, SPLASH_H);
  if (splash === "own-job") d.assumptions.push("The splashback is priced as its own job");
  if (splash === "panel") {
    const panels = ceilWhole((run * 1.05) / PANEL_M);
    d.needs.push(
      because(
        need(P.splashbackPanel, panels * PANEL_M, "m", PANEL_M),
        `${fmt(run)} m of wall behind the worktop + 5% ÷ ${PANEL_M} m → ${panels} panels`,
      ),
      because(need(P.panelAdhesive, panels, "tubes"), `${panels} panels × 1 tube of adhesive`),
    );
    addHours(d, panels * HOURS.panel);
    d.plan.push("Fit the splashback panels and silicone the worktop joint");
    d.assumptions.push(
      `Splashback panels 2440 × 600 mm on adhesive, ${HOURS.panel} h a panel (unverified)`,
    );
  }
  if (splash === "upstand" && w.top === "quartz") {
    d.assumptions.push("Quartz upstand templated and fitted by the fabricator with the worktop");
  } else if (splash === "upstand") {
    const legs = w.legs.join(" + ");
    trim(
      d,
      w.top === "wood" ? P.worktopUpstandOak : P.worktopUpstand,
      w.legs,
      `Upstand ${legs} m of wall behind the worktop`,
      0,
    );
    addHours(d, run * HOURS.upstandPerM);
    d.plan.push("Fit the upstand and silicone the worktop joint");
  }
  if ((splash === "upstand" && w.top !== "quartz") || splash === "panel")
    d.needs.push(
      because(
        need(P.silicone, Math.max(1, run / 10), "tubes"),
        `${fmt(run)} m of worktop joint ÷ 10 m a tube`,
      ),
    );
}
