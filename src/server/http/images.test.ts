import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { renderableImages } from "../pdf/images";
import { IMAGE_OWNER_WAITING, imageBusyMessage, imageTurns } from "../sharp";
import { type ImageMessages, uploadedImage } from "./images";

/**
 * The image slots (sharp.ts) are the process's: one business's images stand in them here as tasks
 * that wait until the test lets them go, so what another business's upload waits for is known
 * without a clock. Every held task is let go after each test (files in a worker share modules).
 */

const messages: ImageMessages = {
  tooLarge: { title: "Too large", description: "Try a smaller photo." },
  invalidType: { title: "Not a photo", description: "Try a JPEG or PNG." },
};

const held: (() => void)[] = [];
/** An image of `owner`'s that takes its turn and keeps it until the test ends. */
function holdTurn(owner: string) {
  return imageTurns
    .run(owner, () => new Promise<void>((resolve) => held.push(resolve)))
    .catch((error: unknown) => error);
}
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

afterEach(async () => {
  while (held.length > 0 || imageTurns.owners() > 0) {
    for (const release of held.splice(0)) release();
    await settle();
  }
});

const photo = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#c04000" } })
    .png()
    .toBuffer();

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { status, code, message } = error as AppError;
  return { status, code, message };
}

const busy = { status: 503, code: "busy", message: imageBusyMessage };

describe("image slots, fair per business", () => {
  it("one business's six images at once do not hold up another business's upload", async () => {
    // Six photos of business A at once: the first takes a slot, the other five wait A's turn.
    for (let i = 0; i < 6; i++) void holdTurn("business-a");
    await settle();
    expect(imageTurns.waiting()).toBe(5);

    // First come, first served, B's logo would have waited behind all six.
    const logo = await uploadedImage(await photo(), 1_000_000, messages, "logo", "business-b");
    expect(logo.contentType).toBe("image/png");
    // Meanwhile A's first never let go of its slot, and its next waits for it, not for B.
    expect(held).toHaveLength(1);
    expect(imageTurns.waiting()).toBe(5);
    for (const release of held.splice(0)) release();
    await settle();
    expect(held).toHaveLength(1);
    expect(imageTurns.waiting()).toBe(4);
  });

  it("refuses a business's image past its waiting places (503 busy); another business is served", async () => {
    for (let i = 0; i <= IMAGE_OWNER_WAITING; i++) void holdTurn("business-a");
    await settle();

    const bytes = await photo();
    expect(await refusal(uploadedImage(bytes, 1_000_000, messages, "photo", "business-a"))).toEqual(
      busy,
    );
    expect(await refusal(renderableImages([bytes], "business-a"))).toEqual(busy);

    const stored = await uploadedImage(bytes, 1_000_000, messages, "photo", "business-b");
    expect(stored.contentType).toBe("image/jpeg");
    const [drawn] = await renderableImages([bytes], "business-b");
    expect(drawn?.[0]).toBe(0xff); // a JPEG
  });

  it("a refused upload (too large, not an image) takes no turn", async () => {
    for (let i = 0; i <= IMAGE_OWNER_WAITING; i++) void holdTurn("business-a");
    await settle();
    const tooLarge = await refusal(
      uploadedImage(await photo(), 10, messages, "photo", "business-a"),
    );
    expect(tooLarge.code).toBe("file_too_large");
    const html = new TextEncoder().encode("<html></html>");
    expect(
      (await refusal(uploadedImage(html, 1_000_000, messages, "photo", "business-a"))).code,
    ).toBe("invalid_file_type");
  });

  it("a PDF with no images takes no turn; its images take one, drawn in order", async () => {
    for (let i = 0; i <= IMAGE_OWNER_WAITING; i++) void holdTurn("business-a");
    await settle();
    expect(await renderableImages([null, undefined], "business-a")).toEqual([null, null]);

    const bytes = await photo();
    const truncated = bytes.subarray(0, 40);
    const drawn = await renderableImages([null, bytes, truncated, bytes], "business-b");
    expect(drawn.map((image) => (image ? image[0] : null))).toEqual([null, 0xff, null, 0xff]);
  });
});
