import { Camera, ImageUp, X } from "lucide-react";
import { useRef, useState } from "react";
import { messages } from "../../../../shared/messages";
import {
  PHOTO_MAX_BYTES,
  PHOTOS_PER_QUOTE,
  photoMessages,
  type QuotePhoto,
} from "../../../../shared/schemas/quote-photos";
import type { Quote } from "../../../../shared/schemas/quotes";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { ApiError } from "../../../lib/api";
import { useOnline } from "../../../lib/online";
import { notify } from "../../../lib/toast";
import { useAddQuotePhoto, useRemoveQuotePhoto } from "../api/quote-photos";
import { PhotoDialogs } from "./site-photo-dialogs";

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"];

function uploadError(error: unknown) {
  if (error instanceof ApiError && error.code === "file_too_large") {
    notify.error(photoMessages.tooLarge.title, { description: photoMessages.tooLarge.description });
  } else if (error instanceof ApiError && error.code === "invalid_file_type") {
    notify.error(photoMessages.invalidType.title, {
      description: photoMessages.invalidType.description,
    });
  } else {
    notify.error("Photo not uploaded", {
      description: error instanceof Error ? error.message : undefined,
    });
  }
}

/** What the browser can say about a file before it is sent: the server checks it again. */
function refusal(file: File) {
  if (file.size >= PHOTO_MAX_BYTES) return photoMessages.tooLarge;
  if (!IMAGE_TYPES.includes(file.type)) return photoMessages.invalidType;
  return null;
}

/**
 * The quote's site photos (up to 10): thumbnails, each opened larger or removed after a confirm;
 * taken with the phone's rear camera or picked from the gallery, several at once. Shown in the
 * PDF after the lines.
 */
export function SitePhotoCard({ quote }: { quote: Pick<Quote, "id" | "photos"> }) {
  const gallery = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const add = useAddQuotePhoto();
  const remove = useRemoveQuotePhoto();
  const online = useOnline();
  const [viewing, setViewing] = useState<QuotePhoto | null>(null);
  const [removing, setRemoving] = useState<QuotePhoto | null>(null);
  const inputId = `site-photo-${quote.id}`;
  const photos = quote.photos;
  const full = photos.length >= PHOTOS_PER_QUOTE;

  const choose = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (gallery.current) gallery.current.value = "";
    if (camera.current) camera.current.value = "";
    const room = PHOTOS_PER_QUOTE - photos.length;
    if (files.length > room)
      notify.error("Too many photos", { description: photoMessages.tooMany });
    let added = 0;
    for (const file of files.slice(0, Math.max(room, 0))) {
      const refused = refusal(file);
      if (refused) {
        notify.error(refused.title, { description: refused.description });
        continue;
      }
      try {
        await add.mutateAsync({ id: quote.id, file });
        added += 1;
      } catch (error) {
        uploadError(error);
      }
    }
    // With no signal it waits on the device: saying "added" would promise what has not happened.
    if (added > 0 && !online) notify.success(messages.quotes.savedOnDevice);
    else if (added > 0) notify.success(added === 1 ? "Photo added" : `${added} photos added`);
  };

  const confirmRemove = (photo: QuotePhoto) =>
    remove.mutate(
      { id: quote.id, photoId: photo.id },
      {
        onSuccess: () => {
          setRemoving(null);
          notify.success("Photo removed");
        },
        onError: (error) => notify.error("Photo not removed", { description: error.message }),
      },
    );

  return (
    <Card>
      <CardHeader className="flex-row items-baseline justify-between gap-2 space-y-0">
        <CardTitle>Site photos</CardTitle>
        <span className="text-sm text-muted-foreground">
          {photos.length} of {PHOTOS_PER_QUOTE}
        </span>
      </CardHeader>
      <CardContent className="grid gap-3">
        {photos.length > 0 ? (
          <ul className="grid grid-cols-3 gap-2 lg:grid-cols-2" aria-label="Site photos">
            {photos.map((photo, i) => (
              <li key={photo.id} className="relative aspect-square">
                <button
                  type="button"
                  className="size-full overflow-hidden rounded-lg border bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => setViewing(photo)}
                  aria-label={`View photo ${i + 1}`}
                >
                  <img
                    src={photo.url}
                    alt=""
                    className="size-full object-cover"
                    data-testid="site-photo"
                  />
                </button>
                {/* A 44 px target in the corner, drawn smaller so the photo stays visible. */}
                <button
                  type="button"
                  className="group absolute right-0 top-0 flex size-11 items-start justify-end p-1 focus-visible:outline-none disabled:opacity-50"
                  aria-label={`Remove photo ${i + 1}`}
                  disabled={!online}
                  onClick={() => setRemoving(photo)}
                >
                  <span className="flex size-7 items-center justify-center rounded-full border bg-background/95 shadow-sm group-hover:bg-muted group-focus-visible:ring-2 group-focus-visible:ring-ring">
                    <X aria-hidden className="size-4" />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex aspect-[3/1] flex-col items-center justify-center gap-1 rounded-lg border bg-muted text-sm text-muted-foreground">
            <ImageUp aria-hidden className="size-8" />
            <span>No photos yet</span>
          </div>
        )}
        <label htmlFor={inputId} className="sr-only">
          Site photo file
        </label>
        <input
          ref={gallery}
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          onChange={(e) => void choose(e.target.files)}
        />
        {/* On a phone, capture opens the rear camera straight away; a computer opens a file picker. */}
        <label htmlFor={`${inputId}-camera`} className="sr-only">
          Site photo from camera
        </label>
        <input
          ref={camera}
          id={`${inputId}-camera`}
          type="file"
          accept="image/*"
          capture="environment"
          tabIndex={-1}
          className="sr-only"
          onChange={(e) => void choose(e.target.files)}
        />
        {full ? <p className="text-sm text-muted-foreground">{photoMessages.tooMany}</p> : null}
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button
            type="button"
            disabled={add.isPending || full}
            className="h-11 md:h-10"
            onClick={() => camera.current?.click()}
          >
            <Camera aria-hidden /> Take photo
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={add.isPending || full}
            className="h-11 md:h-10"
            onClick={() => gallery.current?.click()}
          >
            <ImageUp aria-hidden />
            {add.isPending ? "Uploading..." : "Add photo"}
          </Button>
        </div>
      </CardContent>
      <PhotoDialogs
        photos={photos}
        viewing={viewing}
        removing={removing}
        online={online}
        pending={remove.isPending}
        onView={setViewing}
        onAskRemove={(photo) => {
          setViewing(null);
          setRemoving(photo);
        }}
        onCancelRemove={() => setRemoving(null)}
        onConfirmRemove={confirmRemove}
      />
    </Card>
  );
}
