import { useMutationState } from "@tanstack/react-query";
import { CloudOff, RefreshCw } from "lucide-react";
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { currentConflicts, loadConflicts, subscribeConflicts } from "../../lib/offline-conflicts";
import { OFFLINE_SCOPE } from "../../lib/offline-queue";
import { useOnline } from "../../lib/online";

const ConflictChooser = lazy(async () => ({
  default: (await import("./conflict-chooser")).ConflictChooser,
}));

const changes = (n: number) => `${n} ${n === 1 ? "change" : "changes"}`;

/** The banner's words for the state of the changes made with no signal. */
export function bannerText(
  online: boolean,
  waiting: number,
  sentAll: boolean,
  conflicts = 0,
  /** The first one's refusal, when the server refused it for good. */
  refusal?: string,
): string | null {
  if (online && waiting === 0 && refusal) return `A change could not be sent: ${refusal}`;
  if (online && waiting === 0 && conflicts > 0)
    return `${conflicts === 1 ? "A change needs" : `${conflicts} changes need`} your choice: the quote was changed elsewhere.`;
  if (!online && waiting === 0) return "You're offline. Changes are saved on this device.";
  if (!online)
    return `You're offline. ${changes(waiting)} waiting: ${waiting === 1 ? "it'll" : "they'll"} be sent when you're back online.`;
  if (waiting > 0) return `Sending ${changes(waiting)}…`;
  return sentAll ? "All changes sent." : null;
}

/** What the banner keeps between renders. */
export interface SendingMemory {
  /** Changes waited (offline, or restored after a reload) since the banner last settled. */
  hadWaiting: boolean;
  /** Every change that waited was sent: "All changes sent." shows for a moment. */
  sentAll: boolean;
}

/**
 * The banner's memory after a render. A change refused or in conflict was not sent, so once one
 * is put to the user nothing says all were: not while it waits for the choice, and not once the
 * choice is made.
 */
export function rememberSending(
  memory: SendingMemory,
  now: { online: boolean; waiting: number; anyPaused: boolean; conflicts: number },
): SendingMemory {
  let { hadWaiting, sentAll } = memory;
  if ((!now.online || now.anyPaused) && now.waiting > 0) hadWaiting = true;
  if (now.online && now.waiting === 0 && hadWaiting) {
    hadWaiting = false;
    sentAll = now.conflicts === 0;
  }
  if (now.conflicts > 0) sentAll = false;
  return hadWaiting === memory.hadWaiting && sentAll === memory.sentAll
    ? memory
    : { hadWaiting, sentAll };
}

/**
 * One line under the header (a polite live region) while the device is offline or its changes are
 * being sent; "All changes sent." shows for a moment, then the line goes. The conflict chooser
 * opens from here when a change sent late met someone else's.
 */
export function OfflineBanner() {
  const online = useOnline();
  const pending = useMutationState({
    filters: {
      status: "pending",
      predicate: (m) => m.options.scope?.id === OFFLINE_SCOPE.id,
    },
    select: (m) => m.state.isPaused,
  });
  const waiting = pending.length;
  const anyPaused = pending.some(Boolean);
  const conflicts = useSyncExternalStore(subscribeConflicts, currentConflicts, currentConflicts);
  const [{ hadWaiting, sentAll }, setMemory] = useState<SendingMemory>({
    hadWaiting: false,
    sentAll: false,
  });
  useEffect(() => {
    void loadConflicts();
  }, []);
  useEffect(() => {
    setMemory((memory) =>
      rememberSending(memory, { online, waiting, anyPaused, conflicts: conflicts.length }),
    );
  }, [online, waiting, anyPaused, conflicts.length]);
  useEffect(() => {
    if (!sentAll) return;
    const hide = setTimeout(() => setMemory((memory) => ({ ...memory, sentAll: false })), 5000);
    return () => clearTimeout(hide);
  }, [sentAll]);

  // Online saves are quick: "Sending" only for changes that waited.
  const text = bannerText(
    online,
    online && !hadWaiting ? 0 : waiting,
    sentAll,
    conflicts.length,
    conflicts[0]?.refusal,
  );
  return (
    <>
      <div role="status" aria-live="polite" className="empty:hidden" data-testid="offline-banner">
        {text ? (
          <p className="flex items-center gap-2 border-b bg-amber-100 px-4 py-2 text-sm text-amber-950 md:px-8 dark:bg-amber-950 dark:text-amber-50">
            {online ? (
              <RefreshCw aria-hidden className="size-4 shrink-0" />
            ) : (
              <CloudOff aria-hidden className="size-4 shrink-0" />
            )}
            {text}
          </p>
        ) : null}
      </div>
      {conflicts.length > 0 ? (
        <Suspense fallback={null}>
          <ConflictChooser conflict={conflicts[0]!} />
        </Suspense>
      ) : null}
    </>
  );
}
