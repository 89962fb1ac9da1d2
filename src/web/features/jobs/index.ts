/** What other features and routes may use of jobs: scheduling (or opening) a quote's job. */
export { ScheduleJobButton } from "./components/schedule-job-button";
