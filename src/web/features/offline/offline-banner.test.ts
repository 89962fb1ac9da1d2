import { describe, expect, it } from "vitest";
import { bannerText } from "./offline-banner";

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
