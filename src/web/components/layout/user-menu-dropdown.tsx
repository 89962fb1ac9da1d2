import { CircleHelp, LogOut, Settings, User } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { LogOutDialog, useLogOutNeedsAsking } from "../../features/auth";
import { useMe } from "../../features/auth/api/session";
import { useSignOut } from "../../features/auth/api/sign-out";
import { useOnline } from "../../lib/online";
import { notify } from "../../lib/toast";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu";
import { leaveAfterAsking } from "../unsaved-changes";

/** The user menu; its own chunk, loaded after the page is drawn (user-menu.tsx). */
export function UserMenuDropdown({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const { data: me } = useMe();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const email = me?.user.email;
  const online = useOnline();
  const isDemo = Boolean(me?.user.isAnonymous);
  // A demo's work and changes not yet sent are lost on log out: it asks first.
  const needsAsking = useLogOutNeedsAsking(isDemo);
  const [confirmLogOut, setConfirmLogOut] = useState(false);

  const logOut = () => {
    signOut.mutate(undefined, {
      onSuccess: () => {
        if (!online) return;
        notify.success("Signed out successfully");
        navigate(paths.auth);
      },
      onError: (error) => notify.error("Sign out failed", { description: error.message }),
    });
    // Offline the request waits for the connection (sent if the app is still open then); this
    // phone's data is already gone (useSignOut), so the sign-in page shows now.
    if (!online) {
      notify.success("Signed out on this phone", {
        description: "Your sign-out reaches Sole when you're back online.",
      });
      navigate(paths.auth);
    }
  };

  return (
    <>
      <DropdownMenu open={open} onOpenChange={onOpenChange}>
        <DropdownMenuTrigger asChild>{children}</DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          <DropdownMenuLabel className="truncate font-normal">
            <span className="block font-semibold">{me?.user.name || "Account"}</span>
            <span className="block truncate text-xs text-muted-foreground">
              {me?.user.isAnonymous ? "Demo account" : email}
            </span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => leaveAfterAsking(() => navigate(paths.profile))}>
            <User /> Profile
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => leaveAfterAsking(() => navigate(paths.settings))}>
            <Settings /> Settings
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => leaveAfterAsking(() => navigate(paths.help))}>
            <CircleHelp /> Help
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() =>
              leaveAfterAsking(() => (needsAsking ? setConfirmLogOut(true) : logOut()))
            }
          >
            <LogOut /> Log out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <LogOutDialog
        open={confirmLogOut}
        onOpenChange={setConfirmLogOut}
        onLogOut={logOut}
        isDemo={isDemo}
      />
    </>
  );
}
