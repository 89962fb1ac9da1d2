import {
  ArrowRight,
  CheckCircle2,
  FilePlus2,
  Hammer,
  type LucideIcon,
  PenLine,
  Send,
  Sparkles,
  Users,
} from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardDescription, CardHeader } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { WhenNear } from "../../components/when-near";
import { paths } from "../../config/paths";
import { afterNextPaint } from "../../lib/deferred";
import { AiQuotePanel } from "../assistant";
import { DashboardInsights } from "../insights";
import { OutstandingTile } from "../invoices";
import { loadQuoteCard } from "../quotes";
import { type Dashboard, useDashboard } from "./api/get-dashboard";
import { LatestActivity, loadActivityList } from "./latest-activity";
import { RecentClients } from "./recent-clients";
import { SetupChecklist } from "./setup-checklist";

const tiles: { field: keyof Dashboard; label: string; icon: LucideIcon; tone: string }[] = [
  {
    field: "activeQuotes",
    label: "Active Quotes",
    icon: Send,
    tone: "text-blue-600 bg-blue-500/10",
  },
  {
    field: "acceptedQuotes",
    label: "Accepted Quotes",
    icon: CheckCircle2,
    tone: "text-green-600 bg-green-500/10",
  },
  {
    field: "jobsInProgress",
    label: "Jobs In Progress",
    icon: Hammer,
    tone: "text-amber-600 bg-amber-500/10",
  },
  { field: "clients", label: "Clients", icon: Users, tone: "text-violet-600 bg-violet-500/10" },
];

function StatTile({ label, value, icon: Icon, tone }: (typeof tiles)[number] & { value: number }) {
  const id = `stat-${label.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <Card
      role="group"
      aria-labelledby={id}
      className="flex flex-col items-start gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5"
    >
      <span className={`flex size-11 shrink-0 items-center justify-center rounded-lg ${tone}`}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p id={id} className="text-sm text-muted-foreground">
          {label}
        </p>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
      </div>
    </Card>
  );
}

const optionClass = (tone: string) =>
  `flex min-h-32 cursor-pointer flex-col items-start justify-end gap-1.5 rounded-lg border p-4 text-left shadow-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 ${tone}`;

function SectionHeading({ id, title, to }: { id: string; title: string; to: string }) {
  return (
    <div className="mb-4 flex items-center justify-between gap-2">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <Button asChild variant="ghost" size="sm">
        <Link to={to} aria-label={`View all ${title.replace("Recent ", "").toLowerCase()}`}>
          View All <ArrowRight />
        </Link>
      </Button>
    </div>
  );
}

/**
 * The quote card (with the quote schemas, zod and the date and money formatters) draws only once
 * the dashboard's data has arrived: it loads with the data, not with the page's first render
 * (docs/decisions/0002-landing-bundle.md).
 */
const QuoteCard = lazy(async () => ({ default: (await loadQuoteCard()).QuoteCard }));
/** Drawn from the data too: not in the chunk every signed-in page loads. */
const NextSteps = lazy(async () => ({ default: (await import("./next-steps")).NextSteps }));

/** SPEC §2 "Dashboard": create a quote, latest activity, four counts, recent quotes and clients. */
export function DashboardPage() {
  const dashboard = useDashboard();
  // The parts drawn from the data load while it is fetched, once the page is drawn (loadQuoteCard).
  useEffect(() => {
    afterNextPaint()
      .then(() => Promise.all([loadQuoteCard(), loadActivityList()]))
      .catch(() => {});
  }, []);
  const [aiOpen, setAiOpen] = useState(false);
  const aiAnchor = useRef<HTMLDivElement>(null);
  const openAi = () => {
    setAiOpen(true);
    requestAnimationFrame(() =>
      aiAnchor.current?.scrollIntoView({ behavior: "smooth", block: "nearest" }),
    );
  };

  return (
    <>
      <PageHeader title="Dashboard" description="Your quotes, jobs and clients at a glance." />
      <div className="grid gap-6">
        <div className="grid gap-6 lg:grid-cols-2">
          <Card className="flex min-w-0 flex-col">
            <CardHeader>
              <span className="mb-2 flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
                <FilePlus2 aria-hidden="true" className="size-5" />
              </span>
              {/* The page's first section under its h1. */}
              <h2 className="text-lg font-semibold leading-tight">Create a New Quote</h2>
              <CardDescription>
                Let the assistant draft it from a description of the job, or build it line by line.
              </CardDescription>
            </CardHeader>
            <div className="grid flex-1 gap-3 p-6 pt-0 sm:grid-cols-2">
              <button
                type="button"
                onClick={() => (aiOpen ? setAiOpen(false) : openAi())}
                aria-expanded={aiOpen}
                aria-describedby="ai-option-hint"
                className={optionClass(
                  "border-transparent bg-primary text-primary-foreground hover:bg-primary/90",
                )}
              >
                <Sparkles aria-hidden="true" className="size-5" />
                <span className="font-semibold">AI Quote Generator</span>
                {/* Read as the description: the name stays the visible title (label in name). */}
                <span id="ai-option-hint" aria-hidden="true" className="text-sm">
                  Describe the job; get materials, labour and a price.
                </span>
              </button>
              <Link
                to={paths.newQuote}
                aria-describedby="manual-option-hint"
                className={optionClass("bg-background hover:bg-muted")}
              >
                <PenLine aria-hidden="true" className="size-5 text-primary" />
                <span className="font-semibold">Create Quote Manually</span>
                <span
                  id="manual-option-hint"
                  aria-hidden="true"
                  className="text-sm text-muted-foreground"
                >
                  Pick the materials and set labour and margin yourself.
                </span>
              </Link>
            </div>
          </Card>
          {/* Under "Create a New Quote" on a phone; the row below it on a wide screen. */}
          <SetupChecklist className="lg:order-last lg:col-span-2" />
          <LatestActivity events={dashboard.isError ? [] : dashboard.data?.activity} />
        </div>

        {dashboard.data ? (
          <Suspense fallback={null}>
            <NextSteps steps={dashboard.data.nextSteps} />
          </Suspense>
        ) : null}

        <div ref={aiAnchor} className="scroll-mt-20 empty:hidden">
          {aiOpen ? <AiQuotePanel onClose={() => setAiOpen(false)} /> : null}
        </div>

        {dashboard.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading dashboard" className="size-8" />
          </div>
        ) : dashboard.isError ? (
          <div
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive"
          >
            <p className="font-medium">Failed to load the dashboard</p>
            <p className="mt-1">{dashboard.error.message}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => dashboard.refetch()}
              disabled={dashboard.isFetching}
            >
              Try again
            </Button>
          </div>
        ) : (
          <>
            <section
              aria-label="Summary"
              className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-5"
            >
              {tiles.map((tile) => (
                <StatTile key={tile.field} {...tile} value={dashboard.data[tile.field] as number} />
              ))}
              <OutstandingTile className="col-span-2 xl:col-span-1" />
            </section>

            <section aria-labelledby="recent-quotes">
              <SectionHeading id="recent-quotes" title="Recent Quotes" to={paths.legacyQuotes} />
              {dashboard.data.recentQuotes.length === 0 ? (
                <div className="flex flex-col items-center rounded-xl border border-dashed px-4 py-10 text-center">
                  <FilePlus2 aria-hidden="true" className="size-8 text-muted-foreground" />
                  <p className="mt-3 font-medium">No quotes yet</p>
                  <Button className="mt-4" onClick={openAi}>
                    <Sparkles /> Create your first quote
                  </Button>
                </div>
              ) : (
                <Suspense fallback={null}>
                  <ul
                    className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
                    aria-label="Recent quotes"
                  >
                    {dashboard.data.recentQuotes.slice(0, 3).map((quote) => (
                      <li key={quote.id} className="flex min-w-0">
                        <QuoteCard quote={quote} />
                      </li>
                    ))}
                  </ul>
                </Suspense>
              )}
            </section>

            <section aria-labelledby="recent-clients">
              <SectionHeading id="recent-clients" title="Recent Clients" to={paths.legacyClients} />
              <RecentClients customers={dashboard.data.recentCustomers.slice(0, 3)} />
            </section>

            {/* The charts (recharts, the largest chunk) load when scrolled towards, not with the page. */}
            <WhenNear label="Charts: scroll to load">
              <DashboardInsights reportsPath={paths.reports} />
            </WhenNear>
          </>
        )}
      </div>
    </>
  );
}
