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
    queryTimeout: "That took too long, so we stopped it. Please try again in a minute.",
  },
  auth: {
    loggedIn: "Successfully logged in!",
    signedIn: "Signed in successfully",
    signedOut: "Signed out successfully",
    loginFailed: "Login failed. Please check your credentials.",
    signupFailed: "Signup failed. Please try again.",
    resetFailed: "Failed to send reset instructions. Please try again.",
    unexpected: "An unexpected error occurred",
    accountCreated: "Account created successfully! Please check your email to verify your account.",
    signUpSuccessful: "Sign up successful",
    resetSent: "Password reset instructions sent to your email!",
    resetEmailSent: "Password reset email sent",
    resetEmailSentDescription: "Check your email for a password reset link",
    resetPanel:
      "Check your email for a link to reset your password. If it doesn't appear within a few minutes, check your spam folder.",
    notVerified:
      "Please verify your email address before signing in. We can send the verification email again.",
    verificationResent: "Verification email sent. Check your inbox.",
    verificationLinkExpired:
      "This link has expired or was replaced by a newer one. Sign up again to get a new link.",
    notTheSignUpPassword: "That is not the password this account was signed up with.",
    alreadyVerified: "This email is already verified. Sign in with your password.",
    titles: {
      signUpFailed: "Sign up failed",
      signInFailed: "Sign in failed",
      signOutFailed: "Sign out failed",
      resetFailed: "Password reset failed",
    },
  },
  quotes: {
    jobDescription: "Please provide a job description",
    materialDetails: "Please fill in all material details",
    createFailed: "Failed to create quote. Please try again.",
    idTaken: "This quote's id is already in use. Create the quote again.",
    customerGone: "That customer is no longer on record. Pick another customer.",
    savedOnDevice: "Saved on this device: it will be sent when you're back online.",
    missingInformation: "Missing Information - Please fill in all required fields",
    createError: "Error - An error occurred while creating the quote",
    selectClient: "Please select a client",
    notFoundTitle: "Quote Not Found",
    notFound: "The requested quote could not be found.",
    created: "Quote created successfully",
    quickCreated: "Quote Created",
    statusUpdated: (label: string) => `Quote status updated to ${label}`,
    sentTo: (email: string) => `Quote sent to ${email}`,
    measurementLabel: "Please provide a label for the measurement",
    measurementValue: "Please provide a valid measurement value",
    expired: "This quote has expired and can no longer be accepted.",
    lineVatRate: "A line's VAT rate must be 20%, 5% or 0%",
    markupPercent: "A line's markup must be between 0% and 1000%",
    sentReadOnly: "This quote has been sent. Revise it to make changes.",
    acceptedReadOnly: "This quote has been accepted. Revise it to make a variation.",
    acceptedByCustomer:
      "The customer accepted this quote. Revise it to make a variation, or record their decision on a variation.",
    reviseDraft: "This quote is still a draft. Edit it instead of revising it.",
  },
  orders: {
    /** Every merchant already ordered from; each `date` is already formatted (dd/mm/yyyy, formatDate). */
    alreadyOrdered: (earlier: readonly { merchant: string; date: string }[]) => {
      const each = earlier.map((e) => `${e.merchant} on ${e.date}`);
      const last = each.pop() ?? "";
      return `Materials for this quote were already ordered from ${each.length ? `${each.join(", ")} and ${last}` : last}.`;
    },
    quoteNotAccepted: "This quote has not been accepted yet. Order the materials anyway?",
    orderAgainTitle: "Order again?",
    orderAnywayTitle: "Order before acceptance?",
  },
  notFoundPage: "Oops! This page doesn't exist",
} as const;
