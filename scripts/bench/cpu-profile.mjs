// Preloaded into the server by scripts/bench/isolation.mjs when SOLE_BENCH_CPU_PROF=<folder>
// (NODE_OPTIONS="--import …"; Node refuses --cpu-prof there): profiles the main thread, the one
// that runs the event loop, and writes <folder>/main-<pid>.cpuprofile when the process exits
// (open it in Chrome DevTools or speedscope).
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import { join } from "node:path";

const folder = process.env.SOLE_BENCH_CPU_PROF;
if (folder) {
  const session = new Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.setSamplingInterval", { interval: 500 });
  session.post("Profiler.start");
  process.once("exit", () => {
    // The in-process session answers synchronously, so this runs before the process ends.
    session.post("Profiler.stop", (error, result) => {
      if (!error)
        writeFileSync(
          join(folder, `main-${process.pid}.cpuprofile`),
          JSON.stringify(result.profile),
        );
    });
  });
}
