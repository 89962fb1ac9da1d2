import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import {
  addressRefusal,
  checkUrl,
  FetchRefused,
  guardedLookup,
  hostAllowed,
  portRefusal,
} from "./address-guard";

export interface FetchPolicy {
  allowedHosts: string[];
  /** Loopback and private ranges and any port allowed (tests). Link-local and metadata never are. */
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

// ---- one request ----------------------------------------------------------------------------

function requestOnce(
  url: URL,
  policy: FetchPolicy,
  deadline: number,
): Promise<FetchedPage & { location?: string }> {
  return new Promise((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, "");
    const ports = portRefusal(url, policy.allowPrivate);
    if (isIP(host)) {
      const refusal = addressRefusal(host, policy.allowPrivate) ?? ports;
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
        lookup: guardedLookup(policy.allowPrivate, ports) as never,
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
