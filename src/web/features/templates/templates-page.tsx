import { FilePlus2, LayoutTemplate, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { formatPence } from "../../../shared/money";
import type { Template } from "../../../shared/schemas/templates";
import { templateMessages } from "../../../shared/schemas/templates";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/dialog";
import { notify } from "../../lib/toast";
import { useDeleteTemplate } from "./api/delete-template";
import { useTemplates } from "./api/get-templates";
import { useStartFromTemplate } from "./components/start-from-template";
import { TemplateFormDialog } from "./components/template-form-dialog";
import { templateSummary } from "./components/template-summary";

/** What the materials of a template cost at the prices it holds (before markup). */
const savedCost = (t: Template) =>
  t.lines.reduce((sum, l) => sum + Math.round(l.netUnitPricePence * l.quantity), 0);

/**
 * Templates (kits, issue 20): the jobs the business quotes again and again. Listed by name, each
 * edited or deleted here; made from a quote with "Save as template".
 */
export function TemplatesPage() {
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  const startFrom = useStartFromTemplate();
  const [editing, setEditing] = useState<Template | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Template | null>(null);

  const open = (template: Template | null) => {
    setEditing(template);
    setFormOpen(true);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(templateMessages.deleted),
      onError: (error) => notify.error(error.message),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="min-w-0">
      <PageHeader
        stickyActions
        title="Templates"
        description="Jobs you quote again and again: start a quote from one, or add one in the builder."
        actions={
          <Button onClick={() => open(null)}>
            <Plus /> New Template
          </Button>
        }
      />
      {templates.isPending ? <p role="status">Loading templates...</p> : null}
      {templates.isError ? <p role="alert">Templates could not be loaded. Try again.</p> : null}
      {templates.data?.length === 0 ? (
        <Card>
          <CardContent className="grid justify-items-start gap-3 pt-6">
            <LayoutTemplate className="size-8 text-primary" aria-hidden="true" />
            <p>No templates yet. Open a quote you will give again and choose "Save as template".</p>
          </CardContent>
        </Card>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {templates.data?.map((t) => (
          <li key={t.id}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle className="text-lg">{t.name}</CardTitle>
                {t.description ? (
                  <p className="text-sm text-muted-foreground">{t.description}</p>
                ) : null}
              </CardHeader>
              <CardContent className="grid gap-3">
                <p className="text-sm">
                  {templateSummary(t)} · materials {formatPence(savedCost(t))} at saved prices
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    className="min-h-11 w-full"
                    aria-label={`Start a quote from ${t.name}`}
                    disabled={startFrom.busyId === t.id}
                    onClick={() => startFrom.pick(t)}
                  >
                    <FilePlus2 /> Start a quote
                  </Button>
                  <Button variant="outline" className="min-h-11 flex-1" onClick={() => open(t)}>
                    <Pencil /> Edit
                  </Button>
                  <Button
                    variant="outline"
                    className="min-h-11"
                    aria-label={`Delete ${t.name}`}
                    onClick={() => setDeleting(t)}
                  >
                    <Trash2 /> Delete
                  </Button>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <TemplateFormDialog open={formOpen} template={editing} onOpenChange={setFormOpen} />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? ""}?`}
        description="Quotes made from it stay as they are. This cannot be undone."
        confirmLabel="Delete template"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
