import { describe, expect, it } from "vitest";
import { bannerText, rememberSending, type SendingMemory } from "./offline-banner";

describe("the offline banner's line", () => {
  it("says offline, how many changes wait, sending and sent", () => {
    expect(bannerText(false, 0, false)).toBe("You're offline. Changes are saved on this device.");
    expect(bannerText(false, 1, false)).toBe(
      "You're offline. 1 change waiting: it'll be sent when you're back online.",
    );
    expect(bannerText(false, 3, false)).toBe(
      "You're offline. 3 changes waiting: they'll be sent when you're back online.",
    );
    expect(bannerText(true, 3, false)).toBe("Sending 3 changes…");
    expect(bannerText(true, 0, true)).toBe("All changes sent.");
    expect(bannerText(true, 0, false)).toBeNull();
  });

  it("does not say all sent while a change waits for the user's choice", () => {
    expect(bannerText(true, 0, true, 1)).toBe(
      "A change needs your choice: the quote was changed elsewhere.",
    );
    expect(bannerText(true, 0, false, 2)).toBe(
      "2 changes need your choice: the quote was changed elsewhere.",
    );
  });

  it("says why when the server refused a change for good", () => {
    expect(
      bannerText(true, 0, true, 1, "This quote has been sent. Revise it to make changes."),
    ).toBe("A change could not be sent: This quote has been sent. Revise it to make changes.");
  });
});

describe("what the banner remembers of the changes sent", () => {
  type Now = Parameters<typeof rememberSending>[1];
  const online = { online: true, anyPaused: false, conflicts: 0 };
  const through = (...renders: Now[]) =>
    renders.reduce<SendingMemory>((memory, now) => rememberSending(memory, now), {
      hadWaiting: false,
      sentAll: false,
    });

  it("says all sent once the changes that waited offline have gone", () => {
    const offline = { online: false, waiting: 2, anyPaused: true, conflicts: 0 };
    expect(through(offline, { ...online, waiting: 2 }, { ...online, waiting: 0 })).toEqual({
      hadWaiting: false,
      sentAll: true,
    });
  });

  it("does not say all sent for a quick save made online", () => {
    expect(through({ ...online, waiting: 1 }, { ...online, waiting: 0 }).sentAll).toBe(false);
  });

  it("never says all sent once a change was refused, before or after the user's choice", () => {
    const offline = { online: false, waiting: 1, anyPaused: true, conflicts: 0 };
    // The refusal is known as the change leaves the queue, or a render after.
    for (const refused of [
      [{ ...online, waiting: 0, conflicts: 1 }],
      [
        { ...online, waiting: 0 },
        { ...online, waiting: 0, conflicts: 1 },
      ],
    ]) {
      const chosen = through(offline, ...refused, { ...online, waiting: 0, conflicts: 0 });
      expect(chosen.sentAll).toBe(false);
      expect(bannerText(true, 0, chosen.sentAll)).toBeNull();
    }
  });
});
