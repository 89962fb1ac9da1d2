/**
 * GET /api/export streams its zip as it is written (memory bounded by a batch, whatever the
 * business's size: docs/BENCHMARKS.md "Data export"). What bounds it is how many stream at once:
 * one per business, and EXPORT_MAX_STREAMING in the server process, so exports cannot take the
 * shared CPU; more get 429 with Retry-After. A download that is cancelled or stalls frees its place.
 */
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  EXPORT_MAX_STREAMING,
  exportBody,
  exportMessages,
  exportsStreaming,
} from "../../src/server/features/data-export/downloads";
import { ZipStream } from "../../src/server/features/data-export/zip-stream";
import { signedInBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function unzipped(res: Response) {
  return unzipSync(new Uint8Array(await res.arrayBuffer()));
}

describe("the data export's bounds", () => {
  it("a second export of a business while one streams is 429; once it is read, the next is 200", async () => {
    const { browser: b } = await signedInBrowser(t);
    await b.post("/api/customers", { firstName: "Sarah", lastName: "Thompson" });
    const first = await b.get("/api/export");
    expect(first.status).toBe(200);

    const second = await b.get("/api/export");
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toBe("60");
    expect((await second.json()).error).toEqual({
      code: "export_in_progress",
      message: exportMessages.inProgress,
    });

    // The first download is whole, and once it is read the business may export again.
    expect(strFromU8((await unzipped(first))["customers.csv"]!)).toContain("Sarah");
    const later = await b.get("/api/export");
    expect(later.status).toBe(200);
    expect(Object.keys(await unzipped(later))).toContain("data.json");
    expect(exportsStreaming()).toBe(0);
  });

  it(`at most ${EXPORT_MAX_STREAMING} exports stream at once; a cancelled download frees its place`, async () => {
    const businesses = await Promise.all(
      Array.from({ length: EXPORT_MAX_STREAMING + 1 }, () => signedInBrowser(t)),
    );
    const [a, b, c] = businesses.map((s) => s.browser);
    const streaming = [await a!.get("/api/export"), await b!.get("/api/export")];
    expect(streaming.map((r) => r.status)).toEqual([200, 200]);

    const refused = await c!.get("/api/export");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect((await refused.json()).error).toEqual({
      code: "export_busy",
      message: exportMessages.busy,
    });

    // The first reader goes away: its place is free at once.
    await streaming[0]!.body!.cancel();
    const third = await c!.get("/api/export");
    expect(third.status).toBe(200);
    expect(Object.keys(await unzipped(third))).toContain("data.json");
    expect(Object.keys(await unzipped(streaming[1]!))).toContain("data.json");
    expect(exportsStreaming()).toBe(0);
  });

  it("HEAD answers the headers without starting an export, so a GET after it is 200", async () => {
    const { browser: b } = await signedInBrowser(t);
    const head = await b.request("/api/export", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("application/zip");
    expect(exportsStreaming()).toBe(0);
    const res = await b.get("/api/export");
    expect(res.status).toBe(200);
    expect(Object.keys(await unzipped(res))).toContain("data.json");
  });

  it("a download that takes nothing for the idle time is stopped and frees its place", async () => {
    vi.useFakeTimers();
    try {
      let stopped = false;
      const release = vi.fn();
      async function* chunks() {
        try {
          yield new Uint8Array([1]);
          yield new Uint8Array([2]);
        } finally {
          stopped = true;
        }
      }
      const reader = exportBody(chunks(), release, { idleMs: 1_000 }).getReader();
      expect((await reader.read()).value).toEqual(new Uint8Array([1]));
      // The reader takes nothing more; the idle time passes.
      await vi.advanceTimersByTimeAsync(1_001);
      expect(release).toHaveBeenCalledTimes(1);
      expect(stopped).toBe(true);
      await expect(reader.read()).rejects.toThrow("The download stalled");
    } finally {
      vi.useRealTimers();
    }
  });

  it("an export that fails mid-way ends the download, says why and frees its place", async () => {
    const release = vi.fn();
    const onError = vi.fn();
    async function* chunks() {
      yield new Uint8Array([1]);
      throw new Error("the database went away");
    }
    const reader = exportBody(chunks(), release, { onError }).getReader();
    expect((await reader.read()).value).toEqual(new Uint8Array([1]));
    await expect(reader.read()).rejects.toThrow("the database went away");
    expect(onError).toHaveBeenCalledWith(new Error("the database went away"));
    expect(release).toHaveBeenCalledTimes(1);
  });

  it("a zip past what fflate's 32-bit sizes hold stops with an error rather than end corrupt", async () => {
    const bySize = new ZipStream({ bytes: 1_000, entries: 10 });
    const tooBig = async () => {
      for (const _ of bySize.addBytes("photos/Q-0001-1.jpg", new Uint8Array(2_000)));
    };
    await expect(tooBig()).rejects.toThrow("more than a zip without ZIP64 holds");
    const byCount = new ZipStream({ bytes: 1_000_000, entries: 2 });
    const tooMany = async () => {
      for (const name of ["a.pdf", "b.pdf", "c.pdf"]) {
        for (const _ of byCount.addBytes(name, new Uint8Array(10)));
      }
    };
    await expect(tooMany()).rejects.toThrow("more than a zip without ZIP64 holds");
  });
});
