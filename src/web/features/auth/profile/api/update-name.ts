import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { changeNameSchema } from "../../../../../shared/schemas/auth";
import { meQueryKey } from "../../api/session";
import { authRequest } from "./auth-request";

export type ChangeNameInput = z.infer<typeof changeNameSchema>;

export const updateName = ({ name }: ChangeNameInput) =>
  authRequest(z.object({ status: z.boolean() }), "/update-user", { name });

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
