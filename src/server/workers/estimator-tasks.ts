import type { ChatMessage } from "../../shared/schemas/assistant";
import { chatReply } from "../features/estimator/chat";
import { estimate } from "../features/estimator/estimate";
import type { PaceByJob } from "../features/estimator/pace-math";
import { parseDescription } from "../features/estimator/parse";
import type { MeasurementInput } from "../features/estimator/types";

/**
 * The estimator's text parsing, run in the worker pool: a description (and measurements) in, the
 * estimate out; one chat turn from the conversation sent. Pure and deterministic.
 */
export const estimatorTasks = {
  estimate: (input: {
    description: string;
    measurements?: readonly MeasurementInput[];
    pace?: PaceByJob;
  }) => estimate(input.description, input.measurements ?? [], { pace: input.pace }),
  chatReply: (input: { prompt: string; context?: readonly ChatMessage[]; pace?: PaceByJob }) =>
    chatReply(input.prompt, input.context ?? [], input.pace),
  parseDescription: (input: { text: string }) => parseDescription(input.text),
  /** The job types of each text, in one task: a business's pace reads up to 200 finished jobs. */
  jobTypesOf: (input: { texts: readonly string[] }) =>
    input.texts.map((text) => parseDescription(text).jobTypes),
};

/**
 * The estimator's tasks' time limit, the pool's default (DEFAULT_TIMEOUT_MS; not imported here,
 * as this module is loaded in the worker threads). A 5,000-character description takes
 * milliseconds and the largest chat the caps allow (31 messages of 4,000) well under a second; the
 * limit bounds what no cap should let through (the parser is linear: 1 MB takes about a second
 * on an idle core, a few under heavy load).
 */
export const ESTIMATOR_TIMEOUT_MS = 30_000;
