/**
 * What other features may use of customers: the list, a picker's search, creating one, and the
 * customer form.
 */
export { createCustomer } from "./api/create-customer";
export {
  customerOptions,
  customerSearchOptions,
  customersSeenOnDevice,
  PICKER_PAGE,
} from "./api/customer-search";
export { useCustomers } from "./api/customers";
export { CustomerFilterNote } from "./customer-filter-note";
export { CustomerFormDialog } from "./customer-form-dialog";
export { CustomerPage } from "./customer-page";
export { loadCustomerFormDialog } from "./load-customer-form-dialog";
