import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type ConfirmPasswordInput, confirmPasswordSchema } from "../../../../shared/schemas/auth";
import { FormField } from "../../../components/forms/form-field";
import { Button } from "../../../components/ui/button";
import { isWrongPassword } from "./api/auth-request";

/**
 * Asks for the password before a security change. `onConfirm` runs the change; a wrong password
 * shows under the field, any other failure is left to `onConfirm` to report.
 */
export function PasswordConfirmForm({
  id,
  intro,
  submitLabel,
  busyLabel,
  destructive = false,
  onConfirm,
  onCancel,
}: {
  id: string;
  intro: string;
  submitLabel: string;
  busyLabel: string;
  destructive?: boolean;
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<ConfirmPasswordInput>({
    resolver: zodResolver(confirmPasswordSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await onConfirm(password);
    } catch (error) {
      if (!isWrongPassword(error)) throw error;
      form.setError("password", { message: "That password is not right" }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">{intro}</p>
      <FormField
        id={id}
        label="Your password"
        type="password"
        autoComplete="current-password"
        autoFocus
        registration={form.register("password")}
        error={errors.password}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant={destructive ? "destructive" : "default"}
          disabled={isSubmitting}
        >
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
