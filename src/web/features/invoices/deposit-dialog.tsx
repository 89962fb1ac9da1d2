import { useEffect, useId, useState } from "react";
import { DEPOSIT_PERCENT_MESSAGE } from "../../../shared/schemas/invoices";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { FieldMessage, Input, Label } from "../../components/ui/input";

/**
 * A deposit invoice's percentage, asked before it is raised: this job's, starting from what the
 * quote's terms asked of the customer, else Quote Settings' (a small job may take none, a kitchen 30%). The server's refusal (deposits past the
 * quote) is shown here, where the percentage can be changed.
 */
export function DepositDialog({
  open,
  onOpenChange,
  settingsPercent,
  termsPercent,
  raise,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settingsPercent: number | undefined;
  /** The deposit the quote's own terms ask for, as the customer read them. */
  termsPercent: number | null;
  /** Raises the deposit; resolves to the refusal's message, or null once raised. */
  raise: (depositPercent: number) => Promise<string | null>;
}) {
  const id = useId();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    const start = termsPercent ?? settingsPercent;
    setValue(start ? String(start) : "");
    setError(null);
  }, [open, settingsPercent, termsPercent]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const percent = Number(value);
    if (value.trim() === "" || !Number.isInteger(percent) || percent < 1 || percent > 100) {
      setError(DEPOSIT_PERCENT_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      setError(await raise(percent));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Deposit invoice</DialogTitle>
            <DialogDescription>
              How much of the quote to ask for now. The final invoice takes it off the balance. It
              is due on your payment terms, or by the job's start when that comes sooner: a deposit
              is paid before the work begins.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-percent`}>Deposit (% of the quote)</Label>
            <Input
              id={`${id}-percent`}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              step={1}
              className="max-w-32"
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : `${id}-hint`}
            />
            {error ? (
              <FieldMessage id={`${id}-error`}>{error}</FieldMessage>
            ) : (
              <p id={`${id}-hint`} className="text-muted-foreground text-xs">
                {termsPercent
                  ? `The quote's terms ask for ${termsPercent}%.`
                  : settingsPercent
                    ? `Your Quote Settings ask for ${settingsPercent}%.`
                    : "Your Quote Settings ask for no deposit."}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              Create deposit invoice
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
