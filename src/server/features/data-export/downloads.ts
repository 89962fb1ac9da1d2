/**
 * How many data exports stream at once, in this server process: one per business, and at most
 * EXPORT_MAX_STREAMING in all, so exports cannot take the shared CPU and database from everyone
 * else. A slot is held from the request until the zip's last byte is read, the reader goes away,
 * or the reader takes nothing for EXPORT_IDLE_MS (a stalled download frees its slot and its work).
 */
export const EXPORT_MAX_STREAMING = 2;
export const EXPORT_IDLE_MS = 120_000;
/**
 * However it is read, a download ends after this long: a reader taking one chunk every minute
 * never stalls, and two such downloads (two accounts) would hold every export slot for good. A
 * big business's export (20,000 quotes with their PDFs) streams in a few minutes on a phone.
 */
export const EXPORT_MAX_MS = 30 * 60_000;
/** Seconds a refused request is told to wait (Retry-After). */
export const EXPORT_RETRY_AFTER_S = 60;

export const exportMessages = {
  inProgress:
    "Your data export is already downloading. Wait for it to finish, then download it again if you need to.",
  busy: "We're preparing other data exports just now. Please try again in a minute.",
};

const streaming = new Set<string>();

type Slot =
  | { ok: true; release: () => void }
  | { ok: false; code: "export_in_progress" | "export_busy"; message: string };

/** Takes the business's slot (release it once done), or says why not (the route's 429). */
export function claimExportSlot(businessId: string): Slot {
  if (streaming.has(businessId)) {
    return { ok: false, code: "export_in_progress", message: exportMessages.inProgress };
  }
  if (streaming.size >= EXPORT_MAX_STREAMING) {
    return { ok: false, code: "export_busy", message: exportMessages.busy };
  }
  streaming.add(businessId);
  let released = false;
  return {
    ok: true,
    release: () => {
      if (released) return;
      released = true;
      streaming.delete(businessId);
    },
  };
}

/** Exports streaming now in this process (for tests and the benchmark). */
export const exportsStreaming = () => streaming.size;

/**
 * The response body: pulls the next chunk only when the reader has taken the last one (so a slow
 * reader slows the export, never grows a buffer), and releases the slot when done, failed,
 * cancelled or stalled.
 */
export function exportBody(
  chunks: AsyncGenerator<Uint8Array>,
  release: () => void,
  { idleMs = EXPORT_IDLE_MS, maxMs = EXPORT_MAX_MS, onError = (_error: unknown) => {} } = {},
): ReadableStream<Uint8Array> {
  let idle: NodeJS.Timeout | undefined;
  let deadline: NodeJS.Timeout | undefined;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearTimeout(idle);
    clearTimeout(deadline);
    release();
    // Runs the export's finally blocks (zlib stopped) once any pending step is done.
    void chunks.return(undefined).catch(() => {});
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        deadline = setTimeout(() => {
          stop();
          controller.error(new Error("The download took too long, so the export was stopped."));
        }, maxMs);
        deadline.unref();
      },
      async pull(controller) {
        clearTimeout(idle);
        try {
          const next = await chunks.next();
          // Stopped meanwhile (the deadline): the stream has already ended.
          if (stopped) return;
          if (next.done) {
            stop();
            controller.close();
            return;
          }
          controller.enqueue(next.value);
          idle = setTimeout(() => {
            stop();
            controller.error(new Error("The download stalled, so the export was stopped."));
          }, idleMs);
          idle.unref();
        } catch (error) {
          // The headers are sent: the download ends broken, and the log says why.
          stop();
          onError(error);
          controller.error(error);
        }
      },
      cancel() {
        stop();
      },
    },
    { highWaterMark: 1 },
  );
}
