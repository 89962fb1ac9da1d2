import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";

/**
 * The scraper's only way out to the network: allowed hosts only, every redirect re-checked, the
 * resolved address checked at connect time (so DNS cannot swap in a private address after the
 * check), a per-page timeout, a size cap, robots.txt and a per-host pace.
 */
export class FetchRefused extends Error {}

export interface FetchPolicy {
  allowedHosts: string[];
  /** Loopback and private ranges allowed (tests). Link-local and metadata never are. */
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
}

export interface FetchedPage {
  url: string;
  status: number;
  contentType: string;
  body: string;
}

// ---- addresses ------------------------------------------------------------------------------

function ipv4Parts(ip: string): number[] | null {
  const parts = ip.split(".").map(Number);
  return parts.length === 4 && parts.every((n) => Number.isInteger(n) && n >= 0 && n <= 255)
    ? parts
    : null;
}

/** "metadata" | "link-local" | "loopback" | "private" | null (public). */
export function addressClass(
  ip: string,
): "metadata" | "link-local" | "loopback" | "private" | null {
  let address = ip.toLowerCase();
  if (address.startsWith("[") && address.endsWith("]")) address = address.slice(1, -1);
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped?.[1]) address = mapped[1];
  const v4 = ipv4Parts(address);
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4;
    if (
      (a === 169 && b === 254 && c === 169 && d === 254) ||
      (a === 100 && b === 100 && c === 100 && d === 200)
    )
      return "metadata";
    if (a === 169 && b === 254) return "link-local";
    if (a === 127 || a === 0) return "loopback";
    if (
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 192 && b === 0 && c === 0) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    )
      return "private";
    return null;
  }
  if (address === "::1" || address === "::") return "loopback";
  if (address === "fd00:ec2::254") return "metadata";
  if (/^fe[89ab]/.test(address)) return "link-local";
  if (/^f[cd]/.test(address) || address.startsWith("ff")) return "private";
  if (address.startsWith("64:ff9b:") || address.startsWith("2001:db8")) return "private";
  return null;
}

export function addressRefusal(ip: string, allowPrivate: boolean): string | null {
  const kind = addressClass(ip);
  if (!kind) return null;
  if (allowPrivate && (kind === "loopback" || kind === "private")) return null;
  return `Refused: the host resolves to a ${kind === "private" ? "private" : kind} address (${ip})`;
}

export function hostAllowed(hostname: string, allowedHosts: string[]): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  return allowedHosts.includes(host);
}

/** Parses and checks a URL against the policy's scheme and host rules (no network). */
export function checkUrl(raw: string, allowedHosts: string[]): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefused("Please enter a full URL, starting with https://");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FetchRefused("Only http and https URLs can be scraped");
  }
  if (url.username || url.password) throw new FetchRefused("URLs with credentials are not allowed");
  if (!hostAllowed(url.hostname, allowedHosts)) {
    throw new FetchRefused(
      `Only supplier pages can be scraped (${url.hostname} is not an allowed host)`,
    );
  }
  return url;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A DNS lookup that refuses disallowed addresses: the check happens on the address connected to. */
function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true }, (err, addresses) => {
      if (err) return callback(err, "");
      if (addresses.length === 0) return callback(new Error(`Could not resolve ${hostname}`), "");
      for (const a of addresses) {
        const refusal = addressRefusal(a.address, allowPrivate);
        if (refusal) return callback(new FetchRefused(refusal), "");
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

// ---- one request ----------------------------------------------------------------------------

function requestOnce(
  url: URL,
  policy: FetchPolicy,
  deadline: number,
): Promise<FetchedPage & { location?: string }> {
  return new Promise((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (isIP(host)) {
      const refusal = addressRefusal(host, policy.allowPrivate);
      if (refusal) return reject(new FetchRefused(refusal));
    }
    const client = url.protocol === "https:" ? https : http;
    const remaining = Math.max(1, deadline - Date.now());
    const seconds = policy.timeoutMs / 1000;
    const req = client.request(
      url,
      {
        method: "GET",
        headers: {
          "user-agent": policy.userAgent,
          accept: "text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.5",
          "accept-language": "en-GB,en;q=0.8",
        },
        lookup: guardedLookup(policy.allowPrivate) as never,
        timeout: remaining,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers["content-type"] ?? "");
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          resolve({ url: url.href, status, contentType, body: "", location: res.headers.location });
          return;
        }
        const declared = Number(res.headers["content-length"] ?? 0);
        if (declared > policy.maxBytes) {
          res.destroy();
          reject(new FetchRefused(`The page is larger than ${formatBytes(policy.maxBytes)}`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) {
            res.destroy();
            reject(new FetchRefused(`The page is larger than ${formatBytes(policy.maxBytes)}`));
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () =>
          resolve({
            url: url.href,
            status,
            contentType,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new FetchRefused(`The page took longer than ${seconds} s to respond`));
    }, remaining);
    req.on("timeout", () =>
      req.destroy(new FetchRefused(`The page took longer than ${seconds} s to respond`)),
    );
    req.on("error", (err) => {
      clearTimeout(timer);
      if (err instanceof FetchRefused) return reject(err);
      reject(new FetchRefused(`Could not reach ${url.hostname}: ${describeNetworkError(err)}`));
    });
    req.on("close", () => clearTimeout(timer));
    req.end();
  });
}

function describeNetworkError(err: NodeJS.ErrnoException): string {
  if (err.code === "ENOTFOUND" || err.code === "EAI_AGAIN") return "the host name does not resolve";
  if (err.code === "ECONNREFUSED") return "the connection was refused";
  if (err.code === "ECONNRESET") return "the connection was reset";
  return err.message || "network error";
}

function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${Math.round((n / (1024 * 1024)) * 10) / 10} MB`;
  if (n >= 1024) return `${Math.round(n / 1024)} KB`;
  return `${n} bytes`;
}

/** GET with redirects followed by hand, each hop re-checked against the allowed hosts. */
export async function safeGet(raw: string, policy: FetchPolicy): Promise<FetchedPage> {
  let url = checkUrl(raw, policy.allowedHosts);
  for (let hop = 0; ; hop++) {
    const page = await requestOnce(url, policy, Date.now() + policy.timeoutMs);
    if (!page.location) return page;
    if (hop >= policy.maxRedirects) {
      throw new FetchRefused(`Too many redirects (more than ${policy.maxRedirects})`);
    }
    let next: URL;
    try {
      next = new URL(page.location, url);
    } catch {
      throw new FetchRefused("The page redirected to an invalid address");
    }
    if (!hostAllowed(next.hostname, policy.allowedHosts)) {
      throw new FetchRefused(
        `Refused: the page redirected to a host that is not allowed (${next.hostname})`,
      );
    }
    url = checkUrl(next.href, policy.allowedHosts);
  }
}

// ---- robots.txt -----------------------------------------------------------------------------

interface RobotsRules {
  allow: string[];
  disallow: string[];
}

/** The rules of the group for our agent token, else the `*` group. */
export function parseRobots(text: string, agentToken: string): RobotsRules {
  const groups: { agents: string[]; allow: string[]; disallow: string[] }[] = [];
  let current: (typeof groups)[number] | null = null;
  let lastWasAgent = false;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*$/, "").trim();
    const m = line.match(/^([A-Za-z-]+)\s*:\s*(.*)$/);
    if (!m) continue;
    const key = (m[1] ?? "").toLowerCase();
    const value = (m[2] ?? "").trim();
    if (key === "user-agent") {
      if (!current || !lastWasAgent) {
        current = { agents: [], allow: [], disallow: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current) continue;
    if (key === "allow" && value) current.allow.push(value);
    if (key === "disallow" && value) current.disallow.push(value);
  }
  const token = agentToken.toLowerCase();
  const group =
    groups.find((g) => g.agents.some((a) => a !== "*" && token.includes(a))) ??
    groups.find((g) => g.agents.includes("*"));
  return { allow: group?.allow ?? [], disallow: group?.disallow ?? [] };
}

function ruleMatches(rule: string, path: string): number {
  const anchored = rule.endsWith("$");
  const pattern = (anchored ? rule.slice(0, -1) : rule)
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${pattern}${anchored ? "$" : ""}`).test(path) ? rule.length : -1;
}

/** Longest match wins; Allow wins a tie. */
export function robotsAllows(rules: RobotsRules, path: string): boolean {
  const allow = Math.max(-1, ...rules.allow.map((r) => ruleMatches(r, path)));
  const disallow = Math.max(-1, ...rules.disallow.map((r) => ruleMatches(r, path)));
  return disallow < 0 || allow >= disallow;
}

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
    let rules: RobotsRules = { allow: [], disallow: [] };
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
