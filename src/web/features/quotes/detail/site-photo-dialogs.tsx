import { Trash2 } from "lucide-react";
import type { QuotePhoto } from "../../../../shared/schemas/quote-photos";
import { Button } from "../../../components/ui/button";
import {
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";

/** A site photo opened larger, and the confirm before one is removed (it cannot be undone). */
export function PhotoDialogs({
  photos,
  viewing,
  removing,
  online,
  pending,
  onView,
  onAskRemove,
  onCancelRemove,
  onConfirmRemove,
}: {
  photos: QuotePhoto[];
  viewing: QuotePhoto | null;
  removing: QuotePhoto | null;
  online: boolean;
  pending: boolean;
  onView: (photo: QuotePhoto | null) => void;
  onAskRemove: (photo: QuotePhoto) => void;
  onCancelRemove: () => void;
  onConfirmRemove: (photo: QuotePhoto) => void;
}) {
  const number = (photo: QuotePhoto | null) =>
    photo ? photos.findIndex((p) => p.id === photo.id) + 1 : 0;
  return (
    <>
      <Dialog open={viewing !== null} onOpenChange={(open) => !open && onView(null)}>
        <DialogContent className="max-w-3xl gap-3 p-3 sm:p-4">
          <DialogHeader>
            <DialogTitle>
              Photo {number(viewing)} of {photos.length}
            </DialogTitle>
            <DialogDescription className="sr-only">The site photo, larger.</DialogDescription>
          </DialogHeader>
          {viewing ? (
            <img
              src={viewing.url}
              alt={`The site, ${number(viewing)} of ${photos.length}`}
              className="max-h-[70dvh] w-full rounded-md object-contain"
            />
          ) : null}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              className="h-11 md:h-10"
              disabled={!online || !viewing}
              onClick={() => viewing && onAskRemove(viewing)}
            >
              <Trash2 aria-hidden /> Remove photo
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        className="max-w-sm"
        title={`Remove photo ${number(removing)}?`}
        description="It is deleted from the quote and from its PDF. This cannot be undone."
        cancelLabel="Keep it"
        confirmLabel="Remove photo"
        pendingLabel="Removing..."
        icon={<Trash2 aria-hidden />}
        pending={pending}
        disabled={!online}
        onCancel={onCancelRemove}
        onConfirm={() => removing && onConfirmRemove(removing)}
      >
        {removing ? (
          <img src={removing.url} alt="" className="max-h-48 w-full rounded-md object-contain" />
        ) : null}
      </ConfirmDialog>
    </>
  );
}
