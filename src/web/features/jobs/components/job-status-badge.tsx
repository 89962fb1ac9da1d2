import type { ComponentProps } from "react";
import { type JobStatus, jobStatusLabels } from "../../../../shared/schemas/jobs";
import { Badge } from "../../../components/ui/badge";

const variants = {
  scheduled: "info",
  "in-progress": "default",
  completed: "success",
} as const satisfies Record<JobStatus, ComponentProps<typeof Badge>["variant"]>;

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <Badge variant={variants[status]}>{jobStatusLabels[status]}</Badge>;
}
