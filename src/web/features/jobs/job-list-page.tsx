import { useSearchParams } from "react-router";
import { type JobStatus, jobStatuses } from "../../../shared/schemas/jobs";
import { JobList } from "./components/job-list";

const isStatus = (value: string | null): value is JobStatus =>
  (jobStatuses as readonly (string | null)[]).includes(value);

/**
 * Every job of one status (`?status=scheduled`, `in-progress` or `completed`): where a board
 * column's "N more: see all" leads, as the board shows only the newest of each column. With
 * `?customerId=` (a customer page's "See all"), that customer's jobs, of every status unless one
 * is named.
 */
export function JobListPage() {
  const [params] = useSearchParams();
  const status = params.get("status");
  const customerId = params.get("customerId") || undefined;
  return (
    <JobList
      status={isStatus(status) ? status : customerId ? "all" : "scheduled"}
      customerId={customerId}
      backToBoard
    />
  );
}
