import { Camera, ImageUp, Trash2 } from "lucide-react";
import { useRef } from "react";
import { PHOTO_MAX_BYTES, photoMessages, type Quote } from "../../../../shared/schemas/quotes";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { ApiError } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useRemoveQuoteImage, useUploadQuoteImage } from "../api/quote-image";

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"];

function notifyUploadError(error: unknown) {
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

/** The quote's site photo: shown on its card and in the PDF; added, replaced or removed here. */
export function SitePhotoCard({ quote }: { quote: Pick<Quote, "id" | "imageUrl"> }) {
  const input = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const upload = useUploadQuoteImage();
  const remove = useRemoveQuoteImage();
  const inputId = `site-photo-${quote.id}`;

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (camera.current) camera.current.value = "";
    if (!file) return;
    if (file.size >= PHOTO_MAX_BYTES) {
      notify.error(photoMessages.tooLarge.title, {
        description: photoMessages.tooLarge.description,
      });
      return;
    }
    if (!IMAGE_TYPES.includes(file.type)) {
      notify.error(photoMessages.invalidType.title, {
        description: photoMessages.invalidType.description,
      });
      return;
    }
    try {
      await upload.mutateAsync({ id: quote.id, file });
      notify.success("Photo added");
    } catch (error) {
      notifyUploadError(error);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Site photo</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex aspect-[3/2] items-center justify-center overflow-hidden rounded-lg border bg-muted">
          {quote.imageUrl ? (
            <img
              src={quote.imageUrl}
              alt="Site"
              className="size-full object-cover"
              data-testid="site-photo"
            />
          ) : (
            <div className="flex flex-col items-center gap-1 text-sm text-muted-foreground">
              <ImageUp aria-hidden className="size-8" />
              <span>No photo yet</span>
            </div>
          )}
        </div>
        <label htmlFor={inputId} className="sr-only">
          Site photo file
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          onChange={(e) => void choose(e.target.files?.[0])}
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
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            disabled={upload.isPending}
            className="h-11 md:h-10"
            onClick={() => camera.current?.click()}
          >
            <Camera aria-hidden /> Take photo
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            <ImageUp aria-hidden />
            {upload.isPending ? "Uploading..." : quote.imageUrl ? "Replace photo" : "Add photo"}
          </Button>
          {quote.imageUrl ? (
            <Button
              type="button"
              variant="ghost"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(quote.id, {
                  onSuccess: () => notify.success("Photo removed"),
                  onError: (error) =>
                    notify.error("Photo not removed", { description: error.message }),
                })
              }
            >
              <Trash2 aria-hidden /> Remove
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
