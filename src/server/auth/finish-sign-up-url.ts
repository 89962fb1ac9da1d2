/** The web page that finishes a sign-up (src/web: paths.verifyEmail), asking for its password. */
export const FINISH_SIGN_UP_PAGE = "/verify-email";

/** The emailed verification link: our page with better-auth's token. */
export function finishSignUpUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${FINISH_SIGN_UP_PAGE}?token=${encodeURIComponent(token)}`;
}
