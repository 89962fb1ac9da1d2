import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  AlertTriangle,
  CheckCircle2,
  ChevronUp,
  Download,
  Mail,
  ShoppingCart,
  XCircle,
} from "lucide-react";
import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { formatPence } from "../../../../shared/money";
import { lineTotalPence } from "../../../../shared/quote-math";
import {
  type OrderLineInput,
  type OrderResult,
  orderMessages,
  ukToday,
} from "../../../../shared/schemas/orders";
import type { TradeAccount } from "../../../../shared/schemas/settings";
import { NeedsConnection } from "../../../components/needs-connection";
import { Button } from "../../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { FieldMessage, Input, Label } from "../../../components/ui/input";
import { selectClass } from "../../../components/ui/native-select";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { getTradeAccounts, tradeAccountsQueryKey, useMerchants } from "../../settings";
import { orderPdfUrl, useEmailOrder, useOrder, usePlaceOrders } from "../api/orders";
import {
  confirmationFor,
  type OrderConfirmation,
  OrderConfirmDialog,
} from "./order-confirm-dialog";

type OrderFlags = { repeat?: boolean; unaccepted?: boolean };

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

export interface OrderMaterialsPanelProps {
  materials: readonly OrderableMaterial[];
  /** The client's address; orders cannot be placed without one. */
  deliveryAddress: string | undefined;
  quoteId?: string;
}

const noAccounts: TradeAccount[] = [];

const isOrderable = (m: OrderableMaterial) => Boolean(m.sku?.trim() && m.merchantId);

function toLineInput(m: OrderableMaterial): OrderLineInput {
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

/**
 * SPEC §2 Materials panel 3 and §4 "Ordering panel": starts collapsed; opening it loads the trade
 * accounts; Place Orders places one purchase order per merchant and shows each merchant's status.
 */
export function OrderMaterialsPanel({
  materials,
  deliveryAddress,
  quoteId,
}: OrderMaterialsPanelProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // The trade accounts are read from their query (kept fresh while the panel is open), not copied.
  const tradeAccounts = useQuery({
    queryKey: tradeAccountsQueryKey,
    queryFn: getTradeAccounts,
    enabled: open,
    retry: false,
    // A failed load stays failed until "Try again" (expand) asks again.
    retryOnMount: false,
  });
  const loadingAccounts = tradeAccounts.isFetching;
  const accounts = tradeAccounts.data ?? noAccounts;
  const accountsFailed = tradeAccounts.isError;
  // The account chosen in the select; until then (or once it is gone) the default account.
  const [chosenAccountId, setChosenAccountId] = useState<string>();
  const tradeAccountId =
    chosenAccountId !== undefined &&
    (chosenAccountId === "" || accounts.some((a) => a.id === chosenAccountId))
      ? chosenAccountId
      : (accounts.find((a) => a.isDefault)?.id ?? "");
  const [deliveryDate, setDeliveryDate] = useState("");
  const [errors, setErrors] = useState<{ account?: string; address?: string; date?: string }>({});
  const [results, setResults] = useState<OrderResult[] | null>(null);
  const [emailing, setEmailing] = useState<{ orderId: string; number: string } | null>(null);
  const [confirming, setConfirming] = useState<{
    confirmation: OrderConfirmation;
    flags: OrderFlags;
  } | null>(null);
  const placeOrders = usePlaceOrders();
  const merchants = useMerchants();
  const address = deliveryAddress?.trim() ?? "";

  const merchantName = (merchantId: number, line?: OrderableMaterial) =>
    line?.merchantName ||
    materials.find((m) => m.merchantId === merchantId && m.merchantName)?.merchantName ||
    merchants.data?.find((m) => m.id === merchantId)?.name ||
    accounts.find((a) => a.merchantId === merchantId)?.merchantName ||
    `Merchant ${merchantId}`;

  const { groups, notOrderable } = useMemo(() => {
    const byMerchant = new Map<number, OrderableMaterial[]>();
    const rest: OrderableMaterial[] = [];
    for (const m of materials) {
      if (isOrderable(m) && m.quantity > 0) {
        const list = byMerchant.get(m.merchantId!) ?? [];
        list.push(m);
        byMerchant.set(m.merchantId!, list);
      } else {
        rest.push(m);
      }
    }
    return { groups: [...byMerchant], notOrderable: rest };
  }, [materials]);

  const expand = async () => {
    try {
      // Opens once the accounts are in the cache (or could not be loaded): one draw, no spinner.
      await queryClient.fetchQuery({
        queryKey: tradeAccountsQueryKey,
        queryFn: getTradeAccounts,
        retry: false,
      });
      // A previously chosen account that still exists stays chosen; otherwise the default.
      setChosenAccountId((current) => (current === "" ? undefined : current));
    } catch {
      notify.error(orderMessages.loadAccountsFailed);
    } finally {
      setOpen(true);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      account: tradeAccountId ? undefined : orderMessages.selectTradeAccount,
      address: address ? undefined : orderMessages.addressRequired,
      date: deliveryDate && deliveryDate < ukToday() ? orderMessages.deliveryDatePast : undefined,
    };
    setErrors(next);
    const first = next.account ?? next.address ?? next.date;
    if (first) {
      notify.error(first);
      return;
    }
    await place({});
  };

  // The flags already confirmed travel with each re-send, so "not accepted" then "already
  // ordered" asks twice and the second send carries both.
  const place = async (flags: OrderFlags) => {
    try {
      const response = await placeOrders.mutateAsync({
        tradeAccountId,
        deliveryAddress: address,
        ...(deliveryDate ? { deliveryDate } : {}),
        ...(quoteId ? { quoteId } : {}),
        ...flags,
        // Lines with a merchant go to the server, which reports merchants with nothing orderable.
        lines: materials.filter((m) => m.merchantId && m.quantity > 0).map(toLineInput),
      });
      setConfirming(null);
      setResults(response.results);
      if (response.allPlaced) notify.success(orderMessages.allPlaced);
      else notify.warning(orderMessages.someFailed);
    } catch (error) {
      const confirmation = confirmationFor(error);
      if (confirmation) {
        setConfirming({ confirmation, flags });
        return;
      }
      setConfirming(null);
      notify.error(orderMessages.placeFailed, {
        description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
      });
    }
  };

  if (!open) {
    return (
      <Button
        type="button"
        variant="outline"
        className="w-full"
        onClick={() => void expand()}
        disabled={loadingAccounts}
      >
        {loadingAccounts ? <Spinner className="size-4" /> : <ShoppingCart />}
        Order Materials from Merchants
      </Button>
    );
  }

  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <ShoppingCart className="size-5" /> Order Materials from Merchants
          </CardTitle>
          <CardDescription>
            One purchase order per merchant, on your trade account. Only materials with a SKU and a
            merchant can be ordered.
          </CardDescription>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Collapse ordering panel"
          onClick={() => setOpen(false)}
        >
          <ChevronUp />
        </Button>
      </CardHeader>
      <CardContent>
        <form className="space-y-5" onSubmit={(event) => void submit(event)} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={`${id}-account`}>Trade account</Label>
              <select
                id={`${id}-account`}
                className={selectClass}
                value={tradeAccountId}
                aria-invalid={Boolean(errors.account)}
                aria-describedby={errors.account ? `${id}-account-error` : undefined}
                onChange={(event) => {
                  setChosenAccountId(event.target.value);
                  setErrors((e) => ({ ...e, account: undefined }));
                }}
              >
                <option value="">Select a trade account</option>
                {accounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.merchantName} – {a.accountName} ({a.accountNumber})
                  </option>
                ))}
              </select>
              {accountsFailed ? (
                <p className="flex items-center gap-2 text-sm text-destructive">
                  {orderMessages.loadAccountsFailed}
                  <Button
                    type="button"
                    variant="link"
                    size="sm"
                    className="h-auto p-0"
                    disabled={loadingAccounts}
                    onClick={() => void expand()}
                  >
                    Try again
                  </Button>
                </p>
              ) : accounts.length === 0 && !loadingAccounts ? (
                <p className="text-sm text-muted-foreground">
                  No trade accounts yet. Add one in Settings.
                </p>
              ) : null}
              <FieldMessage id={`${id}-account-error`}>{errors.account}</FieldMessage>
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-date`}>Delivery date (optional)</Label>
              <Input
                id={`${id}-date`}
                type="date"
                min={ukToday()}
                value={deliveryDate}
                aria-invalid={Boolean(errors.date)}
                onChange={(event) => {
                  setDeliveryDate(event.target.value);
                  setErrors((e) => ({ ...e, date: undefined }));
                }}
              />
              <FieldMessage>{errors.date}</FieldMessage>
            </div>
          </div>

          <div className="space-y-1">
            <p className="text-sm font-medium">Delivery address</p>
            {address ? (
              <p className="whitespace-pre-line text-sm text-muted-foreground">{address}</p>
            ) : (
              <p
                role={errors.address ? "alert" : undefined}
                className={
                  errors.address
                    ? "flex items-center gap-2 text-sm font-medium text-destructive"
                    : "flex items-center gap-2 text-sm text-amber-700 dark:text-amber-400"
                }
              >
                <AlertTriangle className="size-4 shrink-0" /> {orderMessages.addressRequired}
              </p>
            )}
          </div>

          <div className="space-y-3">
            {groups.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No materials can be ordered yet: add products from the catalogue (they carry a SKU
                and a merchant).
              </p>
            ) : (
              groups.map(([merchantId, lines]) => {
                const total = lines.reduce(
                  (sum, l) => sum + lineTotalPence(l.quantity, l.netUnitPricePence),
                  0,
                );
                return (
                  <section
                    key={merchantId}
                    className="rounded-md border p-3"
                    aria-label={merchantName(merchantId, lines[0])}
                  >
                    <div className="mb-2 flex items-center justify-between gap-2">
                      <h4 className="text-sm font-semibold">
                        {merchantName(merchantId, lines[0])}
                      </h4>
                      <span className="text-sm text-muted-foreground">{formatPence(total)}</span>
                    </div>
                    <ul className="space-y-1 text-sm">
                      {lines.map((l, index) => (
                        <li
                          key={l.id ?? `${l.sku}-${index}`}
                          className="flex justify-between gap-2"
                        >
                          <span className="min-w-0 truncate">
                            {l.name} <span className="text-muted-foreground">({l.sku})</span>
                          </span>
                          <span className="shrink-0 text-muted-foreground">
                            {l.quantity} {l.unit || "pcs"}
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

          <NeedsConnection label="Place Orders" icon={<ShoppingCart />}>
            <Button type="submit" disabled={placeOrders.isPending || groups.length === 0}>
              {placeOrders.isPending ? <Spinner className="size-4" /> : <ShoppingCart />}
              {placeOrders.isPending ? "Placing Orders..." : "Place Orders"}
            </Button>
          </NeedsConnection>
        </form>

        {results ? (
          <div className="mt-6 space-y-2">
            <h4 id={`${id}-status`} className="text-sm font-semibold">
              Order Status
            </h4>
            <ul className="space-y-2" aria-labelledby={`${id}-status`}>
              {results.map((r) => (
                <li
                  key={r.merchantId}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
                  data-status={r.success ? "success" : "failed"}
                >
                  <div className="flex min-w-0 items-start gap-2">
                    {r.success ? (
                      <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" />
                    ) : (
                      <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" />
                    )}
                    <div className="min-w-0">
                      <p className="font-medium">
                        {r.merchantName}
                        {r.number ? ` · ${r.number}` : ""}
                      </p>
                      <p className={r.success ? "text-muted-foreground" : "text-destructive"}>
                        {r.message}
                      </p>
                    </div>
                  </div>
                  {r.success && r.orderId ? (
                    <div className="flex gap-2">
                      <Button asChild variant="outline" size="sm">
                        <a href={orderPdfUrl(r.orderId)} download={`${r.number}.pdf`}>
                          <Download /> Download PDF
                        </a>
                      </Button>
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        onClick={() => setEmailing({ orderId: r.orderId!, number: r.number ?? "" })}
                      >
                        <Mail /> Email to branch
                      </Button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
      <EmailOrderDialog
        key={emailing?.orderId ?? "none"}
        target={emailing}
        onClose={() => setEmailing(null)}
      />
      <OrderConfirmDialog
        confirmation={confirming?.confirmation ?? null}
        pending={placeOrders.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          const { confirmation, flags } = confirming;
          void place({ ...flags, [confirmation.flag]: true });
        }}
      />
    </Card>
  );
}

/** Emails one purchase order's PDF; the address defaults to the branch's email when known. */
function EmailOrderDialog({
  target,
  onClose,
}: {
  target: { orderId: string; number: string } | null;
  onClose: () => void;
}) {
  const id = useId();
  const order = useOrder(target?.orderId ?? null);
  const emailOrder = useEmailOrder();
  const [email, setEmail] = useState("");
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string>();

  // The panel keys this dialog by order, so each order starts with a fresh form; the branch
  // email fills in once loaded unless the user has already typed.
  const branchEmail = order.data?.branchEmail ?? "";
  useEffect(() => {
    if (!touched && branchEmail) setEmail(branchEmail);
  }, [branchEmail, touched]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    try {
      const result = await emailOrder.mutateAsync({ orderId: target.orderId, email: email.trim() });
      notify.success(`Purchase order ${target.number} sent to ${result.to}`);
      onClose();
    } catch (err) {
      const message =
        err instanceof ApiError
          ? (err.fields.email ?? err.message)
          : "Something went wrong. Please try again later.";
      setError(message);
    }
  };

  return (
    <Dialog open={target !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Email {target?.number} to branch</DialogTitle>
          <DialogDescription>
            {order.data?.branch
              ? `The purchase order PDF goes to the ${order.data.merchantName} ${order.data.branch} branch.`
              : "The purchase order PDF is sent as an attachment."}
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-4" onSubmit={(event) => void send(event)} noValidate>
          <div className="space-y-2">
            <Label htmlFor={`${id}-email`}>Email address</Label>
            <Input
              id={`${id}-email`}
              type="email"
              required
              autoComplete="email"
              value={email}
              aria-invalid={Boolean(error)}
              onChange={(event) => {
                setTouched(true);
                setEmail(event.target.value);
                setError(undefined);
              }}
            />
            <FieldMessage>{error}</FieldMessage>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={emailOrder.isPending}>
              {emailOrder.isPending ? <Spinner className="size-4" /> : <Mail />}
              Send
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
