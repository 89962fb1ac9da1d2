import { formatPence } from "../../../../shared/money";
import { orderMessages } from "../../../../shared/orders";
import { quantityWithUnit } from "../../../../shared/quantities";
import { lineTotalPence } from "../../../../shared/quote-math";
import type { TradeAccount } from "../../../../shared/schemas/settings";
import type { OrderableMaterial } from "./orderable-material";

/** The lines each merchant's purchase order will carry, and those that cannot be ordered. */
export function MerchantGroups({
  groups,
  notOrderable,
  merchantName,
  accountOf,
  orderedAs,
}: {
  groups: readonly (readonly [number, OrderableMaterial[]])[];
  notOrderable: readonly OrderableMaterial[];
  merchantName: (merchantId: number, line?: OrderableMaterial) => string;
  /** The account each merchant's order goes on, once the accounts are loaded. */
  accountOf?: (merchantId: number) => TradeAccount | null;
  /** The purchase order a merchant was already ordered on for the quote, if any. */
  orderedAs?: (merchantId: number) => string | undefined;
}) {
  return (
    <div className="space-y-3">
      {groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No materials can be ordered yet: add products from the catalogue (they carry a SKU and a
          merchant).
        </p>
      ) : (
        groups.map(([merchantId, lines]) => {
          const total = lines.reduce(
            (sum, l) => sum + lineTotalPence(l.quantity, l.netUnitPricePence),
            0,
          );
          const account = accountOf?.(merchantId);
          const ordered = orderedAs?.(merchantId);
          return (
            <section
              key={merchantId}
              className="rounded-md border p-3"
              aria-label={merchantName(merchantId, lines[0])}
            >
              <div className="mb-2 flex items-center justify-between gap-2">
                <h4 className="text-sm font-semibold">{merchantName(merchantId, lines[0])}</h4>
                <span className="text-sm text-muted-foreground">{formatPence(total)}</span>
              </div>
              {ordered ? (
                <p className="mb-2 text-xs text-green-700 dark:text-green-400">
                  {orderMessages.orderedOn(ordered)}
                </p>
              ) : account === undefined ? null : account ? (
                <p className="mb-2 break-words text-xs text-muted-foreground">
                  {orderMessages.onAccount(account.accountName, account.accountNumber)}
                </p>
              ) : (
                <p className="mb-2 text-xs text-destructive">
                  {orderMessages.noAccountWith(merchantName(merchantId, lines[0]))}
                </p>
              )}
              <ul className="space-y-1 text-sm">
                {lines.map((l, index) => (
                  <li key={l.id ?? `${l.sku}-${index}`} className="flex justify-between gap-2">
                    <span className="min-w-0 break-words">
                      {l.name} <span className="text-muted-foreground">({l.sku})</span>
                    </span>
                    <span className="shrink-0 text-muted-foreground">
                      {quantityWithUnit(l.quantity, l.unit || "pcs")}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
      {notOrderable.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          Not orderable (no SKU or merchant): {notOrderable.map((m) => m.name).join(", ")}
        </p>
      ) : null}
    </div>
  );
}
