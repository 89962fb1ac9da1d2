import http from "node:http";
const conns = []; let t0 = 0;
const server = http.createServer((req, res) => {
  if (!t0) t0 = Date.now();
  const end = performance.now() + 8; while (performance.now() < end);
  res.end("ok");
});
server.on("connection", () => { conns.push(Date.now()); });
server.listen(Number(process.argv[2]), "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => { const base = conns[0]; console.log("accepted at", conns.slice(0,5).map(x=>x-base), conns.slice(-5).map(x=>x-base), conns.length); process.exit(0); });
