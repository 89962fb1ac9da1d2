import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { messages } from "../../../../shared/messages";
import type { SignUpInput } from "../../../../shared/schemas/auth";
import { FormField } from "../../../components/forms/form-field";
import { Button } from "../../../components/ui/button";
import { FieldMessage } from "../../../components/ui/input";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver";
import { notify } from "../../../lib/toast";
import { signUp } from "../api/auth-client";

const signUpResolver = lazyZodResolver<SignUpInput>(() =>
  import("../../../../shared/schemas/auth").then((m) => m.signUpSchema),
);

/** The Create Account tab; a demo visitor who signs up keeps their sandbox. */
export function SignUpForm() {
  const [createdFor, setCreatedFor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SignUpInput>({
    resolver: signUpResolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { name: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ name, email, password }) => {
    setError(null);
    try {
      const { error: failure } = await signUp(email, password, name);
      if (failure) {
        const message = failure.message || messages.auth.signupFailed;
        setError(message);
        notify.error(messages.auth.titles.signUpFailed, { description: message });
        return;
      }
      // The page says the rest (the link sent, where): the toast only confirms.
      notify.success(messages.auth.signUpSuccessful);
      setCreatedFor(email);
      form.reset();
    } catch {
      setError(messages.auth.unexpected);
      notify.error(messages.auth.titles.signUpFailed, { description: messages.auth.unexpected });
    }
  });

  if (createdFor) {
    return (
      <div role="status" className="grid gap-3 text-center">
        <MailCheck className="mx-auto size-10 text-primary" aria-hidden="true" />
        <p className="font-medium">{messages.auth.accountCreated}</p>
        <p className="text-sm text-muted-foreground">
          We sent a link to <strong className="break-all">{createdFor}</strong>.
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} onFocus={signUpResolver.preload} noValidate className="grid gap-4">
      <FormField
        id="signup-name"
        label="Name"
        autoComplete="name"
        placeholder="Pat Smith"
        registration={form.register("name")}
        error={errors.name}
      />
      <FormField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.co.uk"
        registration={form.register("email")}
        error={errors.email}
      />
      <FormField
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        registration={form.register("password")}
        error={errors.password}
      />
      <FormField
        id="signup-confirm"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        registration={form.register("confirmPassword")}
        error={errors.confirmPassword}
      />
      <FieldMessage>{error ?? undefined}</FieldMessage>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
