/** One customer's address in the API. */
export const customerPath = (id: string) => `/api/customers/${encodeURIComponent(id)}`;
