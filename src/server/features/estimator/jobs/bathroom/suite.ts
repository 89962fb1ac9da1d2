/** The suite: what is fitted, its parts bought, its second fix and its silicone joints. */
import { P } from "../../materials";
import type { ParsedDescription } from "../../types";
import { because, ceilWhole, type Draft, fmt, has, need } from "../../units";

export const BATH_L = 1.7;
export const BATH_W = 0.7;
export const BATH_RIM = 0.55;
export const TRAY_L = 1.2;
export const TRAY_W = 0.8;
export const SILICONE_M_PER_TUBE = 8;
export const SECOND_FIX: Record<string, number> = {
  bath: 0.5,
  screen: 0.25,
  valve: 0.25,
  tray: 0.5,
  enclosure: 0.5,
  pedestal: 0.25,
  vanity: 0.5,
  wc: 0.25,
};

export interface Suite {
  bath: boolean;
  /** A shower over the bath, with a bath screen. */
  showerOver: boolean;
  /** A shower tray and enclosure apart from the bath. */
  shower: boolean;
  basin: "pedestal" | "vanity" | undefined;
  wc: boolean;
}
const keeps = (p: ParsedDescription, item: string) =>
  has(
    p,
    new RegExp(
      `\\b(?:keep\\w*|existing|reus\\w*|leave|leaving)\\b[^.,;]{0,20}\\b(?:${item})\\b|\\bno (?:new )?(?:${item})\\b|\\b(?:${item}) (?:stays|is staying|remains)\\b`,
    ),
  );

/** The suite as said; with no bath or shower named, the usual three-piece suite (asked). */
export function suiteFor(p: ParsedDescription, d: Draft): Suite {
  const bathSaid = has(p, /\bbath(?:s|tub)?\b(?! ?(?:room|panel))|\bshower ?bath\b/);
  const showerOver = has(
    p,
    /\bshower over\b|\bover[- ]?bath shower\b|\bshower (?:over|above) (?:the )?bath\b|\bbath screen\b|\bshower ?bath\b|\bbath with (?:a )?shower\b/,
  );
  const trayWords =
    /\bshower (?:tray|enclosure|cubicle|quadrant|cabin)\b|\bwalk[- ]?in\b|\bseparate shower\b|\bshower room\b/;
  const showerWord = has(p, /\bshower\b/);
  const shower = has(p, trayWords) || (showerWord && !bathSaid && !showerOver);
  const named = bathSaid || showerOver || shower;
  if (!named) {
    d.questions.push("Bath or shower, or both?");
    d.assumptions.push(
      "A three-piece suite assumed: a bath with a thermostatic shower over it and a bath screen, a basin on a pedestal, a close-coupled WC",
    );
  }
  const bath = !named || (bathSaid && !keeps(p, "bath")) || showerOver;
  const basin = keeps(p, "basin|sink") ? undefined : has(p, /\bvanity\b/) ? "vanity" : "pedestal";
  const wc = !keeps(p, "wc|toilet|loo");
  if (named && (basin || wc)) {
    d.assumptions.push(
      `${[basin === "vanity" ? "Vanity basin" : basin ? "Pedestal basin" : "", wc ? "close-coupled WC" : ""].filter(Boolean).join(" and ")} included: a refit replaces the whole suite unless one is kept`,
    );
  }
  return { bath, showerOver: !named || showerOver, shower, basin, wc };
}

/** Sealant joints: bath rim and panel, screen, tray, basin and WC pan. */
export function silicone(d: Draft, s: Suite): void {
  const joints: [string, number][] = [];
  if (s.bath) joints.push(["bath rim", BATH_L + 2 * BATH_W], ["bath panel", BATH_L]);
  if (s.bath && s.showerOver) joints.push(["bath screen", 1.4]);
  if (s.shower) joints.push(["shower tray and enclosure", 2 * (TRAY_L + TRAY_W)]);
  if (s.basin) joints.push(["basin", 0.55]);
  if (s.wc) joints.push(["WC pan", 1.4]);
  const m = joints.reduce((sum, [, x]) => sum + x, 0);
  if (m <= 0) return;
  const tubes = (m * 1.1) / SILICONE_M_PER_TUBE;
  d.needs.push(
    because(
      need(P.silicone, tubes, "tubes"),
      `${joints.map(([w, x]) => `${w} ${fmt(x)} m`).join(" + ")} = ${fmt(m)} m + 10% ÷ ${SILICONE_M_PER_TUBE} m a tube → ${ceilWhole(tubes)} tubes`,
    ),
  );
}

export function suiteLines(d: Draft, s: Suite): void {
  const item = (product: typeof P.bath, why: string, n = 1) =>
    d.needs.push(because(need(product, n, "each"), why));
  let fix = 0;
  if (s.bath) {
    item(P.bath, "1 bath 1700 × 700 mm");
    item(P.bathPanel, "front panel for the bath");
    item(P.bathFiller, "bath taps");
    item(P.bathWaste, "bath waste and overflow");
    item(P.bathTrap, "bath trap");
    fix += SECOND_FIX.bath ?? 0;
  }
  if (s.bath && s.showerOver) {
    item(P.bathScreen, "screen for the shower over the bath");
    fix += SECOND_FIX.screen ?? 0;
  }
  if (s.showerOver || s.shower) {
    item(P.showerValve, "thermostatic shower valve with riser rail");
    fix += SECOND_FIX.valve ?? 0;
  }
  if (s.shower) {
    item(P.showerTray, "shower tray 1200 × 800 mm");
    item(P.showerWaste, "shower tray waste and trap");
    item(P.showerEnclosure, "shower enclosure");
    fix += (SECOND_FIX.tray ?? 0) + (SECOND_FIX.enclosure ?? 0);
  }
  if (s.basin) {
    item(s.basin === "vanity" ? P.vanityUnit : P.basinPedestal, `${s.basin} basin`);
    item(P.basinMixer, "basin mixer with waste");
    item(P.bottleTrap, "basin trap");
    fix += SECOND_FIX[s.basin] ?? 0;
  }
  if (s.wc) {
    item(P.wcSuite, "close-coupled WC");
    item(P.wcConnector, "WC pan connector");
    fix += SECOND_FIX.wc ?? 0;
  }
  const taps = (s.bath ? 1 : 0) + (s.basin ? 1 : 0);
  if (taps > 0) item(P.tapConnectors, `${taps} pair${taps > 1 ? "s" : ""} of tap connectors`, taps);
  d.days += fix;
  d.assumptions.push(
    `Second fix plumbing: ${fmt(fix)} ${fix === 1 ? "day" : "days"} (fit the suite, taps, wastes, screen)`,
  );
}
