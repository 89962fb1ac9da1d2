// The bare baseline of the http benchmark: Hono's hello world on @hono/node-server, 127.0.0.1 only.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/", (c) => c.text("ok"));

const server = serve(
  { fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: "127.0.0.1" },
  (info) => console.log(JSON.stringify({ msg: "listening", port: info.port })),
);
process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
});
