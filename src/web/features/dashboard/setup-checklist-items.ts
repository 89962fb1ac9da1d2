import type { SetupItemKey } from "../../../shared/schemas/setup";
import { paths } from "../../config/paths";

/** Where each checklist item is done: the settings tab it lives on, or the page that creates it. */
export const setupItems: Record<SetupItemKey, { label: string; hint: string; to: string }> = {
  businessDetails: {
    label: "Add your business details",
    hint: "Your name, address, phone and email, shown on every quote.",
    to: `${paths.settings}?tab=business`,
  },
  logo: {
    label: "Upload your logo",
    hint: "It heads your quotes, invoices and the customer's page.",
    to: `${paths.settings}?tab=business`,
  },
  bankDetails: {
    label: "Add your bank details",
    hint: "So customers can pay your invoices by bank transfer.",
    to: `${paths.settings}?tab=business`,
  },
  vatStatus: {
    label: "Set your VAT status",
    hint: "VAT registered with your number, or not registered.",
    to: `${paths.settings}?tab=business`,
  },
  tradeAccount: {
    label: "Add a merchant trade account",
    hint: "Order materials on your own account and terms.",
    to: `${paths.settings}?tab=merchants`,
  },
  firstCustomer: {
    label: "Add your first customer",
    hint: "Name and contact details, ready for a quote.",
    to: `${paths.customers}?new=1`,
  },
  firstQuote: {
    label: "Send your first quote",
    hint: "Build it, then send it by email with a link to accept.",
    to: paths.newQuote,
  },
};
