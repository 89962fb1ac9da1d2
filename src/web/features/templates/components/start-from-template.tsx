import { LayoutTemplate } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { Template } from "../../../../shared/schemas/templates";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { paths } from "../../../config/paths";
import { notify } from "../../../lib/toast";
import { useStartQuoteFromTemplate } from "../api/start-quote";
import { TemplatePicker } from "./template-picker";

/**
 * One tap makes a draft with the template's lines at today's prices and opens it in the builder
 * to fill in the customer and sizes; `busyId` is the template being started.
 */
export function useStartFromTemplate(onStarted?: () => void) {
  const start = useStartQuoteFromTemplate();
  const navigate = useNavigate();
  const pick = (template: Template) =>
    start.mutate(template.id, {
      onSuccess: (quote) => {
        onStarted?.();
        notify.success(`Quote started from ${template.name}`, {
          description: "Choose the customer and check the sizes and quantities.",
        });
        navigate(paths.editQuote(quote.id));
      },
      onError: (error) => notify.error(error.message),
    });
  return { pick, busyId: start.isPending ? start.variables : null };
}

/**
 * "Start from template" where quotes are created: the templates to pick from, in a dialog. Loaded
 * by ./start-from-template-button.tsx once its stand-in is pointed at or pressed (`defaultOpen`).
 */
export function StartFromTemplateDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const { pick, busyId } = useStartFromTemplate(() => setOpen(false));

  // On a phone the button shares the bottom bar with two other ways to start: the icon alone.
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" aria-label="From Template" title="From Template">
          <LayoutTemplate /> <span className="hidden sm:inline">From Template</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Start from a template</DialogTitle>
          <DialogDescription>
            A new draft quote with the template's materials at today's prices, its labour days,
            measurements and notes.
          </DialogDescription>
        </DialogHeader>
        <TemplatePicker onPick={pick} busyId={busyId} />
      </DialogContent>
    </Dialog>
  );
}
