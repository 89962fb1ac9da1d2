import { Mail } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { FieldMessage, Input, Label } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useEmailOrder, useOrder } from "../api/orders";
import type { EmailTarget } from "./order-results";

/** Emails one purchase order's PDF; the address defaults to the branch's email when known. */
export function EmailOrderDialog({
  target,
  onClose,
}: {
  target: EmailTarget | null;
  onClose: () => void;
}) {
  const id = useId();
  const order = useOrder(target?.orderId ?? null);
  const emailOrder = useEmailOrder();
  const [email, setEmail] = useState("");
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string>();

  // The panel keys this dialog by order, so each order starts with a fresh form; the branch
  // email fills in once loaded unless the user has already typed.
  const branchEmail = order.data?.branchEmail ?? "";
  useEffect(() => {
    if (!touched && branchEmail) setEmail(branchEmail);
  }, [branchEmail, touched]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    try {
      const result = await emailOrder.mutateAsync({ orderId: target.orderId, email: email.trim() });
      notify.success(`Purchase order ${target.number} sent to ${result.to}`);
      onClose();
    } catch (err) {
      const message =
        err instanceof ApiError
          ? (err.fields.email ?? err.message)
          : "Something went wrong. Please try again later.";
      setError(message);
    }
  };

  return (
    <Dialog open={target !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Email {target?.number} to branch</DialogTitle>
          <DialogDescription>
            {order.data?.branch
              ? `The purchase order PDF goes to the ${order.data.merchantName} ${order.data.branch} branch.`
              : "The purchase order PDF is sent as an attachment."}
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-4" onSubmit={(event) => void send(event)} noValidate>
          <div className="space-y-2">
            <Label htmlFor={`${id}-email`}>Email address</Label>
            <Input
              id={`${id}-email`}
              type="email"
              required
              autoComplete="email"
              value={email}
              aria-invalid={Boolean(error)}
              onChange={(event) => {
                setTouched(true);
                setEmail(event.target.value);
                setError(undefined);
              }}
            />
            <FieldMessage>{error}</FieldMessage>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={emailOrder.isPending}>
              {emailOrder.isPending ? <Spinner className="size-4" /> : <Mail />}
              Send
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
