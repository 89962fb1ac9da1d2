import type { Template } from "../../../../shared/schemas/templates";

/** "5 lines · 2 days labour": what a template holds, in a line. */
export function templateSummary(t: Pick<Template, "lines" | "laborDays">): string {
  const lines = `${t.lines.length} ${t.lines.length === 1 ? "line" : "lines"}`;
  const days = `${t.laborDays} ${t.laborDays === 1 ? "day" : "days"} labour`;
  return `${lines} · ${days}`;
}
