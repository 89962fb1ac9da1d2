/** Every request limit, each a count per minute (docs/decisions/0022-tenant-limits.md). */
export interface RequestLimits {
  /** Per business: POST, PUT, PATCH and DELETE under /api by a signed-in member. */
  writes: number;
  /** Per business: PDFs, CSV exports, archives and reports, each drawn afresh. */
  documents: number;
  /** Per business: list and search pages (quotes, customers, products, …). */
  lists: number;
  /** Per customer link: its page, its JSON and its PDF. */
  linkViews: number;
  /** Per customer link: accept and decline, by form or JSON. */
  linkDecisions: number;
  /** Per client address: every customer-page request above, across all links. */
  publicPerAddress: number;
  /** Per client address: "opened" reports counted (over it they are answered but not counted). */
  opened: number;
  /** Per client address: the customer page's images (the logo and site photos), across links. */
  publicImagesPerAddress: number;
}

export const REQUEST_LIMIT_WINDOW_MS = 60_000;

/**
 * Several times what a busy tradesperson, the demo or the load benchmark's users reach (ADR 0022
 * shows the arithmetic), and far below what a script in a loop makes.
 */
export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  writes: 600,
  documents: 120,
  lists: 1_800,
  linkViews: 120,
  linkDecisions: 10,
  publicPerAddress: 300,
  opened: 30,
  // A page shows the logo and up to 10 photos: 11 images for each of the address's 300 pages.
  publicImagesPerAddress: 3_300,
};

/**
 * Per business, in each server process: requests running at once, and how many more may wait
 * their turn (docs/decisions/0026-requests-at-once.md). A browser opens at most six connections
 * to a host, so one tab of the app never waits here.
 */
export interface RequestsAtOnce {
  running: number;
  /** Of those running, documents (PDFs, CSVs, exports and reports: the heavy reads). */
  documents: number;
  waiting: number;
}

export const DEFAULT_REQUESTS_AT_ONCE: RequestsAtOnce = { running: 6, documents: 1, waiting: 100 };
