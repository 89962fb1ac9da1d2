import { JobList } from "./components/job-list";

/** Job History: the business's completed jobs, newest first, searchable. */
export function JobHistoryPage() {
  return <JobList status="completed" />;
}
