import {
  ArrowLeft,
  CalendarClock,
  CheckCircle2,
  Download,
  ExternalLink,
  FileText,
  Mail,
  MapPin,
  Phone,
  Play,
  User,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useParams } from "react-router";
import { formatPence } from "../../../shared/money";
import type { Job } from "../../../shared/schemas/jobs";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { googleCalendarUrl, outlookCalendarUrl } from "../../lib/calendar-links";
import { JobAgainstQuote } from "../insights";
import { CreateInvoiceButton } from "../invoices";
import { PurchaseOrdersCard } from "../materials";
import { useJob } from "./api/jobs";
import { JobNotesCard } from "./components/job-notes-card";
import { ScheduleRows, when } from "./components/job-schedule";
import { StatusActions } from "./components/job-status-actions";
import { JobStatusBadge } from "./components/job-status-badge";
import { ScheduleJobDialog } from "./components/schedule-job-dialog";

function InfoRow({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="[&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="break-words pl-7">{children || "—"}</dd>
    </div>
  );
}

/** The site in the phone's maps app (or Google Maps on the web), ready for directions. */
const mapsUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.replace(/\s+/g, " "))}`;

function calendarEvent(job: Job) {
  const start = new Date(job.startAt ?? Date.now());
  const end = job.endAt ? new Date(job.endAt) : new Date(start.getTime() + 3_600_000);
  return {
    title: `Job: ${job.quote.name || job.quote.reference}`,
    details: [
      job.quote.jobDescription,
      job.customer.name ? `Customer: ${job.customer.name}` : "",
      job.siteAddress ? `Address: ${job.siteAddress}` : "",
      job.notes ? `Notes: ${job.notes}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
    start,
    end,
    location: job.siteAddress,
  };
}

export function JobPage() {
  const { id = "" } = useParams();
  const job = useJob(id);
  const [rescheduling, setRescheduling] = useState(false);

  if (job.isPending) return <PageSpinner />;
  if (job.isError) {
    return (
      <div>
        <PageHeader title="Job Not Found" description="The requested job could not be found." />
        <Button asChild variant="outline">
          <Link to={paths.jobs}>
            <ArrowLeft /> Back to Job Workflow
          </Link>
        </Button>
      </div>
    );
  }
  const data = job.data;
  const event = calendarEvent(data);
  return (
    <div className="min-w-0">
      <PageHeader
        title={data.quote.name || data.quote.reference}
        actions={
          <Button asChild variant="outline">
            <Link to={paths.jobs}>
              <ArrowLeft /> Job Workflow
            </Link>
          </Button>
        }
      />
      <div className="-mt-3 mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
        <span className="font-mono font-medium text-foreground">{data.quote.reference}</span>
        <JobStatusBadge status={data.status} />
        <span>Starts {when(data.startAt)}</span>
        {data.endAt ? <span>Ends {when(data.endAt)}</span> : null}
      </div>
      <div className="mb-6 flex flex-wrap gap-2">
        <StatusActions job={data} />
        {/* Finished, the invoice is what comes next: raised here, not only from the quote. */}
        <CreateInvoiceButton quoteId={data.quoteId} />
        {data.status !== "completed" ? (
          <Button variant="outline" onClick={() => setRescheduling(true)}>
            <CalendarClock /> Reschedule
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to={paths.quote(data.quoteId)}>
            <FileText /> View quote
          </Link>
        </Button>
      </div>

      {data.status === "completed" ? (
        <div className="mb-6">
          <JobAgainstQuote jobId={data.id} />
        </div>
      ) : null}
      <div className="grid min-w-0 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <div className="grid min-w-0 gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Schedule</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-4 text-sm">
                <ScheduleRows job={data} />
                {data.startedAt ? (
                  <InfoRow icon={<Play />} label="Started">
                    {when(data.startedAt)}
                  </InfoRow>
                ) : null}
                {data.completedAt ? (
                  <InfoRow icon={<CheckCircle2 />} label="Finished">
                    {when(data.completedAt)}
                  </InfoRow>
                ) : null}
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Customer and site</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-4 text-sm">
                <InfoRow icon={<User />} label="Name">
                  {data.customer.name}
                </InfoRow>
                <InfoRow icon={<Mail />} label="Email">
                  {data.customer.email}
                </InfoRow>
                <InfoRow icon={<Phone />} label="Phone">
                  {data.customer.phone ? (
                    <a className="underline" href={`tel:${data.customer.phone.replace(/\s/g, "")}`}>
                      {data.customer.phone}
                    </a>
                  ) : null}
                </InfoRow>
                <InfoRow icon={<MapPin />} label="Site address">
                  {data.siteAddress ? (
                    <>
                      <span className="whitespace-pre-line">{data.siteAddress}</span>
                      <a
                        className="mt-1 flex w-fit items-center gap-1 underline"
                        href={mapsUrl(data.siteAddress)}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        Directions <ExternalLink className="size-3.5" aria-hidden="true" />
                      </a>
                    </>
                  ) : null}
                </InfoRow>
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Add to calendar</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2">
              <Button asChild variant="secondary">
                <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
                  <ExternalLink /> Google Calendar
                </a>
              </Button>
              <Button asChild variant="secondary">
                <a href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
                  <ExternalLink /> Outlook Calendar
                </a>
              </Button>
              <Button asChild variant="outline">
                <a href={`/api/jobs/${encodeURIComponent(data.id)}/calendar.ics`} download>
                  <Download /> Download .ics
                </a>
              </Button>
            </CardContent>
          </Card>
        </div>
        <div className="grid min-w-0 gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Quote summary</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3 text-sm">
              <p className="whitespace-pre-line">{data.quote.jobDescription}</p>
              <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
                <span className="text-muted-foreground">Total</span>
                <span className="text-lg font-semibold tabular-nums">
                  {formatPence(data.quote.totalAmountPence)}
                </span>
              </div>
              <Link
                to={paths.quote(data.quoteId)}
                className="text-sm font-medium text-primary hover:underline"
              >
                Open quote {data.quote.reference}
              </Link>
            </CardContent>
          </Card>
          <JobNotesCard job={data} />
          <PurchaseOrdersCard
            quoteId={data.quoteId}
            empty="No materials have been ordered for this job yet."
          />
        </div>
      </div>
      <ScheduleJobDialog
        open={rescheduling}
        onOpenChange={setRescheduling}
        quote={{ id: data.quoteId, name: data.quote.name || data.quote.reference }}
        job={data}
      />
    </div>
  );
}
