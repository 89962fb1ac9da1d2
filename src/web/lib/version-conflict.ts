import { VERSION_CONFLICT } from "../../shared/schemas/version";
import { ApiError } from "./api";
import { notify } from "./toast";

/**
 * A save refused because the row changed since it was loaded (409 `version_conflict`,
 * docs/decisions/0008-optimistic-concurrency.md).
 */
export function isVersionConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.code === VERSION_CONFLICT;
}

/**
 * For screens without a form to hold an inline alert: the conflict's message as a toast whose
 * Reload action fetches the latest version.
 */
export function notifyVersionConflict(error: ApiError, reload: () => void) {
  notify.error(error.message, { action: { label: "Reload", onClick: reload } });
}
