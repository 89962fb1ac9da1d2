/**
 * GET /api/export streams its zip as it is written (memory bounded by a batch, whatever the
 * business's size: docs/BENCHMARKS.md "Data export"). What bounds it is how many stream at once:
 * one per business, and EXPORT_MAX_STREAMING in the server process, so exports cannot take the
 * shared CPU; more get 429 with Retry-After. A download that is cancelled or stalls frees its place.
 */
import { randomBytes } from "node:crypto";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
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

  it("a download read slowly but steadily ends at the time limit and frees its place", async () => {
    vi.useFakeTimers();
    try {
      let stopped = false;
      const release = vi.fn();
      async function* chunks() {
        try {
          for (let i = 0; ; i++) yield new Uint8Array([i % 256]);
        } finally {
          stopped = true;
        }
      }
      const reader = exportBody(chunks(), release, { idleMs: 1_000, maxMs: 5_000 }).getReader();
      // A chunk every 900 ms (at 0, 0.9, … 4.5 s): never idle for 1 s, but past 5 s in all.
      for (let i = 0; i < 6; i++) {
        if (i > 0) await vi.advanceTimersByTimeAsync(900);
        expect((await reader.read()).done).toBe(false);
      }
      expect(release).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(600);
      expect(release).toHaveBeenCalledTimes(1);
      expect(stopped).toBe(true);
      await expect(reader.read()).rejects.toThrow("The download took too long");
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

  it("a zip written with ZIP64 records (as past 4 GiB or 65,535 files) reads back entry for entry", async () => {
    const zip = new ZipStream({ forceZip64: true });
    const photo = new Uint8Array(600_000).map((_, i) => i % 251);
    async function* csv() {
      yield "number,total\n";
      for (let i = 1; i <= 3; i += 1) yield `Q-000${i},${i * 100}\n`;
    }
    const parts: Uint8Array[] = [];
    for await (const chunk of zip.addText("quotes.csv", csv())) parts.push(chunk);
    for await (const chunk of zip.addBytes("photos/Q-0001-1.jpg", photo)) parts.push(chunk);
    for await (const chunk of zip.addBytes("quotes/Q-0002-1.pdf", new Uint8Array(0)))
      parts.push(chunk);
    for await (const chunk of zip.end()) parts.push(chunk);
    const bytes = Buffer.concat(parts);

    // The ZIP64 end of central directory record and its locator are there.
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x07]))).toBe(true);
    const files = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(files)).toEqual([
      "quotes.csv",
      "photos/Q-0001-1.jpg",
      "quotes/Q-0002-1.pdf",
    ]);
    expect(strFromU8(files["quotes.csv"]!)).toBe(
      "number,total\nQ-0001,100\nQ-0002,200\nQ-0003,300\n",
    );
    expect(Buffer.from(files["photos/Q-0001-1.jpg"]!).equals(Buffer.from(photo))).toBe(true);
    expect(files["quotes/Q-0002-1.pdf"]).toEqual(new Uint8Array(0));
  });

  it("an entry whose source fails stops the zip with that error", async () => {
    const zip = new ZipStream();
    async function* failing() {
      yield "number\n";
      throw new Error("the database went away");
    }
    const read = async () => {
      for await (const _ of zip.addText("quotes.csv", failing()));
    };
    await expect(read()).rejects.toThrow("the database went away");
    zip.abort();
  });

  it("a reader that goes away mid-entry stops that entry's source", async () => {
    let stop: () => void = () => {};
    const stopped = new Promise<void>((resolve) => {
      stop = resolve;
    });
    let read = 0;
    async function* rows() {
      try {
        for (let i = 0; i < 100_000; i += 1) {
          read += 1;
          yield `${randomBytes(2_000).toString("base64")}\n`;
        }
      } finally {
        stop();
      }
    }
    const zip = new ZipStream();
    async function* exported() {
      try {
        yield* zip.addText("activity.csv", rows());
        yield* zip.end();
      } finally {
        zip.abort();
      }
    }
    const chunks = exported();
    for (let i = 0; i < 3; i += 1) expect((await chunks.next()).done).toBe(false);
    await chunks.return(undefined);
    await stopped;
    expect(read).toBeLessThan(100_000);
  });

  it("keeps no entry's bytes, nor the zip's, once they are written and read", async () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const zip = new ZipStream();
    // Photos and the zip's larger chunks (small ones share Node's 8 KB buffer pool, kept anyway).
    const kept: WeakRef<ArrayBufferLike>[] = [];
    const keep = (bytes: Uint8Array) => {
      if (bytes.byteLength >= 16 * 1024) kept.push(new WeakRef(bytes.buffer));
    };
    async function* rows() {
      for (let i = 0; i < 20; i += 1) yield randomBytes(100_000).toString("base64");
    }
    for await (const chunk of zip.addText("activity.csv", rows())) keep(chunk);
    for (let i = 0; i < 10; i += 1) {
      const photo = randomBytes(500_000);
      keep(photo);
      for await (const chunk of zip.addBytes(`photos/Q-0001-${i}.jpg`, photo)) keep(chunk);
    }
    for (let i = 0; i < 5; i += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      gc();
    }
    expect(kept.length).toBeGreaterThan(20);
    // Alive: at most the last photo and the pieces still in the streams between it and the reader
    // (4 of 130 when checked; all 130 when the zip kept what it wrote).
    expect(kept.filter((ref) => ref.deref() !== undefined).length).toBeLessThanOrEqual(5);
    for await (const _ of zip.end());
    zip.abort();
  });
});
