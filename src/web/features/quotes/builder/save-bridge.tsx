import { useEffect } from "react";
import { useCreateQuote } from "../api/create-quote";
import { useUpdateQuote } from "../api/update-quote";

/** Creating and saving a quote (the quotes API's hooks, with their offline queue). */
export interface Savers {
  create: ReturnType<typeof useCreateQuote>["mutateAsync"];
  update: ReturnType<typeof useUpdateQuote>["mutateAsync"];
}

/**
 * Hands the save hooks to the builder: a chunk of its own, mounted once the first screen has been
 * painted, so the schemas the saving code imports do not hold up that screen.
 */
export default function SaveBridge({ onReady }: { onReady: (savers: Savers) => void }) {
  const create = useCreateQuote();
  const update = useUpdateQuote();
  useEffect(() => {
    onReady({ create: create.mutateAsync, update: update.mutateAsync });
  });
  return null;
}
