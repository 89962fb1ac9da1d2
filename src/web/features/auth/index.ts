/**
 * What other features may use of auth: the session, the demo account's stand-in for sending, and
 * the demo's banner and log-out confirmation (both lead to the sign-up that keeps the sandbox).
 */
export { meQueryKey, useMe } from "./api/session";
export { DemoBanner } from "./components/demo-banner";
export { DemoLogOutDialog } from "./components/demo-log-out-dialog";
export { SendOrDemo } from "./components/demo-send-dialog";
