import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { messages } from "../../../shared/messages";
import { type ResetPasswordInput, resetPasswordSchema } from "../../../shared/schemas/auth";
import { FormField } from "../../components/forms/form-field";
import { Button } from "../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { FieldMessage } from "../../components/ui/input";
import { paths } from "../../config/paths";
import { notify } from "../../lib/toast";
import { authCall } from "./api/auth-client";
import { meQueryKey } from "./api/session";
import { AuthShell } from "./components/auth-shell";

/** The target of the emailed link: choose a new password, then straight into the app. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkError = params.get("error");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      const { data, error: failure } = await authCall<{ twoFactorRedirect?: boolean }>(
        "/reset-password",
        { token, newPassword: password },
      );
      if (failure) {
        setError(failure.message || messages.auth.resetFailed);
        return;
      }
      notify.success("Password updated", {
        description: "You are signed in with your new password.",
      });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      navigate(data?.twoFactorRedirect ? paths.login : paths.dashboard, { replace: true });
    } catch {
      setError(messages.auth.unexpected);
    }
  });

  const invalid = !token || linkError;
  return (
    <AuthShell back={{ to: paths.login, label: "Back to login" }}>
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">Choose a new password</CardTitle>
          <CardDescription>
            At least 6 characters. You will be signed in straight away.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {invalid ? (
            <div role="alert" className="grid gap-4">
              <p className="text-sm">
                This reset link is invalid or has expired. Ask for a new one and use it within an
                hour.
              </p>
              <Button asChild>
                <Link to={paths.forgotPassword}>Send a new link</Link>
              </Button>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="grid gap-4">
              <FormField
                id="reset-password"
                label="New password"
                type="password"
                autoComplete="new-password"
                registration={form.register("password")}
                error={errors.password}
              />
              <FormField
                id="reset-confirm"
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                registration={form.register("confirmPassword")}
                error={errors.confirmPassword}
              />
              <FieldMessage>{error ?? undefined}</FieldMessage>
              <Button type="submit" disabled={isSubmitting} className="w-full">
                {isSubmitting ? "Saving..." : "Set new password"}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </AuthShell>
  );
}
