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
    titles: {
      signUpFailed: "Sign up failed",
      signInFailed: "Sign in failed",
      signOutFailed: "Sign out failed",
      resetFailed: "Password reset failed",
    },
  },
  notFoundPage: "Oops! This page doesn't exist",
} as const;
