import { useQuery } from "@tanstack/react-query";
import { photoStorageSchema } from "../../../../shared/schemas/quote-photos";
import { api } from "../../../lib/api";

/** The business's site photos against how much it may keep (GET /api/settings/photo-storage). */
export function usePhotoStorage() {
  return useQuery({
    queryKey: ["settings", "photo-storage"] as const,
    queryFn: async () =>
      photoStorageSchema.parse(await api<unknown>("GET", "/api/settings/photo-storage")),
    staleTime: 0,
  });
}
