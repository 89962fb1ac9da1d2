import { ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { notify } from "../../../lib/toast";
import { useAccountSecurity } from "./api/account-security";
import { isWrongPassword } from "./api/auth-request";
import { useConfirmTwoFactor } from "./api/confirm-two-factor";
import { useDisableTwoFactor } from "./api/disable-two-factor";
import { type TwoFactorSetup as Setup, useEnableTwoFactor } from "./api/enable-two-factor";
import { useGenerateBackupCodes } from "./api/generate-backup-codes";
import { BackupCodes } from "./backup-codes";
import { PasswordConfirmForm } from "./password-confirm-form";
import { TwoFactorSetup } from "./two-factor-setup";

type Step =
  | { kind: "status" }
  | { kind: "password"; purpose: "enable" | "disable" | "codes" }
  | { kind: "scan"; setup: Setup }
  | { kind: "codes"; codes: string[] };

/** Authenticator-app two-factor: turn on (password, scan, confirm, backup codes) or off. */
export function TwoFactorCard() {
  const security = useAccountSecurity();
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const newCodes = useGenerateBackupCodes();
  const [step, setStep] = useState<Step>({ kind: "status" });
  const reset = () => setStep({ kind: "status" });
  const enabled = security.data?.twoFactorEnabled ?? false;

  const runWithPassword = async (
    purpose: "enable" | "disable" | "codes",
    password: string,
  ): Promise<void> => {
    try {
      if (purpose === "enable") {
        setStep({ kind: "scan", setup: await enable.mutateAsync(password) });
      } else if (purpose === "disable") {
        await disable.mutateAsync(password);
        notify.success("Two-factor authentication turned off");
        reset();
      } else {
        setStep({ kind: "codes", codes: await newCodes.mutateAsync(password) });
        notify.success("New backup codes made", { description: "Your old codes no longer work." });
      }
    } catch (error) {
      // A wrong password is shown under the field by the form; anything else gets a toast.
      if (isWrongPassword(error)) throw error;
      notify.error("Something went wrong", {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Two-factor authentication</CardTitle>
          {security.isPending ? null : enabled ? (
            <Badge variant="success">
              <ShieldCheck className="mr-1 size-3.5" aria-hidden="true" /> On
            </Badge>
          ) : (
            <Badge variant="muted">
              <ShieldOff className="mr-1 size-3.5" aria-hidden="true" /> Off
            </Badge>
          )}
        </div>
        <CardDescription>
          Signing in asks for a code from an app on your phone as well as your password, so a stolen
          password alone is not enough.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {security.isPending ? (
          <Spinner />
        ) : security.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not check your two-factor settings. Reload the page to try again.
          </p>
        ) : step.kind === "password" ? (
          <PasswordConfirmForm
            id={`two-factor-password-${step.purpose}`}
            intro={
              step.purpose === "enable"
                ? "Enter your password to start setting up your authenticator app."
                : step.purpose === "disable"
                  ? "Enter your password to turn off two-factor authentication. Signing in will then need only your password."
                  : "Enter your password to make new backup codes. Your current codes will stop working."
            }
            submitLabel={
              step.purpose === "enable"
                ? "Continue"
                : step.purpose === "disable"
                  ? "Turn off two-factor"
                  : "Make new codes"
            }
            busyLabel="Checking..."
            destructive={step.purpose === "disable"}
            onConfirm={(password) => runWithPassword(step.purpose, password)}
            onCancel={reset}
          />
        ) : step.kind === "scan" ? (
          <TwoFactorSetup
            setup={step.setup}
            onConfirm={async (code) => {
              await confirm.mutateAsync(code);
              notify.success("Two-factor authentication turned on");
              setStep({ kind: "codes", codes: step.setup.backupCodes });
            }}
            onCancel={reset}
          />
        ) : step.kind === "codes" ? (
          <BackupCodes codes={step.codes} onDone={reset} />
        ) : enabled ? (
          <div className="grid gap-4">
            <p className="text-sm text-muted-foreground">
              Two-factor authentication is on. Keep your backup codes somewhere safe in case you
              lose your phone.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                onClick={() => setStep({ kind: "password", purpose: "codes" })}
              >
                New backup codes
              </Button>
              <Button
                variant="outline"
                className="text-destructive"
                onClick={() => setStep({ kind: "password", purpose: "disable" })}
              >
                Turn off
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid gap-4">
            <p className="text-sm text-muted-foreground">
              Two-factor authentication is off. It takes about a minute to set up with an app such
              as Google Authenticator.
            </p>
            <div>
              <Button onClick={() => setStep({ kind: "password", purpose: "enable" })}>
                Turn on two-factor
              </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
