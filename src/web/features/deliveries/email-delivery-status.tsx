import { RotateCw } from "lucide-react";
import type { EmailDelivery } from "../../../shared/schemas/deliveries";
import { Button } from "../../components/ui/button";
import { notify } from "../../lib/toast";
import { type DeliveryOf, useLatestDelivery, useSendAgain } from "./api";

const sentAt = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

function describe(d: EmailDelivery): string {
  if (d.state === "sent") return `Email: sent ${d.sentAt ? sentAt.format(new Date(d.sentAt)) : ""}`;
  if (d.state === "failed") return `Email: failed: ${d.lastError ?? "not delivered"}`;
  return d.lastError ? `Email: queued, trying again (${d.lastError})` : "Email: queued";
}

/**
 * What became of the newest email sending this quote, invoice or purchase order (ADR 0019):
 * queued, sent at a time, or failed with the reason, with "Send again" once it has been sent or
 * has failed. `unsent` is said once it is known that none was ever sent.
 */
export function EmailDeliveryStatus({
  of,
  id,
  unsent,
}: {
  of: DeliveryOf;
  id: string;
  unsent?: string;
}) {
  const { data: delivery } = useLatestDelivery(of, id);
  const sendAgain = useSendAgain(of, id);
  if (delivery === null && unsent)
    return (
      <span className="font-medium text-amber-700 dark:text-amber-400" role="status">
        {unsent}
      </span>
    );
  if (!delivery) return null;
  const failed = delivery.state === "failed";
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2" data-testid="email-delivery">
      <span className={failed ? "font-medium text-destructive" : undefined} role="status">
        {describe(delivery)}
      </span>
      {delivery.state === "queued" ? null : (
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0 py-2"
          disabled={sendAgain.isPending}
          onClick={() =>
            sendAgain.mutate(delivery.id, {
              onSuccess: () => notify.success(`Email to ${delivery.to} queued again`),
              onError: (error) => notify.error("Not sent again", { description: error.message }),
            })
          }
        >
          <RotateCw /> Send again
        </Button>
      )}
    </span>
  );
}
