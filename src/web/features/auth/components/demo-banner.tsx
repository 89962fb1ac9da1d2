import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { useMe } from "../api/session";

/** Where a demo visitor creates the account that keeps their sandbox (sign-up adopts it). */
export const keepDemoPath = `${paths.login}?tab=signup`;

/**
 * Issue 20: a demo visitor is told, on every page, that the sandbox goes after 7 days (the clean-up
 * in auth/businesses.ts removeOldDemos) and how to keep it.
 */
export function DemoBanner() {
  // useMe, not demo-send-dialog's useIsDemo: that module would bring Radix Dialog into the
  // layout's chunk, which every page downloads before its first paint.
  if (useMe().data?.user.isAnonymous !== true) return null;
  return (
    <section
      aria-label="Demo account"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b bg-primary/10 px-4 py-2 text-sm md:px-8"
    >
      <p>You&rsquo;re trying Sole with a demo business. Demo data is deleted after 7 days.</p>
      <Link
        to={keepDemoPath}
        className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
      >
        Create an account to keep it
      </Link>
    </section>
  );
}
