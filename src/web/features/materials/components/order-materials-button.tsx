import { ShoppingCart } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";

/**
 * The ordering panel while collapsed: one button. Without `onOpen` it is the panel's stand-in
 * while its code loads (./lazy-order-materials-panel.tsx): the same button, not yet pressable.
 */
export function OrderMaterialsButton({ onOpen, busy }: { onOpen?: () => void; busy?: boolean }) {
  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      onClick={onOpen}
      disabled={busy || !onOpen}
    >
      {busy ? <Spinner className="size-4" /> : <ShoppingCart />}
      Order Materials from Merchants
    </Button>
  );
}
