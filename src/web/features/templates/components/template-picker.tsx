import { ChevronRight, LayoutTemplate } from "lucide-react";
import { Link } from "react-router";
import type { Template } from "../../../../shared/schemas/templates";
import { paths } from "../../../config/paths";
import { useTemplates } from "../api/get-templates";
import { templateSummary } from "./template-summary";

/** The business's templates as a list of large buttons, one tap to choose (the dialogs' body). */
export function TemplatePicker({
  onPick,
  busyId,
}: {
  onPick: (template: Template) => void;
  /** The template being used: its button says so and every button waits. */
  busyId?: string | null;
}) {
  const templates = useTemplates();
  if (templates.isPending) return <p role="status">Loading templates...</p>;
  if (templates.isError) return <p role="alert">Templates could not be loaded. Try again.</p>;
  if (templates.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No templates yet. Open a quote and choose "Save as template", or{" "}
        <Link className="underline" to={paths.templates}>
          go to Templates
        </Link>
        .
      </p>
    );
  }
  return (
    <ul className="grid gap-2">
      {templates.data.map((t) => (
        <li key={t.id}>
          <button
            type="button"
            disabled={Boolean(busyId)}
            onClick={() => onPick(t)}
            className="flex min-h-14 w-full items-center gap-3 rounded-lg border p-3 text-left transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
          >
            <LayoutTemplate className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{t.name}</span>
              <span className="block text-sm text-muted-foreground">
                {busyId === t.id ? "Adding..." : templateSummary(t)}
              </span>
            </span>
            <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
