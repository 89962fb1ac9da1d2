import { readOffline, writeOffline } from "./offline-store";

/**
 * A change sent after the connection returned that the server refused: because someone else had
 * changed the same record meanwhile (409 version_conflict), or for good (`refusal`). It waits
 * here, on the device, until the user has seen it and chosen: nothing is overwritten or dropped
 * silently.
 */
export interface OfflineConflict {
  /** The refused change's id. */
  changeId: string;
  kind: "quote";
  /** The record's id. */
  id: string;
  /** The fields the user changed, as they sent them. */
  mine: Record<string, unknown>;
  /** The version the change was based on. */
  baseVersion: number;
  at: string;
  /**
   * The server's words when it refused the change for another reason than someone else's change
   * (the quote was sent meanwhile, a limit): nothing to choose, but the user sees it.
   */
  refusal?: string;
  /**
   * The refused change made the record (a new draft): nothing of it is on the server, so what I
   * wrote is shown alone, to open again in the builder.
   */
  created?: boolean;
  /**
   * A refused photo: its Blob stays in the device's store under `key` until the user has had the
   * chance to save it and dismisses it (it may be the only copy).
   */
  photo?: { key: string; name: string };
}

const KEY = "conflicts";
let conflicts: OfflineConflict[] = [];
let loaded: Promise<void> | undefined;
const listeners = new Set<() => void>();

function changed(next: OfflineConflict[]) {
  conflicts = next;
  for (const listener of listeners) listener();
  void writeOffline(KEY, next);
}

/** The conflicts kept on the device (read once from IndexedDB). */
export function loadConflicts() {
  loaded ??= readOffline<OfflineConflict[]>(KEY).then((stored) => {
    if (stored?.length) {
      conflicts = [
        ...stored,
        ...conflicts.filter((c) => !stored.some((s) => s.changeId === c.changeId)),
      ];
      for (const listener of listeners) listener();
    }
  });
  return loaded;
}

export function recordConflict(conflict: OfflineConflict) {
  changed([...conflicts.filter((c) => c.changeId !== conflict.changeId), conflict]);
}

export function resolveConflict(changeId: string) {
  changed(conflicts.filter((c) => c.changeId !== changeId));
}

/** Forgets them in memory (the store itself is cleared with everything else on signing out). */
export function forgetConflicts() {
  conflicts = [];
  for (const listener of listeners) listener();
}

export const currentConflicts = () => conflicts;

export function subscribeConflicts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
