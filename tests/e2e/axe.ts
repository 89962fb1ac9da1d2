import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe on the page as it is now, for WCAG 2.1 A and AA, violations only (skipping the passes
 * roughly halves each run). A page without frames is scanned with axe.run in the page itself
 * (the library's legacy mode): its default runs axe in each frame and then merges the results in
 * a blank page it opens for the purpose, which doubled every scan (about 1 s against 0.5 s) for
 * the same violations. A page with frames (the dev mailbox shows each email in one) keeps the
 * default, so the frames' content is scanned whatever their origin.
 */
export function axeFor(page: Page) {
  return new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(page.frames().length === 1);
}

/**
 * Serious and critical WCAG 2.1 A/AA violations of the page as it is now, one "rule: targets" line
 * each (an empty list passes). It first lets the page settle: loading spinners gone, and every
 * finite animation finished, since a toast still sliding in is half transparent and axe would
 * judge its colours against a half-drawn background.
 */
export async function seriousViolations(
  page: Page,
  opts: { excludeToasts?: boolean; include?: string } = {},
): Promise<string[]> {
  await spinnersGoneAndStill(page);
  let axe = axeFor(page);
  if (opts.include) axe = axe.include(opts.include);
  // A toast left over from the screen before (the demo's "Signed in") is not this screen's.
  if (opts.excludeToasts) axe = axe.exclude("[data-sonner-toaster]");
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * Waits until no loading spinner shows, nothing says it is busy (a list refetching keeps its old
 * results, dimmed: scanned then, their colours failed contrast), and every finite animation has
 * finished.
 */
export async function spinnersGoneAndStill(page: Page) {
  await expect(page.locator('[role="status"]:has(.animate-spin)')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await finishAnimations(page);
}

/**
 * Waits for every finite animation and transition on the page to end. `getAnimations` brings the
 * styles up to date first, so a transition a class change has just started is waited for too.
 */
export async function finishAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Requests in flight per page and when the last one started or ended, so `settle` waits for a
 * short quiet spell, not networkidle's 500 ms.
 */
const network = new WeakMap<Page, { pending: Set<unknown>; changedAt: number }>();
const QUIET_MS = 150;

export function trackRequests(page: Page) {
  const state = { pending: new Set<unknown>(), changedAt: Date.now() };
  network.set(page, state);
  const change = (add: boolean) => (r: unknown) => {
    if (add) state.pending.add(r);
    else state.pending.delete(r);
    state.changedAt = Date.now();
  };
  page.on("request", change(true));
  page.on("requestfinished", change(false));
  page.on("requestfailed", change(false));
}

/** Waits until the page has loaded its data and finished animating, so axe sees the final state. */
export async function settle(page: Page) {
  await page.waitForLoadState("load");
  const state = network.get(page);
  if (state) {
    // Quiet for QUIET_MS from now on at the least: the page may not have asked for its data yet.
    const from = Date.now();
    const quiet = () =>
      state.pending.size === 0 && Date.now() - Math.max(state.changedAt, from) >= QUIET_MS;
    await expect
      .poll(quiet, { message: "no request in flight for a quiet spell", intervals: [50] })
      .toBe(true);
  }
  await spinnersGoneAndStill(page);
}
