/** What other features may use of reports: the VAT and MTD settings card (Settings page). */
export { BooksSettingsCard } from "./books-settings-card";
