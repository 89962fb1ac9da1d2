/**
 * What other features may use of auth: the session, the demo account's stand-in for sending, and
 * the demo's banner, and the log-out question (a demo's sandbox, changes not yet sent).
 */
export { meQueryKey, useMe } from "./api/session";
export { DemoBanner } from "./components/demo-banner";
export { SendOrDemo } from "./components/demo-send-dialog";
export { LogOutDialog, useLogOutNeedsAsking } from "./components/log-out-dialog";
