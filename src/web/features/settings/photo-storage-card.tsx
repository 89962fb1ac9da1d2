import { storageSize } from "../../../shared/storage-size";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { usePhotoStorage } from "./api/photo-storage";

/** Past this share of the room, the bar turns amber and says what to do before it is full. */
const NEARLY_FULL = 0.9;

/**
 * Settings → Business Details: the site photos the business keeps, of how much it may. Seen here
 * before a photo is refused on site, with what makes room.
 */
export function PhotoStorageCard() {
  const storage = usePhotoStorage();
  if (!storage.data) return null;
  const { usedBytes, limitBytes } = storage.data;
  const share = Math.min(1, usedBytes / limitBytes);
  const percent = Math.round(share * 100);
  const nearlyFull = share >= NEARLY_FULL;
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Photo storage</CardTitle>
        <CardDescription>
          The site photos on all your quotes, including earlier versions.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <p className="text-sm font-medium" data-testid="photo-storage-used">
          {storageSize(usedBytes)} of {storageSize(limitBytes)} used
        </p>
        <Progress
          value={percent}
          tone={nearlyFull ? "warning" : "primary"}
          aria-label="Photo storage used"
          aria-valuetext={`${storageSize(usedBytes)} of ${storageSize(limitBytes)}`}
        />
        {nearlyFull ? (
          <p className="text-sm text-amber-900 dark:text-amber-200">
            Nearly full: remove photos from quotes you no longer need to make room for new ones.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
