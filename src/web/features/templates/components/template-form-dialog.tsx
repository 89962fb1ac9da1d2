import { Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { QUOTE_TERMS_MAX_CHARS } from "../../../../shared/limits";
import {
  TEMPLATE_NAME_MAX,
  TEMPLATE_NOTES_MAX,
  type Template,
  type TemplateLine,
  templateMessages,
} from "../../../../shared/schemas/templates";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { FieldMessage, Input, Label, Textarea } from "../../../components/ui/input";
import { VersionConflictAlert } from "../../../components/version-conflict-alert";
import { ApiError } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { isVersionConflict } from "../../../lib/version-conflict";
import { getTemplate } from "../api/get-templates";
import { useCreateTemplate, useUpdateTemplate } from "../api/save-template";
import { TemplateLinesEditor } from "./template-lines-editor";

type Measurement = Template["measurements"][number];

/** Edits a template (or makes a new one, `template` null): name, notes, terms, labour, lines. */
export function TemplateFormDialog({
  open,
  template,
  onOpenChange,
}: {
  open: boolean;
  template: Template | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [notes, setNotes] = useState("");
  /** The template's own terms; empty: the business's default terms. */
  const [terms, setTerms] = useState("");
  const [laborDays, setLaborDays] = useState("0");
  const [lines, setLines] = useState<TemplateLine[]>([]);
  const [measurements, setMeasurements] = useState<Measurement[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The version the form was filled from: a save is based on it (docs/decisions/0008). */
  const [baseVersion, setBaseVersion] = useState(1);
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const create = useCreateTemplate();
  const update = useUpdateTemplate();

  const fill = (from: Template | null) => {
    setName(from?.name ?? "");
    setDescription(from?.description ?? "");
    setNotes(from?.notes ?? "");
    setTerms(from?.terms ?? "");
    setLaborDays(String(from?.laborDays ?? 0));
    setLines(from?.lines ?? []);
    setMeasurements(from?.measurements ?? []);
    setBaseVersion(from?.version ?? 1);
    setErrors({});
    setConflict(null);
  };

  // Filled when the dialog opens on a template, not on every list refetch behind it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill only sets this form's state
  useEffect(() => {
    if (open) fill(template);
  }, [open, template]);

  const reload = async () => {
    if (!template) return;
    setReloading(true);
    try {
      fill(await getTemplate(template.id));
    } catch (error) {
      notify.error("Template not reloaded", {
        description: error instanceof Error ? error.message : "Please try again.",
      });
    } finally {
      setReloading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const days = Number(laborDays);
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = templateMessages.name;
    if (!Number.isFinite(days) || days < 0) found.laborDays = "Labour days must be 0 or more";
    if (lines.some((l) => !(l.quantity > 0))) found.lines = templateMessages.lineQuantity;
    setErrors(found);
    if (Object.keys(found).length) return;
    const input = {
      name,
      description,
      notes,
      terms: terms.trim() || null,
      laborDays: days,
      lines,
      measurements,
    };
    try {
      if (template) {
        await update.mutateAsync({ id: template.id, input: { ...input, version: baseVersion } });
      } else await create.mutateAsync(input);
      notify.success(template ? templateMessages.saved : templateMessages.created);
      onOpenChange(false);
    } catch (error) {
      if (isVersionConflict(error)) setConflict(error.message);
      else if (error instanceof ApiError && Object.keys(error.fields).length)
        setErrors(error.fields);
      else notify.error(error instanceof Error ? error.message : "The template was not saved.");
    }
  };
  const saving = create.isPending || update.isPending;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{template ? "Edit template" : "New template"}</DialogTitle>
            <DialogDescription>
              What goes on every quote for this job. Sizes and quantities can be changed on each
              quote.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="template-form-name">Name</Label>
            <Input
              id="template-form-name"
              value={name}
              maxLength={TEMPLATE_NAME_MAX}
              aria-invalid={errors.name ? true : undefined}
              onChange={(e) => setName(e.target.value)}
            />
            <FieldMessage>{errors.name}</FieldMessage>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="template-form-description">Short description</Label>
            <Input
              id="template-form-description"
              value={description}
              maxLength={500}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="template-form-notes">Notes (the quote's job description)</Label>
            <Textarea
              id="template-form-notes"
              rows={4}
              value={notes}
              maxLength={TEMPLATE_NOTES_MAX}
              onChange={(e) => setNotes(e.target.value)}
            />
            <FieldMessage>{errors.notes}</FieldMessage>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="template-form-terms">Terms (optional)</Label>
            <Textarea
              id="template-form-terms"
              rows={3}
              value={terms}
              maxLength={QUOTE_TERMS_MAX_CHARS}
              aria-describedby="template-form-terms-hint"
              aria-invalid={errors.terms ? true : undefined}
              onChange={(e) => setTerms(e.target.value)}
            />
            <p id="template-form-terms-hint" className="text-xs text-muted-foreground">
              A quote started from this template goes out with these terms. Empty: your default
              terms from Quote Settings.
            </p>
            <FieldMessage>{errors.terms}</FieldMessage>
          </div>
          <div className="grid gap-2 sm:max-w-40">
            <Label htmlFor="template-form-days">Labour days</Label>
            <Input
              id="template-form-days"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.5}
              value={laborDays}
              aria-invalid={errors.laborDays ? true : undefined}
              onChange={(e) => setLaborDays(e.target.value)}
            />
            <FieldMessage>{errors.laborDays}</FieldMessage>
          </div>
          <div className="grid gap-2">
            <h3 className="font-medium">Materials</h3>
            <TemplateLinesEditor lines={lines} onChange={setLines} />
            <FieldMessage>{errors.lines}</FieldMessage>
          </div>
          {measurements.length ? (
            <div className="grid gap-2">
              <h3 className="font-medium">Measurements</h3>
              <ul className="grid gap-1 text-sm">
                {measurements.map((m, i) => (
                  <li key={`${m.label}-${i}`} className="flex items-center justify-between gap-2">
                    <span>
                      {m.label}: {m.value} {m.unit}
                    </span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-11"
                      aria-label={`Remove ${m.label}`}
                      onClick={() => setMeasurements(measurements.filter((_, j) => j !== i))}
                    >
                      <Trash2 />
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {/* Kept in reach of the thumb while the lines scroll under it (a long kit on a phone),
              with a conflict beside Save rather than scrolled away under it. The dialog's own
              padding is where it sticks, hence the negative offsets. */}
          <div className="sticky -bottom-6 z-10 -mx-6 -mb-6 grid gap-3 border-t bg-background px-6 py-3">
            {conflict ? (
              <VersionConflictAlert
                message={conflict}
                onReload={() => void reload()}
                reloading={reloading}
              />
            ) : null}
            <DialogFooter className="flex-row">
              <Button
                type="button"
                variant="outline"
                className="min-h-11 flex-1 sm:flex-none"
                onClick={() => onOpenChange(false)}
              >
                Cancel
              </Button>
              <Button type="submit" className="min-h-11 flex-1 sm:flex-none" disabled={saving}>
                {saving ? "Saving..." : "Save template"}
              </Button>
            </DialogFooter>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
