import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { messages } from "../../../../shared/messages";
import type { LoginInput } from "../../../../shared/schemas/auth";
import { FormField } from "../../../components/forms/form-field";
import { Button } from "../../../components/ui/button";
import { FieldMessage } from "../../../components/ui/input";
import { paths } from "../../../config/paths";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver";
import { notify } from "../../../lib/toast";
import { authCall, resendVerification, signIn } from "../api/auth-client";

type Step = { kind: "credentials" } | { kind: "two-factor" };

const loginResolver = lazyZodResolver<LoginInput>(() =>
  import("../../../../shared/schemas/auth").then((m) => m.loginSchema),
);

/** The Login tab: credentials, then the authenticator code when two-factor is on. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [step, setStep] = useState<Step>({ kind: "credentials" });
  const [error, setError] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: loginResolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, password }) => {
    setError(null);
    setUnverifiedEmail(null);
    try {
      const { data, error: failure } = await signIn(email, password);
      if (failure) {
        if (failure.code === "EMAIL_NOT_VERIFIED") {
          setUnverifiedEmail(email);
          setError(messages.auth.notVerified);
          return;
        }
        const message = failure.message || messages.auth.loginFailed;
        setError(message);
        notify.error(messages.auth.titles.signInFailed, { description: message });
        return;
      }
      if (data?.twoFactorRedirect) {
        setStep({ kind: "two-factor" });
        return;
      }
      notify.success(messages.auth.loggedIn);
      onSignedIn();
    } catch {
      setError(messages.auth.unexpected);
      notify.error(messages.auth.titles.signInFailed, { description: messages.auth.unexpected });
    }
  });

  const resend = async () => {
    if (!unverifiedEmail) return;
    const { error: failure } = await resendVerification(unverifiedEmail);
    if (failure) notify.error(failure.message || messages.auth.unexpected);
    else notify.success(messages.auth.verificationResent);
  };

  if (step.kind === "two-factor") return <TwoFactorStep onSignedIn={onSignedIn} />;

  return (
    <form onSubmit={submit} onFocus={loginResolver.preload} noValidate className="grid gap-4">
      <FormField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.co.uk"
        registration={form.register("email")}
        error={errors.email}
      />
      <FormField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        registration={form.register("password")}
        error={errors.password}
      />
      {error ? (
        <div
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          <p>{error}</p>
          {unverifiedEmail ? (
            <Button type="button" variant="link" className="h-auto p-0 pt-1" onClick={resend}>
              Resend verification email
            </Button>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? "Signing in..." : "Login"}
      </Button>
      <Link to={paths.forgotPassword} className="text-center text-sm text-primary hover:underline">
        Forgot your password?
      </Link>
    </form>
  );
}

function TwoFactorStep({ onSignedIn }: { onSignedIn: () => void }) {
  const [code, setCode] = useState("");
  const [useBackup, setUseBackup] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const path = useBackup ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp";
    const { error: failure } = await authCall(path, { code: code.trim() });
    setBusy(false);
    if (failure) {
      setError(failure.message || "That code did not work. Try again.");
      return;
    }
    notify.success(messages.auth.loggedIn);
    onSignedIn();
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {useBackup
          ? "Enter one of the backup codes you saved when you turned on two-factor authentication."
          : "Enter the 6-digit code from your authenticator app."}
      </p>
      <div className="grid gap-2">
        <label htmlFor="two-factor-code" className="text-sm font-medium">
          {useBackup ? "Backup code" : "Authentication code"}
        </label>
        <input
          id="two-factor-code"
          className="flex h-12 w-full rounded-md border border-input bg-background px-3 text-center font-mono text-xl tracking-[0.4em] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          inputMode={useBackup ? "text" : "numeric"}
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          required
        />
      </div>
      <FieldMessage>{error ?? undefined}</FieldMessage>
      <Button type="submit" disabled={busy || code.trim().length < 6} className="w-full">
        {busy ? "Checking..." : "Verify"}
      </Button>
      <Button type="button" variant="link" onClick={() => setUseBackup((v) => !v)}>
        {useBackup ? "Use your authenticator app instead" : "Use a backup code instead"}
      </Button>
    </form>
  );
}
