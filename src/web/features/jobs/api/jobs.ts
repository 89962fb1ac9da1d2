import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import {
  type Board,
  boardSchema,
  type CalendarFeed,
  type CompleteJobInput,
  calendarFeedSchema,
  type Job,
  type JobInput,
  type JobList,
  type JobStatus,
  type JobUpdate,
  jobListSchema,
  jobSchema,
} from "../../../../shared/schemas/jobs";
import { ApiError, api } from "../../../lib/api";
import { quotesRootKey } from "../../quotes";

export const jobsRootKey = ["jobs"] as const;
export const boardQueryKey = ["jobs", "board"] as const;
export const jobQueryKey = (id: string) => ["jobs", "detail", id] as const;

const enc = encodeURIComponent;

export function useBoard() {
  return useQuery({
    queryKey: boardQueryKey,
    queryFn: async (): Promise<Board> => boardSchema.parse(await api<unknown>("GET", "/api/board")),
  });
}

export function useJobs(filter: { status?: JobStatus; q?: string; quoteId?: string }) {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.q?.trim()) params.set("q", filter.q.trim());
  if (filter.quoteId) params.set("quoteId", filter.quoteId);
  return useQuery({
    queryKey: ["jobs", "list", params.toString()],
    queryFn: async (): Promise<Job[]> =>
      jobListSchema.parse(await api<unknown>("GET", `/api/jobs?${params}`)).jobs,
    placeholderData: (previous) => previous,
  });
}

/**
 * Job History and the lists of one status or one customer: pages of 50 loaded as the page
 * scrolls; the server searches every job.
 */
export function useJobPages(filter: { status?: JobStatus; q?: string; customerId?: string }) {
  return useInfiniteQuery({
    queryKey: [
      "jobs",
      "pages",
      filter.status ?? "",
      filter.q?.trim() ?? "",
      filter.customerId ?? "",
    ],
    queryFn: async ({ pageParam }): Promise<JobList> => {
      const params = new URLSearchParams();
      if (filter.status) params.set("status", filter.status);
      if (filter.q?.trim()) params.set("q", filter.q.trim());
      if (filter.customerId) params.set("customerId", filter.customerId);
      if (pageParam) params.set("cursor", pageParam);
      return jobListSchema.parse(await api<unknown>("GET", `/api/jobs?${params}`));
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useJob(id: string) {
  return useQuery({
    queryKey: jobQueryKey(id),
    queryFn: async (): Promise<Job> =>
      jobSchema.parse(await api<unknown>("GET", `/api/jobs/${enc(id)}`)),
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 3,
  });
}

/** Every job change refreshes jobs, the board and quotes (a quote's job flag). */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return async (job?: Job) => {
    if (job) queryClient.setQueryData(jobQueryKey(job.id), job);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: jobsRootKey }),
      queryClient.invalidateQueries({ queryKey: quotesRootKey }),
    ]);
  };
}

export function useCreateJob() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (input: JobInput) =>
      jobSchema.parse(await api<unknown>("POST", "/api/jobs", input)),
    onSuccess: (job) => invalidate(job),
  });
}

export function useUpdateJob() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async ({ id, ...input }: JobUpdate & { id: string }) =>
      jobSchema.parse(await api<unknown>("PATCH", `/api/jobs/${enc(id)}`, input)),
    onSuccess: (job) => invalidate(job),
  });
}

export function useJobAction() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async ({
      id,
      action,
      worked,
    }: {
      id: string;
      action: "start" | "complete";
      /** Finish Job's days worked, when not today (docs: completeJobSchema). */
      worked?: CompleteJobInput;
    }) =>
      // Sent as JSON even when empty: the finish takes a JSON body (a plain-text one is refused).
      jobSchema.parse(await api<unknown>("POST", `/api/jobs/${enc(id)}/${action}`, worked ?? {})),
    onSuccess: (job) => invalidate(job),
    onError: () => invalidate(),
  });
}

export function useDeleteJob() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (id: string) => {
      await api<unknown>("DELETE", `/api/jobs/${enc(id)}`);
    },
    onSuccess: () => invalidate(),
  });
}

const feedKey = ["calendar-feed"] as const;

export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: feedKey,
    enabled,
    queryFn: async (): Promise<CalendarFeed> =>
      calendarFeedSchema.parse(await api<unknown>("GET", "/api/calendar-feed")),
  });
}

export function useCalendarFeedChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: "create" | "revoke") =>
      calendarFeedSchema.parse(
        await api<unknown>(action === "create" ? "POST" : "DELETE", "/api/calendar-feed"),
      ),
    onSuccess: (feed) => queryClient.setQueryData(feedKey, feed),
  });
}
