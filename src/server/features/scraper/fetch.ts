import { checkUrl, FetchRefused } from "./address-guard";
import { NO_ROBOTS, parseRobots, type RobotsRules, robotsAllows } from "./robots";
import { type FetchedPage, type FetchPolicy, safeGet } from "./safe-get";

/**
 * The scraper's only way out to the network, in four parts: the address and URL checks
 * (./address-guard.ts), one GET with its timeout, size cap and re-checked redirects
 * (./safe-get.ts), robots.txt (./robots.ts), and here the fetcher that paces each host.
 */
export {
  addressClass,
  addressRefusal,
  checkUrl,
  FetchRefused,
  hostAllowed,
  portRefusal,
} from "./address-guard";
export { parseRobots, type RobotsRules, robotsAllows } from "./robots";
export { type FetchedPage, type FetchPolicy, safeGet } from "./safe-get";

// ---- the fetcher ----------------------------------------------------------------------------

export interface FetcherOptions extends FetchPolicy {
  /** Least time between two requests to the same host. */
  minIntervalMs: number;
  agentToken: string;
  /** Reserves the host's next request time (shared by every server copy); when absent, per process. */
  reserveSlot?: (host: string, intervalMs: number) => Promise<number>;
}

/** One per app: remembers robots.txt per origin and paces each host. */
export class Fetcher {
  private robots = new Map<string, { rules: RobotsRules; at: number }>();
  private nextSlot = new Map<string, number>();

  constructor(public options: FetcherOptions) {}

  private async pace(host: string) {
    const { minIntervalMs, reserveSlot } = this.options;
    if (minIntervalMs <= 0) return;
    let slot: number;
    if (reserveSlot) {
      slot = await reserveSlot(host, minIntervalMs);
    } else {
      slot = Math.max(Date.now(), this.nextSlot.get(host) ?? 0);
      this.nextSlot.set(host, slot + minIntervalMs);
    }
    const wait = slot - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }

  private async rulesFor(url: URL): Promise<RobotsRules> {
    const cached = this.robots.get(url.origin);
    if (cached && Date.now() - cached.at < 10 * 60_000) return cached.rules;
    let rules = NO_ROBOTS;
    await this.pace(url.host);
    try {
      const page = await safeGet(`${url.origin}/robots.txt`, this.options);
      if (page.status >= 200 && page.status < 300)
        rules = parseRobots(page.body, this.options.agentToken);
    } catch (err) {
      // Refusals (host, address) stand; an unreachable robots.txt means no rules.
      if (err instanceof FetchRefused && err.message.startsWith("Refused")) throw err;
    }
    this.robots.set(url.origin, { rules, at: Date.now() });
    return rules;
  }

  /** A page, after robots.txt and the host's pace; non-2xx answers are errors. */
  async get(raw: string): Promise<FetchedPage> {
    const url = checkUrl(raw, this.options.allowedHosts);
    const rules = await this.rulesFor(url);
    if (!robotsAllows(rules, url.pathname + url.search)) {
      throw new FetchRefused(`The supplier's robots.txt does not allow scraping ${url.pathname}`);
    }
    await this.pace(url.host);
    const page = await safeGet(url.href, this.options);
    if (page.status < 200 || page.status >= 300) {
      throw new FetchRefused(
        page.status === 404
          ? "The page was not found (HTTP 404)"
          : `The page could not be fetched (HTTP ${page.status})`,
      );
    }
    return page;
  }
}
