/**
 * A zip written as it goes (fflate's `Zip`), one entry after another, for the data export: text
 * entries are deflated by node:zlib in libuv's thread pool, so the event loop only copies bytes and
 * sums CRCs; JPEG and PDF bytes are stored as they are (`ZipPassThrough`), being compressed
 * already. Each `add…` yields the zip's bytes as they are ready, so the caller hands them on and
 * waits for its reader before writing more: memory holds one piece of one entry at a time.
 */
import { once } from "node:events";
import { crc32, createDeflateRaw } from "node:zlib";
import { type AsyncFlateStreamHandler, Zip, type ZipInputFile, ZipPassThrough } from "fflate";

/** Deflate level: zlib's default, the old zipSync's level. */
const LEVEL = 6;
/** zlib's output pieces: fewer round trips to its thread than the default 16 KB. */
const ZLIB_CHUNK = 64 * 1024;
/** Stored bytes are handed to the zip this many at a time, so no one CRC step is long. */
const STORED_PIECE = 256 * 1024;

/** A zip entry whose data node:zlib deflates off the event loop (compression method 8). */
class ZlibDeflateEntry implements ZipInputFile {
  readonly compression = 8;
  crc = 0;
  size = 0;
  ondata: AsyncFlateStreamHandler = () => {};
  private readonly deflate = createDeflateRaw({ level: LEVEL, chunkSize: ZLIB_CHUNK });

  constructor(readonly filename: string) {
    this.deflate.on("data", (chunk: Buffer) =>
      this.ondata(
        null,
        new Uint8Array(chunk.buffer as ArrayBuffer, chunk.byteOffset, chunk.length),
        false,
      ),
    );
    // The zip takes the error (ZipStream's reader then throws it) rather than the process.
    this.deflate.on("error", (error) => this.ondata(error as never, new Uint8Array(0), true));
  }

  /** Resolves once zlib has taken the bytes in (its buffer below its mark again). */
  async write(bytes: Uint8Array) {
    if (bytes.length === 0) return;
    this.crc = crc32(bytes, this.crc);
    this.size += bytes.length;
    if (!this.deflate.write(bytes)) await once(this.deflate, "drain");
  }

  /** Flushes zlib and closes the entry (its CRC and size go in the data descriptor). */
  async end() {
    const ended = once(this.deflate, "end");
    this.deflate.end();
    await ended;
    this.ondata(null, new Uint8Array(0), true);
  }

  terminate = () => {
    this.deflate.destroy();
  };
}

/**
 * fflate writes no ZIP64 records: sizes and offsets are 32-bit, so past 4 GiB (less room for the
 * central directory) or 65,535 entries the zip would be corrupt yet look whole. The stream stops
 * with an error there instead (the download ends broken and the log says why).
 */
export const ZIP_MAX_BYTES = 0xffff_ffff - 64 * 1024 * 1024;
export const ZIP_MAX_ENTRIES = 0xffff;

export class ZipStream {
  private readonly zip: Zip;
  private readonly ready: Uint8Array[] = [];
  private failure: Error | null = null;
  private current: ZlibDeflateEntry | null = null;
  private written = 0;
  private entries = 0;

  constructor(private readonly limits = { bytes: ZIP_MAX_BYTES, entries: ZIP_MAX_ENTRIES }) {
    this.zip = new Zip((error, chunk) => {
      if (error) this.failure = error;
      else this.ready.push(chunk);
    });
  }

  /** The zip's bytes written since the last call. */
  private *take(): Generator<Uint8Array> {
    if (this.failure) throw this.failure;
    while (this.ready.length > 0) {
      const chunk = this.ready.shift();
      if (!chunk || chunk.length === 0) continue;
      this.written += chunk.length;
      if (this.written > this.limits.bytes) {
        throw new Error(
          `The export passed ${this.limits.bytes} bytes, more than a zip without ZIP64 holds.`,
        );
      }
      yield chunk;
    }
  }

  private count() {
    this.entries += 1;
    if (this.entries > this.limits.entries) {
      throw new Error(
        `The export passed ${this.limits.entries} files, more than a zip without ZIP64 holds.`,
      );
    }
  }

  /** A deflated entry of the pieces of text `source` gives, read only as the zip is read. */
  async *addText(filename: string, source: AsyncIterable<string>): AsyncGenerator<Uint8Array> {
    this.count();
    const entry = new ZlibDeflateEntry(filename);
    this.current = entry;
    this.zip.add(entry);
    for await (const text of source) {
      await entry.write(Buffer.from(text, "utf8"));
      yield* this.take();
    }
    await entry.end();
    this.current = null;
    yield* this.take();
  }

  /** A stored entry (JPEG, PNG, PDF: compressed already). */
  *addBytes(filename: string, bytes: Uint8Array): Generator<Uint8Array> {
    this.count();
    const entry = new ZipPassThrough(filename);
    this.zip.add(entry);
    if (bytes.length === 0) entry.push(bytes, true);
    for (let at = 0; at < bytes.length; at += STORED_PIECE) {
      const end = Math.min(at + STORED_PIECE, bytes.length);
      entry.push(bytes.subarray(at, end), end === bytes.length);
      yield* this.take();
    }
    yield* this.take();
  }

  /** The central directory: the zip's last bytes. */
  *end(): Generator<Uint8Array> {
    this.zip.end();
    yield* this.take();
  }

  /** Stops zlib's work when the reader goes away mid-entry. */
  abort() {
    this.current?.terminate();
    this.current = null;
  }
}
