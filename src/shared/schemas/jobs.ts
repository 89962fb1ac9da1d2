import { z } from "zod";
import { boardColumns } from "../job-board";
import { cleanText, isRealIsoDay } from "./common";
import { nextCursorField } from "./paging";
import { versionField, versionSchema } from "./version";

/** Job statuses (SPEC §3, Job). */
export const jobStatuses = ["scheduled", "in-progress", "completed"] as const;
export type JobStatus = (typeof jobStatuses)[number];
export const jobStatusLabels: Record<JobStatus, string> = {
  scheduled: "Scheduled",
  "in-progress": "In Progress",
  completed: "Completed",
};

export const jobMessages = {
  exists: "This quote already has a job",
  notAccepted: "Only an accepted quote can be scheduled as a job",
  notStartedYet: "This job is scheduled for the future",
  endBeforeStart: "The end must be after the start",
  startRequired: "Please choose a start date and time",
  dateRange: "Please choose a date between 2000 and 2099",
  tooLong: "A job can run for at most 5 years from its start",
  notFound: "Job not found",
  cannotStart: "Only a scheduled job can be started",
  cannotComplete: "Only a job in progress can be finished",
  finishedInFuture: "The job cannot finish after today",
  finishedBeforeStart: "The job cannot finish before it started",
  workedDay: "Please choose a date",
} as const;

const workedDay = z
  .string({ error: jobMessages.workedDay })
  .regex(/^\d{4}-\d{2}-\d{2}$/, jobMessages.workedDay)
  .refine(isRealIsoDay, jobMessages.workedDay)
  .refine((day) => day >= "2000-01-01", jobMessages.dateRange);

/**
 * Finish Job: the days the work began and ended, when not today (a job marked finished on the
 * evening after, or entered at the end of the week). Left out: started when Start Job was
 * pressed, finished now. The Quoted vs actual figures and the business's pace are read from them.
 */
export const completeJobSchema = z
  .object({ startedOn: workedDay.optional(), finishedOn: workedDay.optional() })
  .default({});
export type CompleteJobInput = z.input<typeof completeJobSchema>;

/**
 * A job's start or end: ISO 8601 within 2000-2099. Year 9999 plus the labour days passed what
 * the database holds (a 500) and year 1 came back as 2001.
 */
export const scheduleDateTime = z.iso.datetime({ offset: true }).refine(
  (value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 2000 && year <= 2099;
  },
  { error: jobMessages.dateRange },
);
const isoDateTime = scheduleDateTime;

/**
 * The longest a job runs, start to end: past the 1,000 labour days a quote holds (about four
 * years of working days). Its calendar draws a day at a time, so a century-long job took seconds.
 */
export const JOB_SPAN_MAX_MS = 5 * 366 * 86_400_000;

export const jobInputSchema = z.object({
  quoteId: cleanText().min(1).max(100),
  startAt: isoDateTime,
  endAt: isoDateTime.optional(),
  notes: cleanText().trim().max(5000).default(""),
});
export type JobInput = z.input<typeof jobInputSchema>;

export const jobUpdateSchema = z.object({
  startAt: isoDateTime.optional(),
  /** null: the end follows the quote's labour days again (in working days from the start). */
  endAt: isoDateTime.nullable().optional(),
  notes: cleanText().trim().max(5000).optional(),
  /** The version the edit was based on (docs/decisions/0008-optimistic-concurrency.md). */
  version: versionSchema,
});
export type JobUpdate = z.input<typeof jobUpdateSchema>;

export const jobSchema = z.object({
  id: z.string(),
  quoteId: z.string(),
  customerId: z.string().nullable(),
  status: z.enum(jobStatuses),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  /** The end is the start plus the quote's labour days in working days, and moves with it. */
  endFollowsLabour: z.boolean(),
  notes: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Adds one on every change (edit, start, complete); an edit sends it back. */
  version: versionField,
  quote: z.object({
    id: z.string(),
    number: z.number().int(),
    reference: z.string(),
    name: z.string(),
    status: z.enum(["draft", "sent", "accepted", "declined"]),
    jobDescription: z.string(),
    totalAmountPence: z.number().int(),
    laborDays: z.number(),
  }),
  /** Where the work is: the quote's site address, else the customer's address. */
  siteAddress: z.string(),
  customer: z.object({
    id: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
  }),
});
export type Job = z.infer<typeof jobSchema>;

/** One page of jobs (issue 19): `nextCursor` asks for the next, null on the last. */
export const jobListSchema = z.object({ jobs: z.array(jobSchema), nextCursor: nextCursorField });
export type JobList = z.infer<typeof jobListSchema>;

/** One card of the job workflow board: a quote without a job, or a job. */
export const boardItemSchema = z.object({
  /** quote:{id} or job:{id} */
  key: z.string(),
  kind: z.enum(["quote", "job"]),
  column: z.enum(boardColumns),
  quoteId: z.string(),
  jobId: z.string().nullable(),
  name: z.string(),
  reference: z.string(),
  customerName: z.string(),
  /** Where the work is: the quote's site address, else the customer's (boards kept before: none). */
  siteAddress: z.string().default(""),
  jobDescription: z.string(),
  totalAmountPence: z.number().int(),
  /** The quote's labour days, which set a job's end (in working days). */
  laborDays: z.number(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BoardItem = z.infer<typeof boardItemSchema>;

/** Cards a column shows at most: the newest (the most recently finished jobs in the last). */
export const BOARD_COLUMN_LIMIT = 50;

export const boardSchema = z.object({
  items: z.array(boardItemSchema),
  /** How many more cards each column holds than it was sent (0 unless over the limit). */
  more: z.record(z.enum(boardColumns), z.number().int()),
});
export type Board = z.infer<typeof boardSchema>;

export const calendarFeedSchema = z.object({ url: z.string().nullable() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
