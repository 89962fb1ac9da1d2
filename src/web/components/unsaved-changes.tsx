import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { type BlockerFunction, useBlocker } from "react-router";

/** The question is a dialog, loaded when first asked: not with the signed-in layout's first paint. */
const LeavePrompt = lazy(() => import("./leave-prompt"));

/**
 * Work typed but not saved is not lost by leaving its page: a link, the menu or the back button
 * asks "Leave without saving?" first, and closing or reloading the tab has the browser ask. On a
 * phone a thumb on the menu was enough to lose a quote's twenty lines.
 *
 * Forms say what they hold unsaved (`useUnsavedChanges`); one guard in the signed-in layout asks
 * (`UnsavedChangesGuard`), because a router honours one blocker at a time and a page may hold
 * several forms (Merchant Terms and Trade Accounts share a tab).
 */
const unsavedWork = new Map<symbol, { what: string; discard?: () => void }>();
/** What is unsaved, and an action that leaves other than by navigating (logging out) waiting on the question. */
let snapshot: { whats: string[]; leave: (() => void) | null } = { whats: [], leave: null };
const listeners = new Set<() => void>();
function changed(leave = snapshot.leave) {
  snapshot = { whats: [...new Set([...unsavedWork.values()].map((work) => work.what))], leave };
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Says while `unsaved` that `what` ("this quote") would be lost by leaving. `leaving` is for the
 * form's own save that goes on to another page: its state would settle only after the navigation.
 * `discard` runs when the user chooses to leave without saving (work kept elsewhere goes too).
 */
export function useUnsavedChanges(
  unsaved: boolean,
  what: string,
  discard?: () => void,
): { leaving: () => void } {
  const [key] = useState(() => Symbol(what));
  useEffect(() => {
    if (!unsaved) return;
    unsavedWork.set(key, { what, discard });
    changed();
    return () => {
      unsavedWork.delete(key);
      changed();
    };
  }, [unsaved, what, discard, key]);
  const leaving = useCallback(() => {
    unsavedWork.delete(key);
    changed();
  }, [key]);
  return { leaving };
}

/**
 * Runs `then` (logging out) at once when nothing is unsaved, else after the same question: signed
 * out first, the page would be left holding the work with no one signed in.
 */
export function leaveAfterAsking(then: () => void) {
  if (unsavedWork.size === 0) then();
  else changed(then);
}

/** Another page, or another tab of the same page (settings' tabs are its search). */
const leavesWithUnsavedWork: BlockerFunction = ({ currentLocation, nextLocation }) =>
  unsavedWork.size > 0 &&
  (currentLocation.pathname !== nextLocation.pathname ||
    currentLocation.search !== nextLocation.search);

export function UnsavedChangesGuard() {
  const { whats, leave } = useSyncExternalStore(subscribe, () => snapshot);
  const blocker = useBlocker(leavesWithUnsavedWork);
  const asking = whats.length > 0;
  useEffect(() => {
    if (!asking) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (unsavedWork.size > 0) event.preventDefault();
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [asking]);
  const blocked = blocker.state === "blocked";
  if (!blocked && !leave) return null;
  return (
    <Suspense fallback={null}>
      <LeavePrompt
        whats={whats}
        onStay={() => {
          if (blocked) blocker.reset();
          changed(null);
        }}
        onLeave={() => {
          // Left on purpose: the work goes, and nothing holds the next navigation back.
          for (const work of unsavedWork.values()) work.discard?.();
          unsavedWork.clear();
          changed(null);
          if (blocked) blocker.proceed();
          else leave?.();
        }}
      />
    </Suspense>
  );
}
