import type { ComponentProps } from "react";
import { type InvoiceStatusName, invoiceStatusLabels } from "../../../shared/schemas/invoices";
import { Badge } from "../../components/ui/badge";

const variants = {
  draft: "muted",
  sent: "info",
  "part-paid": "secondary",
  paid: "success",
  overdue: "destructive",
} as const satisfies Record<InvoiceStatusName, ComponentProps<typeof Badge>["variant"]>;

export function InvoiceStatusBadge({ status }: { status: InvoiceStatusName }) {
  return <Badge variant={variants[status]}>{invoiceStatusLabels[status]}</Badge>;
}

/** A YYYY-MM-DD day as dd/mm/yyyy. */
export const formatDay = (iso: string) => iso.split("-").reverse().join("/");
