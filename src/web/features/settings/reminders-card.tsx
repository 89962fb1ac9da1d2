import type { ReminderSettings } from "../../../shared/schemas/settings";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { notify } from "../../lib/toast";
import { useReminderSettings, useSaveReminderSettings } from "./api/reminders";

const options: Array<{ key: keyof ReminderSettings; label: string; description: string }> = [
  {
    key: "quoteFollowUp",
    label: "Quote follow-up",
    description:
      "If a customer hasn't accepted or declined a quote 7 days after you sent it, we email them once with the link to it.",
  },
  {
    key: "invoiceReminders",
    label: "Overdue invoice reminders",
    description:
      "1, 7 and 14 days after an invoice's due date, while there is still something to pay, we remind the customer with the amount, your bank details and the invoice.",
  },
  {
    key: "morningSummary",
    label: "Morning summary",
    description:
      "At 7am we email you today's jobs and any overdue invoices. Nothing is sent on days with nothing to tell you.",
  },
];

/** Settings → Business Details: which reminders Sole sends; each switch saves at once. */
export function RemindersCard() {
  const { data, isPending } = useReminderSettings();
  const save = useSaveReminderSettings();

  const toggle = async (key: keyof ReminderSettings, on: boolean) => {
    if (!data) return;
    try {
      await save.mutateAsync({ ...data, [key]: on });
      const label = options.find((o) => o.key === key)?.label ?? "Reminder";
      notify.success(`${label} ${on ? "on" : "off"}`);
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : "Could not save reminders");
    }
  };

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Reminders</CardTitle>
        <CardDescription>
          Emails Sole sends for you so money doesn't slip through the cracks. Customers are only
          emailed between 8am and 9pm.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-1">
        {isPending || !data ? (
          <Spinner className="size-6" />
        ) : (
          options.map((o) => (
            <label
              key={o.key}
              htmlFor={`reminder-${o.key}`}
              className="flex cursor-pointer items-start gap-3 rounded-md p-2 hover:bg-muted/50"
            >
              <input
                id={`reminder-${o.key}`}
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-primary"
                checked={data[o.key]}
                disabled={save.isPending}
                onChange={(e) => void toggle(o.key, e.target.checked)}
                aria-describedby={`reminder-${o.key}-help`}
              />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">{o.label}</span>
                <span id={`reminder-${o.key}-help`} className="text-sm text-muted-foreground">
                  {o.description}
                </span>
              </span>
            </label>
          ))
        )}
      </CardContent>
    </Card>
  );
}
