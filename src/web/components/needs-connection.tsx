import { Send } from "lucide-react";
import { type ReactNode, useId } from "react";
import { SENDING_NEEDS_CONNECTION, useOnline } from "../lib/online";
import { Button } from "./ui/button";

/**
 * A send (a quote or an invoice to the customer, an order to a merchant) is never queued: an email
 * must not go out hours later, unexpectedly. Offline the button is disabled, with the reason
 * beside it (docs/decisions/0021-offline.md).
 */
export function NeedsConnection({
  children,
  label,
  variant,
  icon = <Send />,
}: {
  children: ReactNode;
  label: string;
  icon?: ReactNode;
  variant?: "default" | "outline";
}) {
  const online = useOnline();
  const reason = useId();
  if (online) return children;
  return (
    <span className="inline-grid max-w-64 gap-1">
      <Button type="button" variant={variant} disabled aria-describedby={reason}>
        {icon} {label}
      </Button>
      <span id={reason} className="text-xs text-muted-foreground">
        {SENDING_NEEDS_CONNECTION}
      </span>
    </span>
  );
}
