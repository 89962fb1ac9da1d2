import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { authRequest } from "./auth-request";

const sessionSchema = z
  .object({
    session: z.object({ id: z.string() }),
    user: z.object({ twoFactorEnabled: z.boolean().nullish() }),
  })
  .nullable();

export interface AccountSecurity {
  /** The id of this browser's session, to mark it in the sessions list. */
  sessionId: string | null;
  twoFactorEnabled: boolean;
}

export const accountSecurityQueryKey = ["auth", "security"] as const;

/** better-auth's own view of the session (our /api/me does not carry the two-factor flag). */
export async function getAccountSecurity(): Promise<AccountSecurity> {
  const data = await authRequest(
    sessionSchema,
    "/get-session?disableCookieCache=true",
    undefined,
    "GET",
  );
  return {
    sessionId: data?.session.id ?? null,
    twoFactorEnabled: Boolean(data?.user.twoFactorEnabled),
  };
}

export const accountSecurityQueryOptions = queryOptions({
  queryKey: accountSecurityQueryKey,
  queryFn: getAccountSecurity,
});

export function useAccountSecurity() {
  return useQuery(accountSecurityQueryOptions);
}
