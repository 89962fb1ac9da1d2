import type SharpModule from "sharp";
import { fairTurns } from "./fair-turns";

/** The sharp module, as `withSharp` hands it over. */
export type Sharp = typeof SharpModule;

let loaded: Promise<Sharp> | undefined;

/**
 * sharp, loaded when the first image needs it rather than at every start (about 100 ms of it),
 * and set up once. It decodes in libuv's thread pool, never on the event loop. On a small shared
 * server (two cores, every business in one process): one libvips thread per image, and at most
 * IMAGES_AT_ONCE images at once, so images never take the whole pool (4 threads) from file, DNS
 * and crypto work. No operation cache: every upload is a different image, so caching only holds
 * memory.
 */
function loadSharp(): Promise<Sharp> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

/** Images decoded at once, every business's together. */
export const IMAGES_AT_ONCE = 2;
/**
 * A business's images that may wait behind the one it has in a slot: as many as the requests the
 * tenant gate lets it run at once (DEFAULT_REQUESTS_AT_ONCE.running, ADR 0026), so a burst of its
 * own uploads is not refused here.
 */
export const IMAGE_OWNER_WAITING = 6;
/** Images waiting, every business's together, at which any more are refused. */
export const IMAGES_WAITING = 50;

export const imageBusyMessage = "We're busy preparing other photos. Please try again in a minute.";

/**
 * The image slots, fair per owner (../fair-turns.ts): a business has one image in a slot at a
 * time, so six 20 MB photos uploaded together hold one slot and another business's logo takes the
 * other at once or goes next, instead of waiting behind all six.
 */
export const imageTurns = fairTurns({
  slots: IMAGES_AT_ONCE,
  ownerWaiting: IMAGE_OWNER_WAITING,
  maxWaiting: IMAGES_WAITING,
  busyMessage: imageBusyMessage,
});

/**
 * Runs `work` with sharp in `owner`'s turn at the image slots (the business whose image it is).
 * Every use of sharp goes through here. Rejects with a 503 AppError `busy`, without running
 * `work`, when the owner already has IMAGE_OWNER_WAITING images waiting or IMAGES_WAITING wait
 * every business's together.
 */
export function withSharp<T>(owner: string, work: (sharp: Sharp) => Promise<T>): Promise<T> {
  return imageTurns.run(owner, async () => work(await loadSharp()));
}
