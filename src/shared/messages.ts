/** The product's user-facing texts (SPEC.md §8), one catalogue for both sides. */
export const messages = {
  waitlist: {
    added: "You've been added to our waitlist!",
    duplicate: "This email is already on our waitlist",
    failed: "Something went wrong. Please try again later.",
  },
  validation: {
    email: "Please enter a valid email address",
    password: "Password must be at least 6 characters",
    name: "Name must be at least 2 characters",
    passwordsMatch: "Passwords don't match",
  },
  http: {
    badJson: "The request body is not valid JSON",
    invalid: "Some fields are not valid",
    notFound: "Not found",
    unauthorized: "Please sign in to continue",
    tooLarge: "The request is too large",
    internal: "Something went wrong. Please try again later.",
    rateLimited: "Too many requests. Please wait a moment and try again.",
  },
  notFoundPage: "Oops! This page doesn't exist",
} as const;
