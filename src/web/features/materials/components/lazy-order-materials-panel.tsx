import { useState } from "react";
import { useDeferredImport } from "../../../lib/deferred";
import { OrderMaterialsButton } from "./order-materials-button";
import type { OrderMaterialsPanelProps } from "./order-materials-panel";

const loadPanel = () => import("./order-materials-panel");

/**
 * The ordering panel for the quote page, whose first load carries only its collapsed button: the
 * panel's code (its form, dialogs and results) is fetched as the page mounts and arrives after it
 * has drawn, which keeps the page inside its JS budget (scripts/bench/bundles.mjs). A press on the
 * button meanwhile is kept, and never lost to the swap (useDeferredImport): the panel opens as its
 * code arrives.
 */
export function LazyOrderMaterialsPanel(props: OrderMaterialsPanelProps) {
  const [pressed, setPressed] = useState(false);
  const panel = useDeferredImport(loadPanel, true);
  if (panel) return <panel.OrderMaterialsPanel {...props} openAtOnce={pressed} />;
  return <OrderMaterialsButton onOpen={() => setPressed(true)} busy={pressed} />;
}
