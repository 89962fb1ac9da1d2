import { type KeyboardEvent, type PointerEvent, useEffect, useState } from "react";

/**
 * Code a page's first render does not need (menus, the mobile navigation sheet, form validation)
 * is loaded after the page has loaded and the browser is idle, or at once when the user reaches for
 * it; meanwhile the page draws an identical trigger (docs/decisions/0002-landing-bundle.md).
 */
const loaded = new Map<() => Promise<unknown>, unknown>();
const loading = new Map<() => Promise<unknown>, Promise<unknown>>();

/** Starts `load` once; every caller gets the same promise. */
export function preload<M>(load: () => Promise<M>): Promise<M> {
  let promise = loading.get(load) as Promise<M> | undefined;
  if (!promise) {
    promise = load().then((module) => {
      loaded.set(load, module);
      return module;
    });
    promise.catch(() => loading.delete(load));
    loading.set(load, promise);
  }
  return promise;
}

/**
 * Resolves after the next frame has been drawn (two animation frames, then a task), or after 250 ms
 * when no frame comes (a hidden tab). Code and data the first paint does not need wait for it, so
 * they do not compete with that paint.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, 250);
    // The frame after next: the first may still be on its way to the screen.
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        window.setTimeout(() => {
          window.clearTimeout(timer);
          resolve();
        }, 0),
      ),
    );
  });
}

/**
 * Runs `run` when the browser is idle a second after the page has loaded and been drawn; returns a
 * cancel function. Called from an effect, so the page that needs `run` has been drawn first, and
 * the second keeps it apart from the work the page's data brings (its chunks and its render).
 */
export function whenIdle(run: () => void): () => void {
  let cancelled = false;
  const idle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") {
      window.requestIdleCallback(() => cancelled || run(), { timeout: 3000 });
    } else {
      run();
    }
  };
  const schedule = () => {
    afterNextPaint().then(() => window.setTimeout(idle, 1000));
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
  };
}

/** Pointers pressed now (a mouse button, a finger): pressed between pointerdown and up. */
const pressedPointers = new Set<number>();
if (typeof window !== "undefined") {
  const release = (event: globalThis.PointerEvent) => pressedPointers.delete(event.pointerId);
  window.addEventListener("pointerdown", (event) => pressedPointers.add(event.pointerId), true);
  window.addEventListener("pointerup", release, true);
  window.addEventListener("pointercancel", release, true);
}

/**
 * Resolves at once when no pointer is pressed; otherwise after the press's click has been handled
 * (or a second on, when no click comes: the pointer left the button). A stand-in swapped for the
 * real trigger between a press and its click loses the click, which lands on neither, so code
 * that arrives mid-press waits for it: the stand-in takes the click, and opens what it stands for.
 */
function afterPress(): Promise<void> {
  if (pressedPointers.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener("click", clicked, true);
      resolve();
    };
    // The click's own handlers run first: it is dispatched to the page after this listener.
    const clicked = () => window.setTimeout(done, 0);
    const timer = window.setTimeout(done, 1000);
    window.addEventListener("click", clicked, true);
  });
}

/**
 * The module `load` resolves to: undefined until it has loaded, and never between a press and its
 * click (afterPress). Loading starts when the browser is idle after the page has loaded (unless
 * `onIdle` is false: a module that brings zod waits for the user, ADR 0023), or at once when `now`
 * is true.
 */
export function useDeferredImport<M>(
  load: () => Promise<M>,
  now = false,
  onIdle = true,
): M | undefined {
  const [module, setModule] = useState(() => loaded.get(load) as M | undefined);
  useEffect(() => {
    if (module) return;
    let live = true;
    const start = () => {
      preload(load).then(
        (m) => afterPress().then(() => live && setModule(() => m)),
        () => {},
      );
    };
    if (now || !onIdle) {
      if (now) start();
      return () => {
        live = false;
      };
    }
    const cancel = whenIdle(start);
    return () => {
      live = false;
      cancel();
    };
  }, [load, module, now, onIdle]);
  return module;
}

/**
 * Props for the stand-in trigger of a Radix menu or dialog that has not loaded yet: the same
 * attributes as Radix's closed trigger, and it opens on the same gestures (a menu on pointer down
 * or Enter/Space/ArrowDown, a dialog on click).
 */
export function pendingMenuTrigger(open: () => void) {
  return {
    type: "button" as const,
    "aria-haspopup": "menu" as const,
    "aria-expanded": false,
    "data-state": "closed",
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) open();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "Enter" || event.key === " " || event.key === "ArrowDown") {
        event.preventDefault();
        open();
      }
    },
  };
}

export function pendingDialogTrigger(open: () => void) {
  return {
    type: "button" as const,
    "aria-haspopup": "dialog" as const,
    "aria-expanded": false,
    "data-state": "closed",
    onClick: open,
  };
}
