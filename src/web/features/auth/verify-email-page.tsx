import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { messages } from "../../../shared/messages";
import { finishSignUpSchema } from "../../../shared/schemas/auth";
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
import { ApiError } from "../../lib/api";
import { notify } from "../../lib/toast";
import { useFinishSignUp } from "./api/finish-sign-up";
import { AuthShell } from "./components/auth-shell";

const passwordSchema = finishSignUpSchema.pick({ password: true });

/**
 * The address the link was sent to, read from the token's payload to show whose account this is
 * (the server checks the token; a link sent by someone else is then plain to see).
 */
function addressOf(token: string | null): string | null {
  try {
    const payload = token?.split(".")[1]?.replace(/-/g, "+").replace(/_/g, "/") ?? "";
    const email: unknown = JSON.parse(atob(payload)).email;
    return typeof email === "string" ? email : null;
  } catch {
    return null;
  }
}
type PasswordInput = { password: string };

/**
 * The target of the emailed sign-up link: the link alone proves the mailbox, the password proves
 * the person finishing is the one who signed up (docs/decisions/0027). Then straight into the app.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const address = addressOf(token);
  const navigate = useNavigate();
  const finish = useFinishSignUp();
  const [linkDead, setLinkDead] = useState(!token);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PasswordInput>({
    resolver: zodResolver(passwordSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setError(null);
    if (!token) return;
    try {
      const { alreadyVerified } = await finish.mutateAsync({ token, password });
      if (alreadyVerified) {
        notify.success(messages.auth.alreadyVerified);
        navigate(paths.login, { replace: true });
        return;
      }
      notify.success("Email verified", { description: "Welcome to Sole." });
      navigate(paths.dashboard, { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields.password) {
        form.setError("password", { message: failure.fields.password }, { shouldFocus: true });
      } else if (failure instanceof ApiError && failure.status === 400) {
        setLinkDead(true);
      } else {
        setError(failure instanceof ApiError ? failure.message : messages.auth.unexpected);
      }
    }
  });

  return (
    <AuthShell back={{ to: paths.login, label: "Back to login" }}>
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">Confirm your email</CardTitle>
          <CardDescription>
            Enter the password you chose when you signed up to finish.
          </CardDescription>
          {address ? (
            <p className="text-sm">
              Signing up as <span className="font-medium break-all">{address}</span>
            </p>
          ) : null}
        </CardHeader>
        <CardContent>
          {linkDead ? (
            <div role="alert" className="grid gap-4">
              <p className="text-sm">{messages.auth.verificationLinkExpired}</p>
              <Button asChild>
                <Link to={`${paths.login}?tab=signup`}>Sign up again</Link>
              </Button>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="grid gap-4">
              <FormField
                id="verify-password"
                label="Password"
                type="password"
                autoComplete="current-password"
                registration={form.register("password")}
                error={errors.password}
              />
              <FieldMessage>{error ?? undefined}</FieldMessage>
              <Button type="submit" disabled={isSubmitting} className="w-full">
                {isSubmitting ? "Verifying..." : "Verify and sign in"}
              </Button>
              <Link
                to={`${paths.login}?tab=signup`}
                className="text-center text-sm text-primary hover:underline"
              >
                Forgot it? Sign up again
              </Link>
            </form>
          )}
        </CardContent>
      </Card>
    </AuthShell>
  );
}
