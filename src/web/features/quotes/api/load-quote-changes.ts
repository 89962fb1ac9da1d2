/**
 * The quote changes that wait for a connection (create, save, photo), loaded on demand: the
 * offline layer registers them before it restores the changes a reload left waiting, without the
 * quote schemas in the app's first chunks (docs/decisions/0002, 0021).
 */
export const loadQuoteChanges = () => import("./offline-mutations");
