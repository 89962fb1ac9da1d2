/** What other features may use of insights: the charts, each loaded on demand with recharts. */

/** A finished job's own figures against its quote (no chart library). */
export { JobAgainstQuote } from "./job-against-quote";
export { DashboardInsights, InsightsSection } from "./lazy";
