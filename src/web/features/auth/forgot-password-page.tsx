import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { messages } from "../../../shared/messages";
import { type ForgotPasswordInput, forgotPasswordSchema } from "../../../shared/schemas/auth";
import { FormField } from "../../components/forms/form-field";
import { Button } from "../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { paths } from "../../config/paths";
import { notify } from "../../lib/toast";
import { resetPassword } from "./api/auth-client";
import { AuthShell } from "./components/auth-shell";

/** The same answer whether or not the address has an account. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const { error } = await resetPassword(email);
      if (error) {
        notify.error(messages.auth.titles.resetFailed, {
          description: error.message || messages.auth.resetFailed,
        });
        return;
      }
      notify.success(messages.auth.resetEmailSent, {
        description: messages.auth.resetEmailSentDescription,
      });
      setSent(true);
    } catch {
      notify.error(messages.auth.titles.resetFailed, { description: messages.auth.unexpected });
    }
  });

  return (
    <AuthShell back={{ to: paths.login, label: "Back to login" }}>
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">Forgot password</CardTitle>
          <CardDescription>
            Enter the email you signed up with and we will send you a link to choose a new password.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {sent ? (
            <div role="status" className="grid gap-4 text-center">
              <MailCheck className="mx-auto size-10 text-primary" aria-hidden="true" />
              <p className="font-medium">{messages.auth.resetSent}</p>
              <p className="text-sm text-muted-foreground">{messages.auth.resetPanel}</p>
              <Button asChild variant="outline">
                <Link to={paths.login}>Return to login</Link>
              </Button>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="grid gap-4">
              <FormField
                id="forgot-email"
                label="Email"
                type="email"
                autoComplete="email"
                placeholder="you@example.co.uk"
                registration={form.register("email")}
                error={errors.email}
              />
              <Button type="submit" disabled={isSubmitting} className="w-full">
                {isSubmitting ? "Sending..." : "Send reset link"}
              </Button>
              <Link to={paths.login} className="text-center text-sm text-primary hover:underline">
                Back to login
              </Link>
            </form>
          )}
        </CardContent>
      </Card>
    </AuthShell>
  );
}
