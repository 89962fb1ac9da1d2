import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronUp, ShoppingCart } from "lucide-react";
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { orderMessages, tradeAccountFor, ukToday } from "../../../../shared/orders";
import type { Order, OrderResult } from "../../../../shared/schemas/orders";
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
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { getTradeAccounts, tradeAccountsQueryKey, useMerchants } from "../../settings";
import { useOrders, usePlaceOrders } from "../api/orders";
import { EmailOrderDialog } from "./email-order-dialog";
import {
  confirmationFor,
  type OrderConfirmation,
  OrderConfirmDialog,
} from "./order-confirm-dialog";
import { type DeliveryErrors, OrderDeliveryFields } from "./order-delivery-fields";
import { OrderMaterialsButton } from "./order-materials-button";
import { MerchantGroups } from "./order-merchant-groups";
import { type EmailTarget, OrderResults } from "./order-results";
import { statusRows } from "./order-status-rows";
import { byMerchant, type OrderableMaterial, toLineInput } from "./orderable-material";

type OrderFlags = { repeat?: boolean; unaccepted?: boolean; remaining?: boolean };

export interface OrderMaterialsPanelProps {
  materials: readonly OrderableMaterial[];
  /** The client's address; orders cannot be placed without one. */
  deliveryAddress: string | undefined;
  quoteId?: string;
  /** Pressed while the panel's code was loading: opens as it mounts. */
  openAtOnce?: boolean;
}

const noAccounts: TradeAccount[] = [];
const noOrders: Order[] = [];

/**
 * SPEC §2 Materials panel 3 and §4 "Ordering panel": starts collapsed; opening it loads the trade
 * accounts; Place Orders places one purchase order per merchant and shows each merchant's status.
 */
export function OrderMaterialsPanel({
  materials,
  deliveryAddress,
  quoteId,
  openAtOnce = false,
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
  const [errors, setErrors] = useState<DeliveryErrors>({});
  const [results, setResults] = useState<OrderResult[] | null>(null);
  const [emailing, setEmailing] = useState<EmailTarget | null>(null);
  const [confirming, setConfirming] = useState<{
    confirmation: OrderConfirmation;
    flags: OrderFlags;
    only?: number;
  } | null>(null);
  const placeOrders = usePlaceOrders();
  // A quote's orders placed before (another visit, another tab) come from the server.
  const quoteOrders = useOrders(quoteId, open && Boolean(quoteId));
  const placedOrders = useMemo(
    () =>
      quoteId
        ? (quoteOrders.data ?? noOrders)
            .filter((o) => o.status === "placed")
            .sort(
              (a, b) => a.createdAt.localeCompare(b.createdAt) || a.number.localeCompare(b.number),
            )
        : noOrders,
    [quoteId, quoteOrders.data],
  );
  const merchants = useMerchants();
  const address = deliveryAddress?.trim() ?? "";

  const merchantName = (merchantId: number, line?: OrderableMaterial) =>
    line?.merchantName ||
    materials.find((m) => m.merchantId === merchantId && m.merchantName)?.merchantName ||
    merchants.data?.find((m) => m.id === merchantId)?.name ||
    accounts.find((a) => a.merchantId === merchantId)?.merchantName ||
    `Merchant ${merchantId}`;

  const { groups, notOrderable } = useMemo(() => byMerchant(materials), [materials]);

  const cancelledOrders = useMemo(
    () =>
      new Set(
        (quoteOrders.data ?? noOrders).filter((o) => o.status === "cancelled").map((o) => o.id),
      ),
    [quoteOrders.data],
  );
  const rows = useMemo(
    () =>
      statusRows(
        placedOrders,
        results,
        new Set(groups.map(([merchantId]) => merchantId)),
        cancelledOrders,
      ),
    [placedOrders, results, groups, cancelledOrders],
  );
  // Each merchant's latest order for the quote (one just placed too, before the list has it);
  // Place Orders then orders only the others.
  const orderedAs = new Map(
    quoteId
      ? rows.filter((r) => r.success && r.orderId).map((r) => [r.merchantId, r.number] as const)
      : [],
  );
  const remainingGroups = groups.filter(([merchantId]) => !orderedAs.has(merchantId));
  /** No merchant left to order has an account among `list` (the one chosen, or its own). */
  const noAccountLeft = (list: readonly TradeAccount[]) => {
    const chosen = list.find((a) => a.id === tradeAccountId);
    return remainingGroups.every(([merchantId]) => !tradeAccountFor(merchantId, chosen, list));
  };
  const someOrdered = remainingGroups.length < groups.length;

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
    if (noneOrderable) {
      // An account may have been added elsewhere since these were read: look once more.
      if (noAccountLeft((await tradeAccounts.refetch()).data ?? noAccounts)) {
        notify.error(orderMessages.noneOrderable);
        return;
      }
    }
    // For a quote the server skips the merchants already ordered too: a retry never duplicates.
    await place(quoteId ? { remaining: true } : {});
  };

  // The flags already confirmed travel with each re-send, so "not accepted" then "already
  // ordered" asks twice and the second send carries both.
  // `only` is one merchant ordered again on purpose ("Order again"), asked about first.
  const place = async (flags: OrderFlags, only?: number) => {
    try {
      const response = await placeOrders.mutateAsync({
        tradeAccountId,
        deliveryAddress: address,
        ...(deliveryDate ? { deliveryDate } : {}),
        ...(quoteId ? { quoteId } : {}),
        ...flags,
        // Lines with a merchant go to the server, which reports merchants with nothing orderable.
        lines: materials
          .filter((m) => m.merchantId && m.quantity > 0)
          .filter((m) => only === undefined || m.merchantId === only)
          .map(toLineInput),
      });
      setConfirming(null);
      setResults(response.results);
      if (response.allPlaced) notify.success(orderMessages.allPlaced);
      else notify.warning(orderMessages.someFailed);
    } catch (error) {
      const confirmation = confirmationFor(error);
      if (confirmation) {
        setConfirming({ confirmation, flags, only });
        return;
      }
      setConfirming(null);
      notify.error(orderMessages.placeFailed, {
        description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
      });
    }
  };

  // Pressed while the code was loading: opens once, after the first draw.
  const openedAtOnce = useRef(false);
  useEffect(() => {
    if (!openAtOnce || openedAtOnce.current) return;
    openedAtOnce.current = true;
    void expand();
  });

  const placeLabel = someOrdered ? orderMessages.placeRemaining : "Place Orders";
  const accountOf = tradeAccounts.isSuccess
    ? (merchantId: number) =>
        tradeAccountFor(
          merchantId,
          accounts.find((a) => a.id === tradeAccountId),
          accounts,
        )
    : undefined;
  // Every merchant left lacks a trade account: said, and Place Orders asks the server nothing
  // unless a fresh read of the accounts finds one (it would only fail again for each).
  const noneOrderable =
    tradeAccounts.isSuccess &&
    accounts.length > 0 &&
    remainingGroups.length > 0 &&
    noAccountLeft(accounts);

  if (!open) return <OrderMaterialsButton onOpen={() => void expand()} busy={loadingAccounts} />;

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
          <OrderDeliveryFields
            id={id}
            accounts={accounts}
            accountsFailed={accountsFailed}
            loadingAccounts={loadingAccounts}
            onRetryAccounts={() => void expand()}
            tradeAccountId={tradeAccountId}
            onChooseAccount={(accountId) => {
              setChosenAccountId(accountId);
              setErrors((e) => ({ ...e, account: undefined }));
            }}
            deliveryDate={deliveryDate}
            onDeliveryDate={(date) => {
              setDeliveryDate(date);
              setErrors((e) => ({ ...e, date: undefined }));
            }}
            address={address}
            errors={errors}
          />

          <MerchantGroups
            groups={groups}
            notOrderable={notOrderable}
            merchantName={merchantName}
            accountOf={accountOf}
            orderedAs={(merchantId) => orderedAs.get(merchantId)}
          />

          {someOrdered && remainingGroups.length === 0 ? (
            <p className="text-sm text-muted-foreground">{orderMessages.allOrdered}</p>
          ) : (
            <NeedsConnection label={placeLabel} icon={<ShoppingCart />}>
              <Button
                type="submit"
                disabled={placeOrders.isPending || groups.length === 0}
                aria-describedby={noneOrderable ? `${id}-none-orderable` : undefined}
              >
                {placeOrders.isPending ? <Spinner className="size-4" /> : <ShoppingCart />}
                {placeOrders.isPending ? "Placing Orders..." : placeLabel}
              </Button>
            </NeedsConnection>
          )}
          {noneOrderable ? (
            <p id={`${id}-none-orderable`} className="text-sm text-muted-foreground">
              {orderMessages.noneOrderable}
            </p>
          ) : null}
        </form>

        {rows.length > 0 ? (
          <OrderResults
            rows={rows}
            onEmail={setEmailing}
            onOrderAgain={quoteId ? (merchantId) => void place({}, merchantId) : undefined}
            orderAgainBusy={placeOrders.isPending}
          />
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
          const { confirmation, flags, only } = confirming;
          void place({ ...flags, [confirmation.flag]: true }, only);
        }}
      />
    </Card>
  );
}
