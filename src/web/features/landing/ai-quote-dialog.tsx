import { ClipboardList, Clock, PoundSterling } from "lucide-react";
import { useId } from "react";
import { buttonVariants } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { Label, Textarea } from "../../components/ui/input";
import { paths } from "../../config/paths";

const steps = [
  { icon: ClipboardList, text: "A materials list with quantities" },
  { icon: Clock, text: "Labour time in days" },
  { icon: PoundSterling, text: "A priced quote with VAT" },
];

/**
 * The landing page's AI Quote Generator, loaded only when a visitor opens it. Estimates are made
 * inside the app (with the user's own rates), so this explains the assistant and points there.
 */
export default function AiQuoteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>AI Quote Generator</DialogTitle>
          <DialogDescription>
            Describe the job in plain English. The assistant asks a few essential questions, then
            turns your description into:
          </DialogDescription>
        </DialogHeader>

        <ul className="grid gap-2 sm:grid-cols-3">
          {steps.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="flex items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm sm:flex-col sm:items-start"
            >
              <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>

        <div className="grid gap-2">
          <Label htmlFor={`${id}-job`}>Job description</Label>
          <Textarea
            id={`${id}-job`}
            rows={4}
            aria-describedby={`${id}-hint`}
            placeholder="e.g. Re-skim the living room walls and ceiling, 4.2 × 3.6 m, 2.4 m high. Board over the old Artex first."
          />
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            Estimates are generated inside the app, using your day rate, VAT settings and merchant
            discounts. Try the demo or create an account to turn a description into a priced quote.
          </p>
        </div>

        <DialogFooter>
          <a href={paths.demo} className={buttonVariants({ variant: "outline" })}>
            Try Demo
          </a>
          <a href={paths.login} className={buttonVariants()}>
            Create Account
          </a>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
