import type { OrderLineInput } from "../../../../shared/schemas/orders";

/** A material line as the quote builder and the wizard hold it. */
export interface OrderableMaterial {
  id?: string;
  name: string;
  sku?: string | null;
  merchantId?: number | null;
  merchantName?: string | null;
  quantity: number;
  unit?: string;
  /** The merchant's net price: orders are placed at cost, never at the customer's price. */
  netUnitPricePence: number;
  productId?: number | null;
}

export const isOrderable = (m: OrderableMaterial) => Boolean(m.sku?.trim() && m.merchantId);

export function toLineInput(m: OrderableMaterial): OrderLineInput {
  return {
    name: m.name,
    sku: m.sku?.trim() || undefined,
    merchantId: m.merchantId ?? undefined,
    quantity: m.quantity,
    unit: m.unit?.trim() || "pcs",
    unitPricePence: m.netUnitPricePence,
    productId: m.productId ?? undefined,
  };
}

/** The lines each merchant's order would carry (orderable, quantity above 0), and the rest. */
export function byMerchant(materials: readonly OrderableMaterial[]) {
  const groups = new Map<number, OrderableMaterial[]>();
  const notOrderable: OrderableMaterial[] = [];
  for (const m of materials) {
    if (isOrderable(m) && m.quantity > 0) {
      const list = groups.get(m.merchantId!) ?? [];
      list.push(m);
      groups.set(m.merchantId!, list);
    } else {
      notOrderable.push(m);
    }
  }
  return { groups: [...groups], notOrderable };
}
