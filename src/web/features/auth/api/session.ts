import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api";

export interface Me {
  user: { id: string; email: string; name: string; isAnonymous: boolean; isAdmin: boolean };
  business: { id: string; name: string };
}

export const meQueryKey = ["me"] as const;

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: async (): Promise<Me | null> => {
    try {
      return await api<Me>("GET", "/api/me");
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

/** The signed-in user and their business; null when signed out. */
export function useMe() {
  return useQuery(meQueryOptions);
}

/** SPEC §2: the first two letters of the email, or U. */
export function initialsOf(email: string | undefined): string {
  const letters = (email ?? "").replace(/[^a-z0-9]/gi, "").slice(0, 2);
  return letters ? letters.toUpperCase() : "U";
}
