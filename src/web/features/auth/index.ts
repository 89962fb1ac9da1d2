/** What other features may use of auth: the session and the demo account's stand-in for sending. */
export { meQueryKey, useMe } from "./api/session";
export { SendOrDemo } from "./components/demo-send-dialog";
