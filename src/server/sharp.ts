import type SharpModule from "sharp";

let loaded: Promise<typeof SharpModule> | undefined;

/**
 * sharp, loaded when the first image needs it rather than at every start (about 100 ms of it),
 * and set up once. It decodes in libuv's thread pool, never on the event loop. On a small shared
 * server (two cores, every business in one process): one libvips thread per image, and at most two
 * images at once (http/images.ts), so uploads never take the whole pool (4 threads) from file, DNS
 * and crypto work. No operation cache: every upload is a different image, so caching only holds
 * memory.
 */
export function loadSharp(): Promise<typeof SharpModule> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
