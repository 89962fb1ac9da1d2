import { useEffect, useState } from "react";
import { readOffline } from "../../lib/offline-store";

/**
 * A refused photo, from the device's store: it may be the only copy, so it can be saved to the
 * device before the change is dismissed.
 */
export function RefusedPhoto({ photo }: { photo: { key: string; name: string } }) {
  const [url, setUrl] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let shown: string | null = null;
    let live = true;
    void readOffline<Blob>(photo.key).then((blob) => {
      if (!live) return;
      if (!blob) return setMissing(true);
      shown = URL.createObjectURL(blob);
      setUrl(shown);
    });
    return () => {
      live = false;
      if (shown) URL.revokeObjectURL(shown);
    };
  }, [photo.key]);
  if (missing)
    return <p className="text-sm text-muted-foreground">The photo is no longer on this device.</p>;
  if (!url) return null;
  return (
    <figure className="grid justify-items-start gap-2">
      <img
        src={url}
        alt={`Not added: ${photo.name}`}
        className="max-h-40 rounded-md border object-contain"
      />
      <a
        href={url}
        download={photo.name}
        className="text-sm font-medium text-primary underline underline-offset-4"
      >
        Save the photo to this device
      </a>
    </figure>
  );
}
