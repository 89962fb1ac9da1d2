import { Agent, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, expect, it } from "vitest";
import { KEEP_ALIVE_MS, keepConnectionsAlive } from "./keep-alive";

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

it("tells clients an idle connection stays open longer than a load balancer keeps its own", async () => {
  const app = new Hono().get("/", (c) => c.text("ok"));
  server = await new Promise<Server>((listening) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      listening(s as Server),
    );
  });
  keepConnectionsAlive(server);
  const agent = new Agent({ keepAlive: true });
  const { port } = server.address() as AddressInfo;
  const header = await new Promise<string>((answered, failed) =>
    get({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
      res.resume();
      res.on("end", () => answered(String(res.headers["keep-alive"])));
    }).on("error", failed),
  );
  agent.destroy();
  expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
  expect(header).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
});
