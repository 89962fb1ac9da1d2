import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { notify } from "../../lib/toast";
import { useEstimatorSettings, useSaveEstimatorSettings } from "./api/estimator";

/** Settings → Quote Settings: whether finished jobs adjust the estimator's days (issue 22). */
export function PaceCard() {
  const { data, isPending } = useEstimatorSettings();
  const save = useSaveEstimatorSettings();

  const toggle = async (on: boolean) => {
    try {
      await save.mutateAsync({ learnPace: on });
      notify.success(`Learning your pace ${on ? "on" : "off"}`);
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : "Could not save the setting");
    }
  };

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Estimating</CardTitle>
        <CardDescription>How the quote assistant works out the days for a job.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-1">
        {isPending || !data ? (
          <Spinner className="size-6" />
        ) : (
          <label
            htmlFor="learn-pace"
            className="flex cursor-pointer items-start gap-3 rounded-md p-2 hover:bg-muted/50"
          >
            <input
              id="learn-pace"
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-primary"
              checked={data.learnPace}
              disabled={save.isPending}
              onChange={(e) => void toggle(e.target.checked)}
              aria-describedby="learn-pace-help"
            />
            <span className="grid gap-0.5">
              <span className="text-sm font-medium">Learn my pace from finished jobs</span>
              <span id="learn-pace-help" className="text-sm text-muted-foreground">
                Once you have finished 3 jobs of a kind (skimming, tiling, a patio…), the assistant
                compares the days you quoted with the working days they took, and adjusts its days
                for that kind of job, never below half or beyond double. Drying and curing times
                stay as they are.
              </span>
            </span>
          </label>
        )}
      </CardContent>
    </Card>
  );
}
