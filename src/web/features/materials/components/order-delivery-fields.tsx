import { AlertTriangle } from "lucide-react";
import { orderMessages, ukToday } from "../../../../shared/orders";
import type { TradeAccount } from "../../../../shared/schemas/settings";
import { Button } from "../../../components/ui/button";
import { FieldMessage, Input, Label } from "../../../components/ui/input";
import { selectClass } from "../../../components/ui/native-select";

export type DeliveryErrors = { account?: string; address?: string; date?: string };

/**
 * The ordering panel's trade account, delivery date and delivery address (SPEC §4 "Ordering
 * panel"): the address is the client's and is shown, not edited.
 */
export function OrderDeliveryFields({
  id,
  accounts,
  accountsFailed,
  loadingAccounts,
  onRetryAccounts,
  tradeAccountId,
  onChooseAccount,
  deliveryDate,
  onDeliveryDate,
  address,
  errors,
}: {
  id: string;
  accounts: readonly TradeAccount[];
  accountsFailed: boolean;
  loadingAccounts: boolean;
  onRetryAccounts: () => void;
  tradeAccountId: string;
  onChooseAccount: (accountId: string) => void;
  deliveryDate: string;
  onDeliveryDate: (date: string) => void;
  address: string;
  errors: DeliveryErrors;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-account`}>Trade account</Label>
          <select
            id={`${id}-account`}
            className={selectClass}
            value={tradeAccountId}
            aria-invalid={Boolean(errors.account)}
            aria-describedby={errors.account ? `${id}-account-error` : undefined}
            onChange={(event) => onChooseAccount(event.target.value)}
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
                onClick={onRetryAccounts}
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
            aria-describedby={errors.date ? `${id}-date-error` : undefined}
            onChange={(event) => onDeliveryDate(event.target.value)}
          />
          <FieldMessage id={`${id}-date-error`}>{errors.date}</FieldMessage>
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
    </>
  );
}
