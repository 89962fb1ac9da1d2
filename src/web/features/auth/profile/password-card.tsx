import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { type ChangePasswordInput, changePasswordSchema } from "../../../../shared/schemas/auth";
import { FormField } from "../../../components/forms/form-field";
import { Button } from "../../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card";
import { FieldMessage } from "../../../components/ui/input";
import { notify } from "../../../lib/toast";
import { isWrongPassword } from "./api/auth-request";
import { useChangePassword } from "./api/change-password";

const wrongPassword = "Your current password is not right";

export function PasswordCard() {
  const revokeId = useId();
  const changePassword = useChangePassword();
  const [revokeOtherSessions, setRevokeOtherSessions] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await changePassword.mutateAsync({ ...values, revokeOtherSessions });
      form.reset();
      notify.success("Password changed", {
        description: revokeOtherSessions
          ? "You have been signed out of your other sessions."
          : undefined,
      });
    } catch (error) {
      if (isWrongPassword(error)) {
        form.setError("currentPassword", { message: wrongPassword }, { shouldFocus: true });
        return;
      }
      const message = error instanceof Error ? error.message : "Please try again.";
      setFailure(message);
      notify.error("Password not changed", { description: message });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>
          Use at least 6 characters. A few unrelated words make a strong password you can remember.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField
            id="current-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            registration={form.register("currentPassword")}
            error={errors.currentPassword}
          />
          <FormField
            id="new-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            registration={form.register("password")}
            error={errors.password}
          />
          <FormField
            id="confirm-password"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            registration={form.register("confirmPassword")}
            error={errors.confirmPassword}
          />
          <div className="flex items-start gap-2">
            <input
              id={revokeId}
              type="checkbox"
              checked={revokeOtherSessions}
              onChange={(e) => setRevokeOtherSessions(e.target.checked)}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <label htmlFor={revokeId} className="text-sm">
              Sign out of my other sessions (other browsers and devices)
            </label>
          </div>
          <FieldMessage>{failure ?? undefined}</FieldMessage>
          <div>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Changing..." : "Change password"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
