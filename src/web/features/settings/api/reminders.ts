import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReminderSettings, reminderSettingsSchema } from "../../../../shared/schemas/settings";
import { api } from "../../../lib/api";

export const reminderSettingsQueryKey = ["settings", "reminders"] as const;

export function useReminderSettings() {
  return useQuery({
    queryKey: reminderSettingsQueryKey,
    queryFn: async () =>
      reminderSettingsSchema.parse(await api<unknown>("GET", "/api/settings/reminders")),
  });
}

export function useSaveReminderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ReminderSettings) =>
      reminderSettingsSchema.parse(await api<unknown>("PUT", "/api/settings/reminders", settings)),
    onSuccess: (saved) => client.setQueryData(reminderSettingsQueryKey, saved),
  });
}
