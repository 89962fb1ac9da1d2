/** What other features may use of email deliveries: the status line with "Send again". */
export { EmailDeliveryStatus } from "./email-delivery-status";
