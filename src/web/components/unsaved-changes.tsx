import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";

/** The question is a dialog, loaded when first asked: not with the signed-in layout's first paint. */
const LeavePrompt = lazy(() => import("./leave-prompt"));

/**
 * Work typed but not saved is not lost by leaving its page: a link (the menu, a card) or logging
 * out asks "Leave without saving?" first, and closing or reloading the tab has the browser ask. On
 * a phone a thumb on the menu was enough to lose a quote's twenty lines. The quote builder also
 * keeps its work on the device (quotes/builder/kept-draft.ts), which covers the back button.
 *
 * Forms say what they hold unsaved (`useUnsavedChanges`); one guard in the signed-in layout asks
 * (`UnsavedChangesGuard`): a page may hold several forms (Merchant Terms and Trade Accounts).
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
  return () => {
    listeners.delete(listener);
  };
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

/**
 * Runs `then` (stable: a useCallback) when the question is asked. The phone's menu closes
 * with it, as a tap on its link does when nothing is unsaved: the held click never reaches the
 * link's own onClick, and the menu stayed open behind the question and after either answer.
 */
export function useWhenAsked(then: () => void) {
  useEffect(
    () =>
      subscribe(() => {
        if (snapshot.leave) then();
      }),
    [then],
  );
}

/**
 * A click on a link to another page (the menu, a card, Back to Quotes) while work is unsaved: held
 * before the router sees it (document, capture phase), and asked about. The app keeps
 * BrowserRouter: a data router's `useBlocker` would also hold the back button and programmatic
 * navigation, but its code added 17.7 kB gzipped to every route (ADR 0034).
 */
function heldLink(event: MouseEvent): string | null {
  if (unsavedWork.size === 0 || event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (
    !(link instanceof HTMLAnchorElement) ||
    link.target === "_blank" ||
    link.hasAttribute("download")
  )
    return null;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin) return null;
  const here = window.location;
  return to.pathname === here.pathname && to.search === here.search
    ? null
    : `${to.pathname}${to.search}${to.hash}`;
}

export function UnsavedChangesGuard() {
  const { whats, leave } = useSyncExternalStore(subscribe, () => snapshot);
  const navigate = useNavigate();
  const asking = whats.length > 0;
  useEffect(() => {
    if (!asking) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (unsavedWork.size > 0) event.preventDefault();
    };
    const hold = (event: MouseEvent) => {
      const to = heldLink(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      changed(() => navigate(to));
    };
    window.addEventListener("beforeunload", ask);
    document.addEventListener("click", hold, true);
    return () => {
      window.removeEventListener("beforeunload", ask);
      document.removeEventListener("click", hold, true);
    };
  }, [asking, navigate]);
  if (!leave) return null;
  return (
    <Suspense fallback={null}>
      <LeavePrompt
        whats={whats}
        onStay={() => changed(null)}
        onLeave={() => {
          // Left on purpose: the work goes, and nothing holds the next navigation back.
          for (const work of unsavedWork.values()) work.discard?.();
          unsavedWork.clear();
          changed(null);
          leave();
        }}
      />
    </Suspense>
  );
}
