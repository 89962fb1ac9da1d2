import { lazy, Suspense, useState } from "react";
import { OrderMaterialsButton } from "./order-materials-button";
import type { OrderMaterialsPanelProps } from "./order-materials-panel";

const Panel = lazy(async () => ({
  default: (await import("./order-materials-panel")).OrderMaterialsPanel,
}));

/**
 * The ordering panel for the quote page, whose first load carries only its collapsed button: the
 * panel's code (its form, dialogs and results) arrives after the page has drawn, and keeps the
 * page inside its JS budget (scripts/bench/bundles.mjs).
 */
export function LazyOrderMaterialsPanel(props: OrderMaterialsPanelProps) {
  // A press while the code loads is kept: the panel opens as it arrives.
  const [pressed, setPressed] = useState(false);
  return (
    <Suspense fallback={<OrderMaterialsButton onOpen={() => setPressed(true)} busy={pressed} />}>
      <Panel {...props} openAtOnce={pressed} />
    </Suspense>
  );
}
