import { ClipboardList, Clock, Loader2, PoundSterling, Sparkles } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { formatPence } from "../../../shared/money";
import { quantityWithUnit } from "../../../shared/quantities";
import type { PublicEstimate } from "../../../shared/schemas/assistant";
import { Button, buttonVariants } from "../../components/ui/button";
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

/** Plain fetch (no query library) keeps the landing chunk small. */
async function fetchEstimate(jobDescription: string): Promise<PublicEstimate> {
  const res = await fetch("/api/public/estimate", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ jobDescription }),
  });
  const body = (await res.json().catch(() => null)) as
    | (PublicEstimate & { error?: { message?: string } })
    | null;
  if (!res.ok || !body) {
    throw new Error(body?.error?.message ?? "Something went wrong. Please try again later.");
  }
  return body;
}

/**
 * The landing page's AI Quote Generator, loaded only when a visitor opens it: a description in,
 * the estimator's job plan, materials (list prices) and days out, with sign-up to save it.
 */
export default function AiQuoteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [description, setDescription] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [result, setResult] = useState<PublicEstimate | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!description.trim()) {
      setError("Please provide a job description");
      return;
    }
    setBusy(true);
    setError("");
    try {
      setResult(await fetchEstimate(description.trim()));
    } catch (err) {
      setError(err instanceof Error ? err.message : "Something went wrong.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>AI Quote Generator</DialogTitle>
          <DialogDescription>
            Describe the job in plain English and get a first estimate: materials, labour days and a
            job plan.
          </DialogDescription>
        </DialogHeader>

        {!result ? (
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
        ) : null}

        <form className="grid gap-2" onSubmit={submit} noValidate>
          <Label htmlFor={`${id}-job`}>Job description</Label>
          <Textarea
            id={`${id}-job`}
            rows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            aria-describedby={`${id}-hint`}
            aria-invalid={error ? true : undefined}
            placeholder="e.g. Skim and paint the lounge, 4.5m x 3.6m"
          />
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              Prices are typical trade list prices; inside the app they use your own merchant
              discounts, day rate and VAT settings.
            </p>
          )}
          <Button type="submit" disabled={busy} className="justify-self-start">
            {busy ? <Loader2 className="animate-spin" /> : <Sparkles />}
            {busy ? "Estimating..." : "Estimate"}
          </Button>
        </form>

        {result ? (
          <section aria-label="Estimate" className="grid gap-3 text-sm">
            {!result.understood ? (
              <div>
                <p className="font-medium">No materials were predicted from the job description.</p>
                <ul className="ml-5 list-disc text-muted-foreground">
                  {result.questions.map((q) => (
                    <li key={q}>{q}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <>
                <p className="font-medium">
                  {result.jobs.join(", ")} · about {result.timeEstimateDays}{" "}
                  {result.timeEstimateDays === 1 ? "day" : "days"}
                </p>
                <div>
                  <h3 className="font-semibold">Job plan</h3>
                  <ol className="ml-5 list-decimal">
                    {result.workPlan.slice(0, 8).map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ol>
                </div>
                <div>
                  <h3 className="font-semibold">Materials</h3>
                  <ul className="divide-y">
                    {result.materials.map((m) => (
                      <li key={m.name} className="flex justify-between gap-2 py-1">
                        <span className="min-w-0 break-words">
                          {m.name} × {quantityWithUnit(m.quantity, m.unit)}
                        </span>
                        <span className="shrink-0 tabular-nums">
                          {formatPence(Math.round(m.quantity * m.unitPricePence))}
                        </span>
                      </li>
                    ))}
                  </ul>
                  <p className="mt-1 flex justify-between font-semibold">
                    <span>Materials (list prices)</span>
                    <span className="tabular-nums">{formatPence(result.materialsTotalPence)}</span>
                  </p>
                </div>
                <p className="text-muted-foreground">
                  Create an account or try the demo to save this as a quote.
                </p>
              </>
            )}
          </section>
        ) : null}

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
