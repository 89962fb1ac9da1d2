import { type FormEvent, useEffect, useState } from "react";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { FieldMessage, Input, Label, Textarea } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import type { Decision } from "./api";

/** Asks the customer to type their full name (and, to decline, an optional reason). */
export function DecisionDialog({
  kind,
  open,
  onOpenChange,
  businessName,
  what = "quote",
  onDecide,
}: {
  kind: "accept" | "decline";
  open: boolean;
  onOpenChange: (open: boolean) => void;
  businessName: string;
  /** A variation is accepted or declined on its own; the dialog says which. */
  what?: "quote" | "variation";
  onDecide: (decision: Decision) => Promise<unknown>;
}) {
  const [name, setName] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setError("");
      setBusy(false);
    }
  }, [open]);
  const accept = kind === "accept";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim().length < 2) {
      setError("Please type your full name");
      return;
    }
    setBusy(true);
    try {
      await onDecide(
        accept
          ? { kind, name: name.trim() }
          : { kind, name: name.trim(), reason: reason.trim() || undefined },
      );
      onOpenChange(false);
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : "Please try again.");
      if (e instanceof ApiError && e.status === 409) onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{accept ? `Accept this ${what}` : `Decline this ${what}`}</DialogTitle>
          <DialogDescription>
            {accept
              ? `Type your full name to accept. ${businessName} will be told straight away.`
              : `Type your full name to decline. You can tell ${businessName} why, if you like.`}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${kind}-name`}>Your full name</Label>
            <Input
              id={`${kind}-name`}
              autoComplete="name"
              value={name}
              aria-invalid={error ? true : undefined}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          {accept ? null : (
            <div className="grid gap-2">
              <Label htmlFor="decline-reason">Reason (optional)</Label>
              <Textarea
                id="decline-reason"
                rows={3}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
          )}
          <FieldMessage>{error}</FieldMessage>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant={accept ? "default" : "destructive"} disabled={busy}>
              {busy ? "Saving..." : accept ? `Accept ${what}` : `Decline ${what}`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
