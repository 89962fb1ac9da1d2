import { useEffect, useState } from "react";
import type { Job } from "../../../../shared/schemas/jobs";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Label, Textarea } from "../../../components/ui/input";
import { useUnsavedChanges } from "../../../components/unsaved-changes";
import { VersionConflictAlert } from "../../../components/version-conflict-alert";
import { notify } from "../../../lib/toast";
import { isVersionConflict } from "../../../lib/version-conflict";
import { useJob, useUpdateJob } from "../api/jobs";

/** The job's notes, saved on the version they were edited from (a stale save offers Reload). */
export function JobNotesCard({ job }: { job: Job }) {
  const update = useUpdateJob();
  const query = useJob(job.id);
  /** What the notes being edited were based on: a save names this version. */
  const [base, setBase] = useState({ notes: job.notes, version: job.version });
  const [notes, setNotes] = useState(job.notes);
  const [conflict, setConflict] = useState<string | null>(null);
  const dirty = notes.trim() !== base.notes;
  useUnsavedChanges(dirty, "the job's notes");
  // Follow the server while nothing is typed; once edited, stay on the version the edit began at.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new version of the job matters
  useEffect(() => {
    if (dirty) return;
    setBase({ notes: job.notes, version: job.version });
    setNotes(job.notes);
  }, [job.notes, job.version]);
  const reload = async () => {
    const latest = await query.refetch();
    if (!latest.data) return;
    setBase({ notes: latest.data.notes, version: latest.data.version });
    setNotes(latest.data.notes);
    setConflict(null);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notes</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate(
              { id: job.id, notes, version: base.version },
              {
                onSuccess: (saved) => {
                  setBase({ notes: saved.notes, version: saved.version });
                  setNotes(saved.notes);
                  setConflict(null);
                  notify.success("Notes saved");
                },
                onError: (error) => {
                  if (isVersionConflict(error)) setConflict(error.message);
                  else notify.error("Could not save the notes", { description: error.message });
                },
              },
            );
          }}
        >
          <Label htmlFor="job-page-notes" className="sr-only">
            Notes
          </Label>
          <Textarea
            id="job-page-notes"
            rows={4}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            placeholder="Access, parking, materials to collect…"
          />
          {conflict ? (
            <VersionConflictAlert
              message={conflict}
              onReload={() => void reload()}
              reloading={query.isFetching}
            />
          ) : null}
          <div>
            <Button type="submit" variant="secondary" disabled={!dirty || update.isPending}>
              Save notes
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
