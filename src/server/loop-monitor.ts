import { monitorEventLoopDelay } from "node:perf_hooks";

/**
 * With SOLE_LOOP_MONITOR=1 (benchmarks only), the event loop's delay is sampled every 10 ms
 * (`perf_hooks.monitorEventLoopDelay`). Each SIGUSR2 prints, on stdout, one line
 * `sole-loop-delay {"p50":…,"p99":…,"max":…,"mean":…,"samples":…}` (milliseconds) for the time
 * since the previous SIGUSR2 (or the start), then starts a new window. The benchmark
 * (scripts/bench/isolation.mjs) signals at the start and at the end of its measurement.
 */
export function startLoopMonitor(env: NodeJS.ProcessEnv = process.env) {
  if (env.SOLE_LOOP_MONITOR !== "1") return () => {};
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  const report = () => {
    const line = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      mean: ms(histogram.mean),
      samples: histogram.count,
    };
    process.stdout.write(`sole-loop-delay ${JSON.stringify(line)}\n`);
    histogram.reset();
  };
  process.on("SIGUSR2", report);
  return () => {
    process.off("SIGUSR2", report);
    histogram.disable();
  };
}
