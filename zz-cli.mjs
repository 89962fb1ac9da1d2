import autocannon from "autocannon";
import { spawn } from "node:child_process";
const port = 41999;
const child = spawn(process.execPath, ["zz-srv.mjs", String(port)], { stdio: ["ignore", "inherit", "inherit"] });
await new Promise((r) => setTimeout(r, 800));
const t0 = Date.now(); const ids = new Map(); const first = [];
const inst = autocannon({ url: `http://127.0.0.1:${port}/`, connections: 50, duration: 8, timeout: 10 }, (e, r) => {
  console.log("rps", r.requests.average, "timeouts", r.timeouts, "first answers (ms):", first.slice(0, 5), "...", first.slice(-5));
  child.kill("SIGTERM");
});
inst.on("response", (c) => { if (!ids.has(c)) { ids.set(c, ids.size); first.push(Date.now() - t0); } });
