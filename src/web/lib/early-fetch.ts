/**
 * GET requests a page's first render will make, started by main.tsx while the page's chunks
 * download rather than after they have run. `api()` takes one the first time it asks for the same
 * path; only a successful answer is used (one made before signing in is asked again).
 */
const early = new Map<string, Promise<Response | undefined>>();

export function fetchEarly(path: string) {
  early.set(
    path,
    fetch(path, { credentials: "same-origin" }).catch(() => undefined),
  );
}

/** The early answer for `path`, once: a later request asks the server again. */
export async function takeEarly(path: string): Promise<Response | undefined> {
  const pending = early.get(path);
  if (!pending) return undefined;
  early.delete(path);
  const response = await pending;
  return response?.ok ? response : undefined;
}
