import { LayoutTemplate } from "lucide-react";
import { useState } from "react";
import type { Template } from "../../../../shared/schemas/templates";
import type { VatRate } from "../../../../shared/uk-tax";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { notify } from "../../../lib/toast";
import { newLineKey } from "../../materials";
import { getPricedTemplate } from "../api/priced-template";
import type { TemplateAddition } from "./template-addition";
import { TemplatePicker } from "./template-picker";

export { type TemplateAddition, withTemplateNotes } from "./template-addition";

/**
 * "Add template" inside the builder: the chosen template's lines (catalogue lines at today's
 * prices), measurements, labour days and notes join what the builder already holds; nothing is
 * saved until the user saves the quote, so unsaved edits are never lost.
 */
export function AddTemplateDialog({
  onAdd,
  defaultOpen = false,
}: {
  onAdd: (addition: TemplateAddition) => void;
  /** Opened at once: the builder loads the dialog when its stand-in button is pressed. */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [busyId, setBusyId] = useState<string | null>(null);

  const pick = async (template: Template) => {
    setBusyId(template.id);
    try {
      const priced = await getPricedTemplate(template.id);
      onAdd({
        name: priced.template.name,
        lines: priced.lines.map((l) => ({
          key: newLineKey(),
          name: l.name,
          quantity: l.quantity,
          unit: l.unit,
          netUnitPricePence: l.netUnitPricePence,
          markupPercent: l.markupPercent,
          sku: l.sku ?? undefined,
          merchantId: l.merchantId ?? undefined,
          productId: l.productId ?? undefined,
          vatRate: l.vatRate as VatRate | null,
        })),
        measurements: priced.template.measurements,
        laborDays: priced.template.laborDays,
        notes: priced.template.notes,
        terms: priced.template.terms,
      });
      setOpen(false);
      notify.success(`${priced.template.name} added`, {
        description: "Check the quantities and sizes, then save the quote.",
      });
    } catch (error) {
      notify.error(error instanceof Error ? error.message : "The template could not be added.");
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <LayoutTemplate /> Add template
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a template</DialogTitle>
          <DialogDescription>
            Its materials are added at today's prices, with its labour days and measurements.
          </DialogDescription>
        </DialogHeader>
        <TemplatePicker onPick={(t) => void pick(t)} busyId={busyId} />
      </DialogContent>
    </Dialog>
  );
}
