/**
 * Working with no signal (docs/decisions/0021-offline.md): the data layer with its cache kept on
 * the device, and the banner (with the conflict chooser) the dashboard's layout shows.
 */
export { OfflineBanner } from "./offline-banner";
export { OfflineQueryProvider, restoreOfflineCache } from "./offline-provider";
