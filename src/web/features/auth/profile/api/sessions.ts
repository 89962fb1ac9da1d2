import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { authRequest } from "./auth-request";

const sessionsSchema = z.array(
  z.object({
    id: z.string(),
    userAgent: z.string().nullish(),
    createdAt: z.coerce.date(),
    updatedAt: z.coerce.date(),
  }),
);
export type ActiveSession = z.infer<typeof sessionsSchema>[number];

export const sessionsQueryKey = ["auth", "sessions"] as const;

/** The user's signed-in sessions, most recently used first. */
export async function listSessions(): Promise<ActiveSession[]> {
  const sessions = await authRequest(sessionsSchema, "/list-sessions", undefined, "GET");
  return sessions.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}

export const sessionsQueryOptions = queryOptions({
  queryKey: sessionsQueryKey,
  queryFn: listSessions,
  // better-auth lists sessions only for a session younger than a day: no point retrying.
  retry: false,
});

export function useSessions(enabled = true) {
  return useQuery({ ...sessionsQueryOptions, enabled });
}
