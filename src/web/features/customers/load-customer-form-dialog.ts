/**
 * The customer form dialog, loaded on demand: the builder opens it on a click (New customer), so
 * the form and the customer schemas are not in the builder's first chunks.
 */
export const loadCustomerFormDialog = () => import("./customer-form-dialog");
