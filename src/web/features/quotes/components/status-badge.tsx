import type { ComponentProps } from "react";
import { type QuoteStatus, quoteStatusLabels } from "../../../../shared/schemas/quotes";
import { Badge } from "../../../components/ui/badge";

/** SPEC §4: draft grey, sent blue, accepted green, declined red (shown as Rejected). */
const variants = {
  draft: "muted",
  sent: "info",
  accepted: "success",
  declined: "destructive",
} as const satisfies Record<QuoteStatus, ComponentProps<typeof Badge>["variant"]>;

export function StatusBadge({ status, className }: { status: QuoteStatus; className?: string }) {
  return (
    <Badge variant={variants[status]} className={className}>
      {quoteStatusLabels[status]}
    </Badge>
  );
}
