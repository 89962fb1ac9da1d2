import { CircleHelp, LogOut, Settings, User } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { DemoLogOutDialog } from "../../features/auth";
import { useMe } from "../../features/auth/api/session";
import { useSignOut } from "../../features/auth/api/sign-out";
import { notify } from "../../lib/toast";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu";

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
  // A demo's work is lost on log out: it asks first (issue 20).
  const [confirmDemoLogOut, setConfirmDemoLogOut] = useState(false);

  const logOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        notify.success("Signed out successfully");
        navigate(paths.auth);
      },
      onError: (error) => notify.error("Sign out failed", { description: error.message }),
    });

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
          <DropdownMenuItem onSelect={() => navigate(paths.profile)}>
            <User /> Profile
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(paths.settings)}>
            <Settings /> Settings
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(paths.help)}>
            <CircleHelp /> Help
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => (me?.user.isAnonymous ? setConfirmDemoLogOut(true) : logOut())}
          >
            <LogOut /> Log out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <DemoLogOutDialog
        open={confirmDemoLogOut}
        onOpenChange={setConfirmDemoLogOut}
        onLogOut={logOut}
      />
    </>
  );
}
