import { type Logger, safeError } from "../log";

/**
 * Work that follows a request's answer instead of holding it: the account emails (verify, reset,
 * the lockout's notice). Sent in the request, an answer waited for the SMTP server only when the
 * address had an account, so timing the answer told anyone which addresses do; and an SMTP
 * outage failed the sign-up itself. A send that fails is logged; its reader asks for another
 * link. Not durable: a process stopped mid-send loses that email (shutdown waits for `settled`).
 */
export interface AfterAnswer {
  /** Starts `work` now without waiting for it; a failure is logged as `what`. */
  run(what: string, work: () => Promise<void>): void;
  /** Resolves once every work started so far has finished (shutdown; tests read the outbox). */
  settled(): Promise<void>;
}

export function createAfterAnswer(log: Logger): AfterAnswer {
  const running = new Set<Promise<void>>();
  return {
    run(what, work) {
      const done: Promise<void> = work()
        .catch((error) => log.error(what, { error: safeError(error) }))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
