import { LayoutTemplate } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import type { Quote } from "../../../../shared/schemas/quotes";
import { TEMPLATE_NAME_MAX, templateMessages } from "../../../../shared/schemas/templates";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { FieldMessage, Input, Label } from "../../../components/ui/input";
import { paths } from "../../../config/paths";
import { notify } from "../../../lib/toast";
import { useCreateTemplate } from "../api/save-template";

/** "Save as template" on any quote: its lines, labour days, measurements and job description. */
export function SaveAsTemplateButton({ quote }: { quote: Pick<Quote, "id" | "name"> }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(quote.name);
  const [error, setError] = useState<string | undefined>();
  const create = useCreateTemplate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(templateMessages.name);
    create.mutate(
      { name, fromQuoteId: quote.id },
      {
        onSuccess: (template) => {
          setOpen(false);
          notify.success(templateMessages.created, {
            description: `${template.name} is in Templates, ready for the next job like this.`,
          });
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setName(quote.name);
          setError(undefined);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <LayoutTemplate /> Save as template
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Save as template</DialogTitle>
            <DialogDescription>
              Keeps this quote's materials, labour days, measurements and job description for next
              time. Catalogue materials are priced again on the day you use it. Edit it in{" "}
              <Link className="underline" to={paths.templates}>
                Templates
              </Link>
              .
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="template-name">Template name</Label>
            <Input
              id="template-name"
              value={name}
              maxLength={TEMPLATE_NAME_MAX}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "template-name-error" : undefined}
              onChange={(e) => setName(e.target.value)}
            />
            <FieldMessage id="template-name-error">{error}</FieldMessage>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Saving..." : "Save template"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
