import { zodResolver } from "@hookform/resolvers/zod";
import { Star, Trash2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { tradeAccountSchema } from "../../../shared/schemas/settings";
import { FormField } from "../../components/forms/form-field";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { FieldMessage, Label } from "../../components/ui/input";
import { NativeSelect } from "../../components/ui/native-select";
import { Spinner } from "../../components/ui/spinner";
import { useUnsavedChanges } from "../../components/unsaved-changes";
import { notify } from "../../lib/toast";
import { useMerchants } from "./api/merchant-terms";
import {
  useCreateTradeAccount,
  useDeleteTradeAccount,
  useSetDefaultTradeAccount,
  useTradeAccounts,
} from "./api/trade-accounts";

/** The select yields a string; "" means not chosen yet. */
const formSchema = tradeAccountSchema.extend({
  merchantId: z.coerce
    .number<string>({ error: "Please choose a merchant" })
    .int()
    .min(1, "Please choose a merchant")
    .max(3, "Please choose a merchant"),
  isDefault: z.boolean(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const empty: FormInput = { merchantId: "", accountNumber: "", accountName: "", isDefault: false };

/** SPEC §3 Trade accounts: used when ordering materials from merchants. */
export function TradeAccountsCard() {
  const accounts = useTradeAccounts();
  const merchants = useMerchants();
  const create = useCreateTradeAccount();
  const remove = useDeleteTradeAccount();
  const makeDefault = useSetDefaultTradeAccount();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(isDirty, "the trade account you are adding");

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      form.reset(empty);
      notify.success("Trade account added");
    } catch (error) {
      notify.error("Trade account not added", {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  });

  const list = accounts.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Trade Accounts</CardTitle>
        <CardDescription>Your merchant accounts, used when you order materials.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {accounts.isPending ? (
          <Spinner />
        ) : list.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
            No trade accounts yet.
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Trade accounts">
            {list.map((a) => (
              <li
                key={a.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span className="break-words">{a.merchantName}</span>
                    {a.isDefault ? <Badge>Default</Badge> : null}
                  </p>
                  <p className="break-words text-sm text-muted-foreground">
                    {a.accountName} · {a.accountNumber}
                  </p>
                </div>
                <div className="flex gap-2">
                  {a.isDefault ? null : (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={makeDefault.isPending}
                      onClick={() =>
                        makeDefault.mutate(a.id, {
                          onSuccess: () => notify.success("Default trade account updated"),
                          onError: (e) => notify.error("Not updated", { description: e.message }),
                        })
                      }
                    >
                      <Star aria-hidden />
                      Make default
                    </Button>
                  )}
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete trade account ${a.accountNumber}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(a.id, {
                        onSuccess: () => notify.success("Trade account deleted"),
                        onError: (e) => notify.error("Not deleted", { description: e.message }),
                      })
                    }
                  >
                    <Trash2 aria-hidden className="text-destructive" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}

        <form onSubmit={submit} noValidate className="grid gap-4 rounded-lg bg-muted/50 p-3">
          <p className="font-medium">Add a trade account</p>
          <div className="grid gap-4 md:grid-cols-3">
            <div className="grid gap-2">
              <Label htmlFor="trade-merchant">Merchant</Label>
              <NativeSelect
                id="trade-merchant"
                aria-invalid={errors.merchantId ? true : undefined}
                {...form.register("merchantId")}
              >
                <option value="">Choose a merchant</option>
                {(merchants.data ?? []).map((m) => (
                  <option key={m.id} value={String(m.id)}>
                    {m.name}
                  </option>
                ))}
              </NativeSelect>
              <FieldMessage>{errors.merchantId?.message}</FieldMessage>
            </div>
            <FormField
              id="trade-account-number"
              label="Account number"
              registration={form.register("accountNumber")}
              error={errors.accountNumber}
            />
            <FormField
              id="trade-account-name"
              label="Account name"
              registration={form.register("accountName")}
              error={errors.accountName}
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                {...form.register("isDefault")}
              />
              Use as my default account
            </label>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Adding..." : "Add account"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
