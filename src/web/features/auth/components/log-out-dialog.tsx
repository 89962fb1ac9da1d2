import { useQueryClient } from "@tanstack/react-query";
import { LogOut, Send, UserRoundPlus } from "lucide-react";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { currentConflicts } from "../../../lib/offline-conflicts";
import { useOnline } from "../../../lib/online";
import { sendQueuedChanges, useQueuedChangeCount } from "../../../lib/queued-changes";
import { notify } from "../../../lib/toast";
import { keepDemoPath } from "./demo-banner";

const changes = (n: number) => `${n} ${n === 1 ? "change" : "changes"}`;

/** Whether logging out loses something, so the dialog must ask first. */
export function useLogOutNeedsAsking(isDemo: boolean) {
  return useQueuedChangeCount() > 0 || isDemo;
}

/**
 * The one question before logging out when something would be lost: changes made on this phone
 * and not yet sent (they are deleted with the device's data, docs/decisions/0021-offline.md), or a
 * demo's sandbox (issue 20: nothing can sign back into it, so it offers the sign-up that keeps it).
 * Staying is the default; with a connection the changes can be sent first.
 */
export function LogOutDialog({
  open,
  onOpenChange,
  onLogOut,
  isDemo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogOut: () => void;
  isDemo: boolean;
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const online = useOnline();
  const waiting = useQueuedChangeCount();
  const [sending, setSending] = useState(false);
  /**
   * Whether the sign-out still waits for the send: a change is tried until answered, which on a
   * weak signal can take minutes, so staying signed in (or signing out anyway) stays possible.
   */
  const awaitingSend = useRef(false);
  const changeOpen = (next: boolean) => {
    if (!next) awaitingSend.current = false;
    onOpenChange(next);
  };

  const logOut = () => {
    changeOpen(false);
    onLogOut();
  };

  const sendThenLogOut = async () => {
    awaitingSend.current = true;
    setSending(true);
    await sendQueuedChanges(client);
    setSending(false);
    if (!awaitingSend.current) return;
    // A change refused because the quote changed elsewhere waits for the user's choice.
    if (currentConflicts().length > 0) {
      changeOpen(false);
      notify.info("A change needs your choice before you sign out");
      return;
    }
    logOut();
  };

  const demoText =
    "The quotes, customers, jobs, invoices and settings you made in the demo move to your new account if you create one.";
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        {waiting > 0 || sending ? (
          <DialogHeader>
            <DialogTitle>Changes not yet sent</DialogTitle>
            <DialogDescription>
              {sending
                ? `Sending ${changes(waiting)}…`
                : `You have ${changes(waiting)} not yet sent. Signing out will delete ${waiting === 1 ? "it" : "them"} from this phone.`}
              {isDemo ? ` Your demo work will be deleted too. ${demoText}` : null}
            </DialogDescription>
          </DialogHeader>
        ) : (
          <DialogHeader>
            <DialogTitle>Your demo work will be deleted</DialogTitle>
            <DialogDescription>
              Create an account to keep it? The quotes, customers, jobs, invoices and settings you
              made in the demo move to your new account.
            </DialogDescription>
          </DialogHeader>
        )}
        <DialogFooter className="gap-2">
          {waiting > 0 || sending ? (
            <>
              <DialogClose asChild>
                {/* First, so focused on opening; last on a wide screen, where the main action sits. */}
                <Button type="button" className="sm:order-last">
                  Stay signed in
                </Button>
              </DialogClose>
              {online ? (
                <Button
                  type="button"
                  variant="outline"
                  disabled={sending}
                  onClick={() => void sendThenLogOut()}
                >
                  <Send /> {sending ? "Sending…" : "Send and sign out"}
                </Button>
              ) : null}
              <Button type="button" variant="outline" onClick={logOut}>
                <LogOut /> Sign out anyway
              </Button>
            </>
          ) : (
            <>
              <DialogClose asChild>
                <Button type="button" variant="ghost">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="button" variant="outline" onClick={logOut}>
                <LogOut /> Log out anyway
              </Button>
            </>
          )}
          {isDemo && !sending ? (
            <Button
              type="button"
              variant={waiting > 0 ? "outline" : "default"}
              onClick={() => {
                changeOpen(false);
                navigate(keepDemoPath);
              }}
            >
              <UserRoundPlus /> Create account
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
