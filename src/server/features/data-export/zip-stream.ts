/**
 * A zip written as it goes (yazl), one entry after another, for the data export. yazl writes ZIP64
 * records wherever a size, an offset or the number of entries needs them, so an export past 4 GiB
 * or 65,535 files is whole. Text entries are deflated by node:zlib streams in libuv's thread pool;
 * JPEG and PDF bytes are stored as they are, being compressed already. Each `add…` yields the zip's
 * bytes as they are ready and reads its source only as its reader takes them (the streams between
 * pause while the zip's output is full), so memory holds a few pieces of one entry at a time.
 */
import { Readable } from "node:stream";
import { ZipFile } from "yazl";

/** Deflate level: zlib's default. */
const LEVEL = 6;
/** Stored bytes are handed to the zip this many at a time, so no one CRC step is long. */
const STORED_PIECE = 256 * 1024;
/** How much of an entry's source is read ahead of the zip's output. */
const SOURCE_AHEAD = 64 * 1024;

export interface ZipStreamOptions {
  /** ZIP64 records in every entry and at the end even when not needed (for tests). */
  forceZip64?: boolean;
}

async function* utf8(source: AsyncIterable<string>) {
  for await (const text of source) if (text.length > 0) yield Buffer.from(text, "utf8");
}

function* pieces(bytes: Uint8Array) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at < buffer.length; at += STORED_PIECE) {
    yield buffer.subarray(at, at + STORED_PIECE);
  }
}

/**
 * The callback yazl keeps (in its list of entries, to the end of the zip) to open an entry's data:
 * it lets go of the stream once handed over, so the entry's bytes are not kept past their turn.
 * Made here, not in `add`, whose scope holds the stream.
 */
function handOver(stream: Readable) {
  let held: Readable | null = stream;
  return (cb: (error: unknown, stream: Readable) => void) => {
    const opened = held as Readable;
    held = null;
    cb(null, opened);
  };
}

export class ZipStream {
  private readonly zip = new ZipFile();
  /** yazl's output, a PassThrough (typed only as a NodeJS.ReadableStream). */
  private readonly out = this.zip.outputStream as Readable;
  private readonly output: AsyncIterator<Buffer>;
  /** The output's next chunk once it has come, and whether it is being asked for. */
  private ready: IteratorResult<Buffer> | null = null;
  private asking = false;
  private failure: { error: unknown } | null = null;
  /** Wakes `drain` when a chunk, an error or the entry's end comes. A fresh promise each wait:
   * racing long-lived promises would keep every chunk alive through their reactions. */
  private wake: (() => void) | null = null;
  private current: Readable | null = null;

  constructor(private readonly options: ZipStreamOptions = {}) {
    this.output = this.out[Symbol.asyncIterator]();
    // yazl and the entries' sources report errors here; the reader of the zip then throws them.
    this.zip.on("error", (error) => this.fail(error));
  }

  private signal() {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private fail(error: unknown) {
    this.failure ??= { error };
    this.signal();
  }

  private ask() {
    if (this.asking || this.ready) return;
    this.asking = true;
    this.output.next().then(
      (result) => {
        this.asking = false;
        this.ready = result;
        this.signal();
      },
      (error) => {
        this.asking = false;
        this.fail(error);
      },
    );
  }

  /** Yields the zip's bytes until `done` settles (an entry's source all read), or to the end. */
  private async *drain(done?: Promise<unknown>): AsyncGenerator<Uint8Array> {
    let finished = false;
    done?.then(
      () => {
        finished = true;
        this.signal();
      },
      (error) => this.fail(error),
    );
    while (true) {
      if (this.failure) throw this.failure.error;
      const result = this.ready;
      if (result) {
        this.ready = null;
        if (result.done) return;
        if (result.value.length > 0) yield result.value;
        continue;
      }
      if (finished) return;
      this.ask();
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  /** Adds an entry read from `source`, yielding the zip's bytes until the source is all read. */
  private async *add(filename: string, source: Readable, compress: boolean) {
    this.current = source;
    const ended = new Promise<void>((resolve, reject) => {
      source.once("end", resolve);
      source.once("error", (error) => {
        reject(error);
        this.zip.emit("error", error);
      });
    });
    this.zip.addReadStreamLazy(
      filename,
      {
        compress,
        compressionLevel: compress ? LEVEL : 0,
        forceZip64Format: this.options.forceZip64,
      },
      handOver(source),
    );
    yield* this.drain(ended);
    this.current = null;
  }

  /** A deflated entry of the pieces of text `source` gives, read only as the zip is read. */
  addText(filename: string, source: AsyncIterable<string>): AsyncGenerator<Uint8Array> {
    const readable = Readable.from(utf8(source), {
      objectMode: false,
      highWaterMark: SOURCE_AHEAD,
    });
    return this.add(filename, readable, true);
  }

  /** A stored entry (JPEG, PNG, PDF: compressed already). */
  addBytes(filename: string, bytes: Uint8Array): AsyncGenerator<Uint8Array> {
    const readable = Readable.from(pieces(bytes), {
      objectMode: false,
      highWaterMark: SOURCE_AHEAD,
    });
    return this.add(filename, readable, false);
  }

  /** The rest of the last entry, then the central directory: the zip's last bytes. */
  end(): AsyncGenerator<Uint8Array> {
    this.zip.end({ forceZip64Format: this.options.forceZip64 === true, comment: "" });
    return this.drain();
  }

  /** Stops the current entry's source and zlib's work when the reader goes away mid-entry. */
  abort() {
    this.current?.destroy();
    this.current = null;
    this.out.destroy();
  }
}
