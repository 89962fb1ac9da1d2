import { describe, expect, it } from "vitest";
import { boardColumns, columnOf, isHandledMove, moveOutcome } from "./job-board";

const now = new Date("2026-03-02T09:00:00Z");
const past = new Date("2026-03-01T09:00:00Z");
const future = new Date("2026-03-03T09:00:00Z");

describe("columnOf", () => {
  it("puts a job by its status and a quote without a job by the quote's", () => {
    expect(columnOf({ quoteStatus: "accepted", jobStatus: "in-progress" })).toBe("in-progress");
    expect(columnOf({ quoteStatus: "sent" })).toBe("sent");
    expect(columnOf({ quoteStatus: "accepted", jobStatus: null })).toBe("accepted");
    expect(columnOf({ quoteStatus: "declined" })).toBeNull();
  });
});

describe("moveOutcome", () => {
  it("blocks draft → sent with Send Quote", () => {
    expect(moveOutcome("draft", "sent")).toEqual({ kind: "blocked", message: "sendQuote" });
  });
  it("asks before sent → accepted", () => {
    expect(moveOutcome("sent", "accepted")).toEqual({ kind: "confirm-accept" });
  });
  it("opens the schedule dialog for accepted → scheduled, or asks to create a job", () => {
    expect(moveOutcome("accepted", "scheduled")).toEqual({ kind: "schedule" });
    expect(moveOutcome("accepted", "scheduled", { canSchedule: false })).toEqual({
      kind: "blocked",
      message: "createJob",
    });
  });
  it("refuses to start a job in the future, starts one that is due", () => {
    expect(moveOutcome("scheduled", "in-progress", { startAt: future, now })).toEqual({
      kind: "blocked",
      message: "cannotStartYet",
    });
    expect(moveOutcome("scheduled", "in-progress", { startAt: past, now })).toEqual({
      kind: "start",
    });
    expect(moveOutcome("scheduled", "in-progress", { startAt: now, now })).toEqual({
      kind: "start",
    });
    expect(moveOutcome("scheduled", "in-progress", { startAt: null, now })).toEqual({
      kind: "blocked",
      message: "createJob",
    });
  });
  it("completes in-progress → finished", () => {
    expect(moveOutcome("in-progress", "completed")).toEqual({ kind: "complete" });
  });
  it("does nothing for every other drag", () => {
    const handled = new Set([
      "draft>sent",
      "sent>accepted",
      "accepted>scheduled",
      "scheduled>in-progress",
      "in-progress>completed",
    ]);
    for (const from of boardColumns) {
      for (const to of boardColumns) {
        const key = `${from}>${to}`;
        expect(isHandledMove(from, to), key).toBe(handled.has(key));
        if (!handled.has(key))
          expect(moveOutcome(from, to, { now, startAt: past })).toEqual({ kind: "none" });
      }
    }
  });
});
