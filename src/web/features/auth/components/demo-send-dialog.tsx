import { Send, UserRoundPlus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DEMO_CANNOT_SEND } from "../../../../shared/sending";
import { NeedsConnection } from "../../../components/needs-connection";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { paths } from "../../../config/paths";
import { useMe } from "../api/session";

/** True while the signed-in user is on a demo (anonymous) account, which cannot send email. */
export function useIsDemo(): boolean {
  return useMe().data?.user.isAnonymous === true;
}

/**
 * What a demo account gets instead of a send form: the same button and title, and a dialog that
 * says up front that demo businesses can't send email, with the way to create an account (as the
 * profile page's demo card does). The server refuses the send anyway (403 demo_cannot_send).
 */
export function DemoSendDialog({
  label,
  title,
  variant,
}: {
  label: string;
  title: string;
  variant?: "default" | "outline";
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant={variant}>
          <Send /> {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{DEMO_CANNOT_SEND}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Close
            </Button>
          </DialogClose>
          <Button asChild>
            <Link to={`${paths.login}?tab=signup`}>
              <UserRoundPlus /> Create an account
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The send form for a real business, the demo dialog for a demo one. */
export function SendOrDemo({
  children,
  label,
  title,
  variant,
}: {
  children: ReactNode;
  label: string;
  title: string;
  variant?: "default" | "outline";
}) {
  if (useIsDemo()) return <DemoSendDialog label={label} title={title} variant={variant} />;
  return (
    <NeedsConnection label={label} variant={variant}>
      {children}
    </NeedsConnection>
  );
}
