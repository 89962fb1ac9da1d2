/** What other features may use of insights: the charts, each loaded on demand with recharts. */
export { DashboardInsights, InsightsSection } from "./lazy";
