import { useSearchParams } from "react-router";
import { type JobStatus, jobStatuses } from "../../../shared/schemas/jobs";
import { JobList } from "./components/job-list";

const isStatus = (value: string | null): value is JobStatus =>
  (jobStatuses as readonly (string | null)[]).includes(value);

/**
 * Every job of one status (`?status=scheduled`, `in-progress` or `completed`): where a board
 * column's "N more: see all" leads, as the board shows only the newest of each column.
 */
export function JobListPage() {
  const [params] = useSearchParams();
  const status = params.get("status");
  return <JobList status={isStatus(status) ? status : "scheduled"} backToBoard />;
}
