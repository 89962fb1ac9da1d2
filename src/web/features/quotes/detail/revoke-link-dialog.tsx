import { Link2Off } from "lucide-react";
import { useState } from "react";
import type { Quote } from "../../../../shared/schemas/quotes";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { notify } from "../../../lib/toast";
import { useRevokeQuoteLink } from "../api/revoke-link";

/**
 * "Revoke customer link", with confirmation: the link in the emails already sent stops working at
 * once (its page says "This link is no longer valid") and the quote gets a new one, which goes
 * out the next time the quote is sent. Shown once the quote has been sent.
 */
export function RevokeLinkDialog({ quote }: { quote: Quote }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeQuoteLink();
  if (!quote.sentAt) return null;

  const confirm = async () => {
    try {
      await revoke.mutateAsync(quote.id);
      setOpen(false);
      notify.success("Customer link revoked", {
        description: "Send the quote again to give your customer the new link.",
      });
    } catch (error) {
      setOpen(false);
      notify.error("Link not revoked", {
        description: error instanceof Error ? error.message : "Please try again.",
      });
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Link2Off /> Revoke customer link
      </Button>
      <ConfirmDialog
        open={open}
        title="Revoke customer link?"
        description="The link in the emails you have sent stops working at once, and anyone who opens it is told it is no longer valid. A new link is made: send the quote again to give it to your customer."
        confirmLabel="Revoke link"
        pendingLabel="Revoking..."
        pending={revoke.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
