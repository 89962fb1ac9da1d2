import { archiveTasks } from "./archive-tasks";
import { checkTasks } from "./checks";
import { estimatorTasks } from "./estimator-tasks";
import { pdfTasks } from "./pdf-tasks";
import { priceListTasks } from "./price-list-tasks";
import { scraperTasks } from "./scraper-tasks";

/**
 * Every task the worker pool can run, by name. Each is a pure function of its input (plain data,
 * Buffers arrive as Uint8Array): no database, no network, no shared state, because it runs in a
 * worker thread that cannot reach the embedded database living in the main thread. A task may
 * throw an AppError; its status, code and message reach the request that asked.
 *
 * Each area keeps its own module and adds its object here.
 */
export const tasks = {
  ...pdfTasks,
  ...archiveTasks,
  ...checkTasks,
  ...priceListTasks,
  ...estimatorTasks,
  ...scraperTasks,
};

export type Tasks = typeof tasks;
export type TaskName = keyof Tasks;
export type TaskInput<N extends TaskName> = Parameters<Tasks[N]>[0];
export type TaskResult<N extends TaskName> = Awaited<ReturnType<Tasks[N]>>;
