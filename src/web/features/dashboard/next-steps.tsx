import { ArrowRight, CalendarPlus, ReceiptText } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Dashboard } from "../../../shared/schemas/dashboard";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { paths } from "../../config/paths";

type Step = Dashboard["nextSteps"]["toSchedule"][number];

function StepRow({
  icon,
  action,
  step,
  to,
}: {
  icon: ReactNode;
  action: string;
  step: Step;
  to: string;
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-11 items-center gap-3 rounded-md px-2 py-2 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-4">
          {icon}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-medium">{action}</span>
          <span className="block truncate text-sm text-muted-foreground">
            {[step.reference, step.name, step.customerName].filter(Boolean).join(" · ")}
          </span>
        </span>
        <ArrowRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      </Link>
    </li>
  );
}

/**
 * What comes next in the send → accept → schedule → invoice loop: accepted quotes with no job,
 * finished jobs not yet invoiced. Nothing is drawn when nothing waits.
 */
export function NextSteps({ steps }: { steps: Dashboard["nextSteps"] | undefined }) {
  if (!steps || steps.toSchedule.length + steps.toInvoice.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="next-steps">
      <CardHeader className="pb-2">
        <CardTitle id="next-steps" className="text-lg">
          Next steps
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-1">
          {steps.toSchedule.map((step) => (
            <StepRow
              key={step.id}
              icon={<CalendarPlus />}
              action="Schedule the job"
              step={step}
              to={paths.quote(step.id)}
            />
          ))}
          {steps.toInvoice.map((step) => (
            <StepRow
              key={step.id}
              icon={<ReceiptText />}
              action="Invoice the finished job"
              step={step}
              to={paths.job(step.id)}
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
