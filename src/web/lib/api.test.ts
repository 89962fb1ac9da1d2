import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, retryAfterSeconds, tooManyMessage } from "./api";

afterEach(() => vi.unstubAllGlobals());

describe("a 429 in the web client", () => {
  it("keeps the server's message and its Retry-After", async () => {
    const body = {
      error: {
        code: "rate_limited",
        message: "Too many changes in a minute: wait a moment and try again.",
      },
    };
    vi.stubGlobal(
      "fetch",
      async () =>
        new Response(JSON.stringify(body), { status: 429, headers: { "retry-after": "42" } }),
    );
    const error = await api("POST", "/api/customers", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: "rate_limited",
      message: body.error.message,
      retryAfterSeconds: 42,
    });
  });

  it("says how long to wait when a proxy answered without our error shape", async () => {
    vi.stubGlobal(
      "fetch",
      async () => new Response("slow down", { status: 429, headers: { "retry-after": "30" } }),
    );
    const error = await api("GET", "/api/quotes").catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "rate_limited",
      message: "Too many requests: wait 30 seconds and try again.",
    });
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    const now = Date.UTC(2026, 10, 26, 12, 0, 0);
    expect(retryAfterSeconds("5", now)).toBe(5);
    expect(retryAfterSeconds(new Date(now + 120_000).toUTCString(), now)).toBe(120);
    expect(retryAfterSeconds("soon", now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(tooManyMessage(undefined)).toBe("Too many requests: wait a moment and try again.");
    expect(tooManyMessage(120)).toBe("Too many requests: wait 2 minutes and try again.");
  });
});
