import { ShoppingCart } from "lucide-react";
import { messages } from "../../../../shared/messages";
import { orderConflictCodes } from "../../../../shared/orders";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";

/** A 409 of POST /api/orders that the tradesperson may overrule, and the flag that overrules it. */
export interface OrderConfirmation {
  code: string;
  message: string;
  flag: "repeat" | "unaccepted";
}

/** The confirmation a placing error asks for, or null when it is a plain failure. */
export function confirmationFor(error: unknown): OrderConfirmation | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  if (error.code === orderConflictCodes.alreadyOrdered) {
    return { code: error.code, message: error.message, flag: "repeat" };
  }
  if (error.code === orderConflictCodes.quoteNotAccepted) {
    return { code: error.code, message: error.message, flag: "unaccepted" };
  }
  return null;
}

/** "Order again?" or "Order before acceptance?": the server's message, then No or the order. */
export function OrderConfirmDialog({
  confirmation,
  pending,
  onConfirm,
  onCancel,
}: {
  confirmation: OrderConfirmation | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const repeat = confirmation?.flag === "repeat";
  return (
    <Dialog open={confirmation !== null} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {repeat ? messages.orders.orderAgainTitle : messages.orders.orderAnywayTitle}
          </DialogTitle>
          <DialogDescription>{confirmation?.message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Don't order
          </Button>
          <Button type="button" disabled={pending} onClick={onConfirm}>
            {pending ? <Spinner className="size-4" /> : <ShoppingCart />}
            {repeat ? "Order again" : "Order anyway"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
