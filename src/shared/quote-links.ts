/** What an old (revoked) customer link says, on the API and on the /q/:token page. */
export const LINK_NO_LONGER_VALID = "This link is no longer valid";

export const NO_CUSTOMER_LINK =
  "This quote has no customer link yet. Send it with the acceptance button to make one.";
