import { ScheduleJobButton } from "../features/jobs";
import { QuoteDetailPage } from "../features/quotes/quote-detail-page";

/**
 * The quote page with the jobs feature's Schedule Job / View Job button. The app shell composes
 * the two here: jobs imports quotes (the board accepts quotes, job changes refresh them), so
 * quotes does not import jobs (docs/ARCHITECTURE.md, Feature boundaries).
 */
export function QuoteDetailRoute() {
  return <QuoteDetailPage jobAction={ScheduleJobButton} />;
}
