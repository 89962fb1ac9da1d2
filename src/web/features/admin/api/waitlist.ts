import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { waitlistEntrySchema } from "../../../../shared/schemas/waitlist";
import { api } from "../../../lib/api";

const waitlistResponseSchema = z.object({ entries: z.array(waitlistEntrySchema) });
export type WaitlistEntries = z.infer<typeof waitlistResponseSchema>["entries"];

export const waitlistQueryKey = ["admin", "waitlist"] as const;

/** The waitlist sign-ups, newest first (admins only: anyone else gets a 404). */
export async function getWaitlist(): Promise<WaitlistEntries> {
  const body = await api<unknown>("GET", "/api/admin/waitlist");
  return waitlistResponseSchema.parse(body).entries;
}

export const waitlistQueryOptions = queryOptions({
  queryKey: waitlistQueryKey,
  queryFn: getWaitlist,
});

export function useWaitlist() {
  return useQuery(waitlistQueryOptions);
}
