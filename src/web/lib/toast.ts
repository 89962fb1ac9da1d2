export type SonnerModule = typeof import("sonner");

interface ToastOptions {
  description?: string;
  action?: { label: string; onClick: () => void };
}

let sonner: Promise<SonnerModule> | null = null;
let mounted: Promise<void> | null = null;
let resolveMounted: (() => void) | null = null;
let listener: ((module: SonnerModule) => void) | null = null;

/** Called by ToastHost: it renders the Toaster once sonner has loaded. */
export function onToasterReady(callback: (module: SonnerModule) => void) {
  listener = callback;
  return () => {
    listener = null;
  };
}

export function toasterMounted() {
  resolveMounted?.();
}

/** Loads sonner and waits for the Toaster to subscribe, so no toast is published into the void. */
async function ready(): Promise<SonnerModule> {
  if (!sonner) {
    mounted = new Promise<void>((resolve) => {
      resolveMounted = resolve;
    });
    sonner = import("sonner").then((module) => {
      listener?.(module);
      return module;
    });
  }
  const module = await sonner;
  await mounted;
  return module;
}

type Kind = "success" | "info" | "warning" | "error" | "message";

/**
 * The toast's id is its message, so the same message shown again (a double tap, a retried save)
 * replaces the earlier toast instead of stacking a copy of it.
 */
const toastId = (kind: Kind, title: string, description?: string) =>
  `${kind}:${title}:${description ?? ""}`;

function show(kind: Kind, title: string, options: ToastOptions = {}) {
  const withId = { ...options, id: toastId(kind, title, options.description) };
  void ready().then(({ toast }) => {
    if (kind === "message") toast(title, withId);
    else toast[kind](title, withId);
  });
}

/** SPEC §2's toasts: title, description, optional action; default and destructive looks. */
export const notify = {
  success: (title: string, options?: ToastOptions) => show("success", title, options),
  info: (title: string, options?: ToastOptions) => show("info", title, options),
  warning: (title: string, options?: ToastOptions) => show("warning", title, options),
  error: (title: string, options?: ToastOptions) => show("error", title, options),
  message: (title: string, options?: ToastOptions) => show("message", title, options),
};

/**
 * Clears the toasts on screen: on a phone they sit just above the bottom bar, which is where a
 * dialog's sticky footer puts an alert that must be read now (a version conflict beside Save).
 * No toast code is loaded just for this.
 */
export function dismissToasts() {
  if (!sonner) return;
  void sonner.then(({ toast }) => toast.dismiss());
}

/** Loads the toast code early once the app is interactive, so the first toast is instant. */
export function preloadToasts() {
  void ready();
}
