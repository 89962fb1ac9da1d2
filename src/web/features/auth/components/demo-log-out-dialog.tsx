import { LogOut, UserRoundPlus } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { keepDemoPath } from "./demo-banner";

/**
 * Issue 20: logging out of a demo loses the sandbox (nothing can sign back into it), so it asks
 * first and offers the sign-up that keeps it.
 */
export function DemoLogOutDialog({
  open,
  onOpenChange,
  onLogOut,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogOut: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your demo work will be deleted</DialogTitle>
          <DialogDescription>
            Create an account to keep it? The quotes, customers, jobs, invoices and settings you
            made in the demo move to your new account.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="gap-2">
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              Cancel
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              onOpenChange(false);
              onLogOut();
            }}
          >
            <LogOut /> Log out anyway
          </Button>
          <Button
            type="button"
            onClick={() => {
              onOpenChange(false);
              navigate(keepDemoPath);
            }}
          >
            <UserRoundPlus /> Create account
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
