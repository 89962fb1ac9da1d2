// A child process for src/server/db/embedded/client.test.ts, loaded by embedded-database-child.mjs:
// opens the embedded database, answers one query, then either ends on its own (`idle`: an idle
// database thread must not keep a finished script alive) or stops the database's thread unasked
// (`crash`: the process must end with a non-zero code, as the server must for its supervisor).
import { openEmbedded } from "../../src/server/db/embedded/client";

const mode = process.argv[2];
const client = await openEmbedded({ dataDir: undefined, extensions: [] });
const { rows } = await client.query<{ n: number }>("select 41 + 1 as n");
console.log(`answer ${rows[0]?.n}`);
if (mode === "crash") {
  // Posted, and still running when the thread is stopped: a quick "select 1" could be answered
  // before terminate() took effect, and then nothing was waiting (a flake seen in CI).
  const waiting = client.query("select count(*) from generate_series(1, 100000000)");
  waiting.catch((error: Error) => console.log(`waiting query: ${error.name}`));
  await client.thread.terminate();
}
