import { Trash2 } from "lucide-react";
import type { QuotePhoto } from "../../../../shared/schemas/quotes";
import { Button } from "../../../components/ui/button";
import {
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
      <Dialog open={removing !== null} onOpenChange={(open) => !open && onCancelRemove()}>
        <DialogContent className="max-w-sm">
          <DialogHeader>
            <DialogTitle>Remove photo {number(removing)}?</DialogTitle>
            <DialogDescription>
              It is deleted from the quote and from its PDF. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          {removing ? (
            <img src={removing.url} alt="" className="max-h-48 w-full rounded-md object-contain" />
          ) : null}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              className="h-11 md:h-10"
              onClick={onCancelRemove}
            >
              Keep it
            </Button>
            <Button
              type="button"
              variant="destructive"
              className="h-11 md:h-10"
              disabled={pending || !online}
              onClick={() => removing && onConfirmRemove(removing)}
            >
              <Trash2 aria-hidden /> {pending ? "Removing..." : "Remove photo"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
