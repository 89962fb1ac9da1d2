import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Plus } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  type BoardColumn,
  type BoardMessageKey,
  boardMessages,
  moveOutcome,
} from "../../../shared/job-board";
import type { Board, BoardItem } from "../../../shared/schemas/jobs";
import { PageHeader } from "../../components/layout/page-header";
import { SearchBox } from "../../components/search-box";
import { Button } from "../../components/ui/button";
import {
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { PageSpinner, Spinner } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { ApiError } from "../../lib/api";
import { notify } from "../../lib/toast";
import { useChangeQuoteStatus } from "../quotes";
import { boardQueryKey, useBoard, useJobAction } from "./api/jobs";
import { CalendarFeedDialog } from "./components/calendar-feed-dialog";
import { JobBoard } from "./components/job-board";
import { ScheduleJobDialog } from "./components/schedule-job-dialog";

function matches(item: BoardItem, q: string) {
  const text = `${item.name} ${item.customerName} ${item.siteAddress} ${item.reference} ${item.jobDescription}`;
  return text.toLowerCase().includes(q);
}

/** SPEC §2 "Job workflow board" (Job Workflow), persisted (DESIGN). */
export function JobBoardPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const board = useBoard();
  const changeStatus = useChangeQuoteStatus();
  const jobAction = useJobAction();
  const [search, setSearch] = useState("");
  const [accepting, setAccepting] = useState<BoardItem | null>(null);
  const [scheduling, setScheduling] = useState<BoardItem | null>(null);
  const [finishing, setFinishing] = useState<BoardItem | null>(null);

  /** Moves a card at once; the refetch after the save puts it where the server says. */
  const moveLocally = (item: BoardItem, column: BoardColumn) =>
    queryClient.setQueryData<Board>(boardQueryKey, (data) =>
      data
        ? { ...data, items: data.items.map((i) => (i.key === item.key ? { ...i, column } : i)) }
        : data,
    );

  const blocked = (key: BoardMessageKey, item: BoardItem) => {
    const { title, description } = boardMessages[key];
    notify.error(title, {
      description,
      action:
        key === "sendQuote"
          ? { label: "Open quote", onClick: () => navigate(paths.quote(item.quoteId)) }
          : undefined,
    });
  };

  const onMove = (item: BoardItem, to: BoardColumn) => {
    const outcome = moveOutcome(item.column, to, {
      startAt: item.startAt,
      canSchedule: item.kind === "quote",
    });
    switch (outcome.kind) {
      case "none":
        return;
      case "blocked":
        return blocked(outcome.message, item);
      case "confirm-accept":
        return setAccepting(item);
      case "schedule":
        return setScheduling(item);
      case "complete":
        // Finishing cannot be undone: asked first, as the job page's button does.
        return setFinishing(item);
      case "start":
        return runJobAction(item, "start");
    }
  };

  const runJobAction = (item: BoardItem, action: "start" | "complete") => {
    if (!item.jobId) return;
    moveLocally(item, action === "start" ? "in-progress" : "completed");
    jobAction.mutate(
      { id: item.jobId, action },
      {
        onSettled: () => setFinishing(null),
        onSuccess: () => {
          const message = action === "start" ? boardMessages.jobStarted : boardMessages.jobFinished;
          notify.success(message.title, {
            description: `${item.name}: ${message.description}`,
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "not_started_yet") {
            blocked("cannotStartYet", item);
          } else {
            notify.error("Could not move the job", { description: error.message });
          }
        },
      },
    );
  };

  const accept = () => {
    const item = accepting;
    if (!item) return;
    changeStatus.mutate(
      { id: item.quoteId, status: "accepted" },
      {
        onSuccess: async () => {
          setAccepting(null);
          moveLocally(item, "accepted");
          notify.success(boardMessages.quoteAccepted.title, {
            description: `${item.name}: ${boardMessages.quoteAccepted.description}`,
          });
          await queryClient.invalidateQueries({ queryKey: boardQueryKey });
        },
        onError: (error) =>
          notify.error("Could not accept the quote", { description: error.message }),
      },
    );
  };

  const q = search.trim().toLowerCase();
  const items = (board.data?.items ?? []).filter((item) => !q || matches(item, q));

  return (
    <div className="min-w-0">
      <PageHeader
        stickyActions
        title="Job Workflow"
        description="Drag quotes and jobs from draft to finished."
        actions={
          <>
            <CalendarFeedDialog />
            <Button asChild>
              <Link to={paths.quotes}>
                <Plus /> Create Quote
              </Link>
            </Button>
          </>
        }
      />
      <SearchBox
        className="mb-4 max-w-md"
        value={search}
        onValueChange={setSearch}
        placeholder="Search jobs and quotes"
        aria-label="Search jobs and quotes"
      />
      {board.isPending ? (
        <PageSpinner />
      ) : board.isError ? (
        <p role="alert" className="text-destructive">
          The board could not be loaded. {board.error.message}
        </p>
      ) : (
        <JobBoard items={items} more={q ? {} : board.data?.more} onMove={onMove} />
      )}

      <Dialog
        open={accepting !== null}
        onOpenChange={(open) => {
          if (!open && !changeStatus.isPending) setAccepting(null);
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{boardMessages.confirmAccept.title}</DialogTitle>
            <DialogDescription>{boardMessages.confirmAccept.description}</DialogDescription>
          </DialogHeader>
          {accepting ? (
            <p className="rounded-md bg-muted px-3 py-2 text-sm">
              <span className="font-medium">{accepting.name}</span>
              {accepting.customerName ? (
                <span className="text-muted-foreground"> · {accepting.customerName}</span>
              ) : null}
            </p>
          ) : null}
          <DialogFooter>
            <Button
              variant="outline"
              onClick={() => setAccepting(null)}
              disabled={changeStatus.isPending}
            >
              Cancel
            </Button>
            <Button onClick={accept} disabled={changeStatus.isPending}>
              {changeStatus.isPending ? (
                <Spinner className="size-4 text-primary-foreground" label="Saving" />
              ) : null}
              Continue
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={finishing !== null}
        tone="default"
        title="Finish this job?"
        description={`${finishing?.name ?? "The job"} moves to Finished, ready to invoice. A finished job cannot be started again.`}
        cancelLabel="Keep working"
        confirmLabel="Finish job"
        pendingLabel="Finishing..."
        icon={<CheckCircle2 aria-hidden />}
        pending={jobAction.isPending}
        onCancel={() => setFinishing(null)}
        onConfirm={() => finishing && runJobAction(finishing, "complete")}
      />

      {scheduling ? (
        <ScheduleJobDialog
          open
          onOpenChange={(open) => {
            if (!open) setScheduling(null);
          }}
          quote={{ id: scheduling.quoteId, name: scheduling.name, laborDays: scheduling.laborDays }}
        />
      ) : null}
    </div>
  );
}
