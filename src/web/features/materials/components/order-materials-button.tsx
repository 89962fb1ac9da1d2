import { ShoppingCart } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";

/**
 * The ordering panel while collapsed: one button. Also its stand-in while the panel's code loads
 * (./lazy-order-materials-panel.tsx), which keeps a press and shows it busy until the panel opens.
 */
export function OrderMaterialsButton({ onOpen, busy }: { onOpen: () => void; busy: boolean }) {
  return (
    <Button type="button" variant="outline" className="w-full" onClick={onOpen} disabled={busy}>
      {busy ? <Spinner className="size-4" /> : <ShoppingCart />}
      Order Materials from Merchants
    </Button>
  );
}
