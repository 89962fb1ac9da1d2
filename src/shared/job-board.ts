/**
 * The job workflow board's rules (SPEC §4 "Job workflow board", DESIGN: the board is persisted):
 * which column an item sits in and what dropping it on another column does. Pure, shared by the
 * board and its tests.
 */

export const boardColumns = [
  "draft",
  "sent",
  "accepted",
  "scheduled",
  "in-progress",
  "completed",
] as const;
export type BoardColumn = (typeof boardColumns)[number];

export const boardColumnLabels: Record<BoardColumn, string> = {
  draft: "Draft Quote",
  sent: "Quote Sent",
  accepted: "Quote Accepted",
  scheduled: "Job Scheduled",
  "in-progress": "Job In Progress",
  completed: "Job Finished",
};

/** The board's toasts (SPEC §8): title and description. */
export const boardMessages = {
  sendQuote: { title: "Send Quote", description: "Please send the quote to the client first" },
  createJob: {
    title: "Create Job",
    description: "Please create a job and set start/end dates first",
  },
  cannotStartYet: {
    title: "Cannot Start Yet",
    description: "This job is scheduled for the future",
  },
  confirmAccept: {
    title: "Are you sure?",
    description:
      "The customer has not accepted this quote yet. Continue to mark it as accepted on their behalf.",
  },
  quoteAccepted: { title: "Quote Accepted", description: "The quote is marked as accepted" },
  jobScheduled: { title: "Job Scheduled", description: "The job is on the calendar" },
  jobStarted: { title: "Job Started", description: "The job is now in progress" },
  jobFinished: { title: "Job Finished", description: "The job is complete" },
} as const;
export type BoardMessageKey = keyof typeof boardMessages;

export type QuoteStatusForBoard = "draft" | "sent" | "accepted" | "declined";
export type JobStatusForBoard = "scheduled" | "in-progress" | "completed";

/**
 * The column of a quote and its job: a job's status wins; a quote without a job sits in its own
 * status; declined quotes are not on the board (null).
 */
export function columnOf(item: {
  quoteStatus: QuoteStatusForBoard;
  jobStatus?: JobStatusForBoard | null;
}): BoardColumn | null {
  if (item.jobStatus) return item.jobStatus;
  return item.quoteStatus === "declined" ? null : item.quoteStatus;
}

export type MoveOutcome =
  /** Nothing happens: the same column, or a move the board does not handle. */
  | { kind: "none" }
  /** Refused with a toast. */
  | { kind: "blocked"; message: BoardMessageKey }
  /** Ask "Are you sure?"; Continue records the acceptance as the user's. */
  | { kind: "confirm-accept" }
  /** Open the schedule dialog (creating the job when there is none). */
  | { kind: "schedule" }
  | { kind: "start" }
  | { kind: "complete" };

export interface MoveContext {
  /** The job's start, when the item is a job. */
  startAt?: Date | string | null;
  /** Whether a job can be created for this accepted quote (false: "Create Job" toast). */
  canSchedule?: boolean;
  now?: Date;
}

/** What dropping an item from one column onto another does (SPEC §4, exactly). */
export function moveOutcome(
  from: BoardColumn,
  to: BoardColumn,
  ctx: MoveContext = {},
): MoveOutcome {
  if (from === to) return { kind: "none" };
  if (from === "draft" && to === "sent") return { kind: "blocked", message: "sendQuote" };
  if (from === "sent" && to === "accepted") return { kind: "confirm-accept" };
  if (from === "accepted" && to === "scheduled") {
    return ctx.canSchedule === false
      ? { kind: "blocked", message: "createJob" }
      : { kind: "schedule" };
  }
  if (from === "scheduled" && to === "in-progress") {
    const now = ctx.now ?? new Date();
    const start = ctx.startAt ? new Date(ctx.startAt) : null;
    if (!start) return { kind: "blocked", message: "createJob" };
    return start.getTime() > now.getTime()
      ? { kind: "blocked", message: "cannotStartYet" }
      : { kind: "start" };
  }
  if (from === "in-progress" && to === "completed") return { kind: "complete" };
  return { kind: "none" };
}

/** Whether a drop onto `to` would do anything at all (used to highlight targets). */
export function isHandledMove(from: BoardColumn, to: BoardColumn): boolean {
  return moveOutcome(from, to, { now: new Date(0), startAt: new Date(0) }).kind !== "none";
}
