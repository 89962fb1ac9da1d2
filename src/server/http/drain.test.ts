import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drain } from "./drain";

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A server whose requests wait for `release()`; `started` resolves when a request arrives. */
async function slowServer() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived = () => {};
  const started = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const s = createServer((_req, res) => {
    arrived();
    void released.then(() => res.end("done"));
  });
  server = s;
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  return { s, port: (s.address() as AddressInfo).port, release, started };
}

/** One GET over a keep-alive connection: the body, or the error that ended it. */
function get(port: number): Promise<{ body?: string; error?: string }> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path: "/", agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ body }));
      res.on("error", (e) => resolve({ error: e.message }));
    });
    req.setHeader("connection", "keep-alive");
    req.on("error", (e) => resolve({ error: (e as NodeJS.ErrnoException).code ?? e.message }));
    req.end();
  });
}

describe("drain: SIGTERM's way of stopping the HTTP server", () => {
  it("refuses new connections at once but answers the request in flight, then resolves", async () => {
    const { s, port, release, started } = await slowServer();
    const inFlight = get(port);
    await started;
    const drained = drain(s, 10_000);
    expect(s.listening).toBe(false);
    expect(await get(port)).toEqual({ error: "ECONNREFUSED" });
    release();
    expect(await inFlight).toEqual({ body: "done" });
    expect(await drained).toBe(true);
  });

  it("cuts off what is still running when the time is up, and says so", async () => {
    const { s, port, started } = await slowServer();
    const inFlight = get(port);
    await started;
    expect(await drain(s, 50)).toBe(false);
    expect((await inFlight).error).toBeDefined();
  });
});
