import type { ChatMessage } from "../../shared/schemas/assistant";
import { chatReply } from "../features/estimator/chat";
import { estimate } from "../features/estimator/estimate";
import { parseDescription } from "../features/estimator/parse";
import type { MeasurementInput } from "../features/estimator/types";

/**
 * The estimator's text parsing, run in the worker pool: a description (and measurements) in, the
 * estimate out; one chat turn from the conversation sent. Pure and deterministic.
 */
export const estimatorTasks = {
  estimate: (input: { description: string; measurements?: readonly MeasurementInput[] }) =>
    estimate(input.description, input.measurements ?? []),
  chatReply: (input: { prompt: string; context?: readonly ChatMessage[] }) =>
    chatReply(input.prompt, input.context ?? []),
  parseDescription: (input: { text: string }) => parseDescription(input.text),
};

/** The estimator's tasks' time limit: a 5,000-character description takes milliseconds. */
export const ESTIMATOR_TIMEOUT_MS = 10_000;
