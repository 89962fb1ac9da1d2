import { zodResolver } from "@hookform/resolvers/zod";
import { Copy } from "lucide-react";
import { useForm } from "react-hook-form";
import { type TotpCodeInput, totpCodeSchema } from "../../../../shared/schemas/auth";
import { Button } from "../../../components/ui/button";
import { FieldMessage, Input, Label } from "../../../components/ui/input";
import { AuthRequestError } from "./api/auth-request";
import type { TwoFactorSetup as Setup } from "./api/enable-two-factor";
import { copyText } from "./clipboard";
import { QrCode } from "./qr-code";
import { groupInFours, secretFromTotpUri } from "./totp-uri";

/**
 * Step two of turning on two-factor: scan the QR code (or type the setup key), then prove it
 * worked with a code from the app.
 */
export function TwoFactorSetup({
  setup,
  onConfirm,
  onCancel,
}: {
  setup: Setup;
  onConfirm: (code: string) => Promise<void>;
  onCancel: () => void;
}) {
  const secret = secretFromTotpUri(setup.totpURI);
  const form = useForm<TotpCodeInput, unknown, { code: string }>({
    resolver: zodResolver(totpCodeSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { code: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onConfirm(code);
    } catch (error) {
      const message =
        error instanceof AuthRequestError && error.code === "INVALID_CODE"
          ? "That code didn't match. Enter the newest code your app shows."
          : error instanceof Error
            ? error.message
            : "Please try again.";
      form.setError("code", { message }, { shouldFocus: true });
    }
  });

  return (
    <div className="grid gap-6">
      <ol className="grid gap-6">
        <li className="grid gap-3">
          <p className="text-sm">
            <span className="font-semibold">1. Scan this QR code</span> with an authenticator app
            such as Google Authenticator, Microsoft Authenticator or 1Password.
          </p>
          <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
            <QrCode value={setup.totpURI} label="QR code for your authenticator app" />
            <div className="grid min-w-0 gap-2 text-sm">
              <p className="text-muted-foreground">Can't scan it? Type this setup key instead:</p>
              <figure aria-label="Setup key">
                <code className="block break-words rounded-md border bg-muted/50 px-3 py-2 font-mono text-sm tracking-wide">
                  {groupInFours(secret)}
                </code>
              </figure>
              <div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => copyText(secret, "Setup key")}
                >
                  <Copy /> Copy key
                </Button>
              </div>
            </div>
          </div>
        </li>
        <li>
          <form onSubmit={submit} noValidate className="grid gap-3">
            <p className="text-sm">
              <span className="font-semibold">2. Enter the 6-digit code</span> your app now shows
              for Sole.
            </p>
            <div className="grid gap-2">
              <Label htmlFor="totp-code">Authentication code</Label>
              <Input
                id="totp-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                placeholder="123456"
                className="max-w-40 font-mono tracking-[0.3em]"
                aria-invalid={errors.code ? true : undefined}
                aria-describedby={errors.code ? "totp-code-error" : undefined}
                {...form.register("code")}
              />
              <FieldMessage id="totp-code-error">{errors.code?.message}</FieldMessage>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? "Checking..." : "Turn on two-factor"}
              </Button>
              <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
