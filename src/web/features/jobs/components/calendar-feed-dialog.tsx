import { CalendarSync, Copy, RefreshCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { Input, Label } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { notify } from "../../../lib/toast";
import { useCalendarFeed, useCalendarFeedChange } from "../api/jobs";

/** The business's private calendar subscription: a secret address that can be replaced or revoked. */
export function CalendarFeedDialog() {
  const [open, setOpen] = useState(false);
  const feed = useCalendarFeed(open);
  const change = useCalendarFeedChange();
  const url = feed.data?.url ?? null;
  const run = (action: "create" | "revoke") =>
    change.mutate(action, {
      onSuccess: () =>
        notify.success(
          action === "create" ? "Subscription link ready" : "Subscription link revoked",
        ),
      onError: (error) => notify.error("Could not change the link", { description: error.message }),
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <CalendarSync /> Calendar feed
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Calendar subscription</DialogTitle>
          <DialogDescription>
            Subscribe from Google Calendar, Outlook or Apple Calendar to see your scheduled and
            in-progress jobs. Anyone with the link can read it: keep it private, and replace or
            revoke it if it leaks.
          </DialogDescription>
        </DialogHeader>
        {feed.isPending ? (
          <Spinner className="size-5" />
        ) : url ? (
          <div className="grid gap-3">
            <div className="grid gap-2">
              <Label htmlFor="calendar-feed-url">Subscription address</Label>
              <div className="flex gap-2">
                <Input
                  id="calendar-feed-url"
                  readOnly
                  value={url}
                  onFocus={(e) => e.target.select()}
                />
                <Button
                  variant="secondary"
                  size="icon"
                  aria-label="Copy link"
                  onClick={() =>
                    void navigator.clipboard
                      ?.writeText(url)
                      .then(() => notify.success("Link copied"))
                      .catch(() => notify.error("Could not copy the link"))
                  }
                >
                  <Copy />
                </Button>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => run("create")} disabled={change.isPending}>
                <RefreshCw /> Replace link
              </Button>
              <Button variant="outline" onClick={() => run("revoke")} disabled={change.isPending}>
                <Trash2 /> Revoke
              </Button>
            </div>
          </div>
        ) : (
          <Button onClick={() => run("create")} disabled={change.isPending}>
            <CalendarSync /> Create subscription link
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
