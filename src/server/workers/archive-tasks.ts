/** The data-export zip and the backup archive, built in the worker pool. */
export const archiveTasks = {};
