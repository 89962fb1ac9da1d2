import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FinishSignUpInput, FinishSignUpResult } from "../../../../shared/schemas/auth";
import { api } from "../../../lib/api";
import { meQueryKey } from "./session";

/** Verifies the email of a sign-up with its password; the answer signs this browser in. */
export const finishSignUp = (input: FinishSignUpInput) =>
  api<FinishSignUpResult>("POST", "/api/account/verify-email", input);

/** A finished sign-up changes who is signed in, so the session is read again. */
export function useFinishSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishSignUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
