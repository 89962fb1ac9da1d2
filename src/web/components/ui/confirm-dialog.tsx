import type { ReactNode } from "react";
import { Button } from "./button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "./dialog";

/**
 * The question before something that cannot be undone (remove a photo or a payment, delete a
 * quote, revoke a link): what goes, then "keep it" or go ahead. Both buttons are 44 px tall on a
 * phone; the destructive one is disabled while the change is on its way or cannot be made.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  cancelLabel = "Cancel",
  confirmLabel,
  pendingLabel,
  icon,
  pending = false,
  disabled = false,
  className,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  /** Shown between the description and the buttons (a photo, a warning). */
  children?: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  pendingLabel: string;
  icon?: ReactNode;
  pending?: boolean;
  disabled?: boolean;
  className?: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button type="button" variant="outline" className="h-11 md:h-10" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            type="button"
            variant="destructive"
            className="h-11 md:h-10"
            disabled={pending || disabled}
            onClick={onConfirm}
          >
            {icon}
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
