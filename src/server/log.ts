type Level = "error" | "info" | "debug";
const order = { silent: 0, error: 1, info: 2, debug: 3 } as const;

export interface Logger {
  error(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  debug(msg: string, fields?: Record<string, unknown>): void;
}

/** Structured JSON lines on stdout; one line per event. */
export function createLogger(level: keyof typeof order): Logger {
  const write = (l: Level, msg: string, fields?: Record<string, unknown>) => {
    if (order[l] > order[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: l, msg, ...fields });
    (l === "error" ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    error: (m, f) => write("error", m, f),
    info: (m, f) => write("info", m, f),
    debug: (m, f) => write("debug", m, f),
  };
}
