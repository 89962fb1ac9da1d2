import { useId } from "react";
import type { Customer } from "../../../../shared/schemas/customers";
import { Card, CardContent } from "../../../components/ui/card";
import { Input, Label } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import type { WizardDispatch, WizardState } from "./wizard-state";

/** Step 2: day rate, days required, the client and VAT. */
export function LabourCustomerCard({
  state,
  dispatch,
  dayRatePounds,
  customers,
  customersLoading,
}: {
  state: WizardState;
  dispatch: WizardDispatch;
  dayRatePounds: number;
  customers: Customer[] | undefined;
  customersLoading: boolean;
}) {
  const id = useId();
  const { days } = state;
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-rate`}>Day Rate (£)</Label>
          <Input
            id={`${id}-rate`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={Number.isFinite(dayRatePounds) ? dayRatePounds : ""}
            onChange={(e) => dispatch({ type: "dayRateEdited", value: e.target.value })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-days`}>Days Required</Label>
          <Input
            id={`${id}-days`}
            type="number"
            inputMode="decimal"
            min={0.5}
            step={0.5}
            value={Number.isFinite(days) ? days : ""}
            onChange={(e) => dispatch({ type: "daysEdited", value: e.target.value })}
          />
        </div>
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={`${id}-client`}>Client</Label>
          <NativeSelect
            id={`${id}-client`}
            value={state.customerId}
            onChange={(e) => dispatch({ type: "customerSelected", customerId: e.target.value })}
          >
            <option value="">{customersLoading ? "Loading clients..." : "Select a client"}</option>
            {customers?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.displayName}
              </option>
            ))}
          </NativeSelect>
        </div>
        <label className="flex items-center gap-3 text-sm font-medium" htmlFor={`${id}-vat`}>
          <input
            id={`${id}-vat`}
            type="checkbox"
            className="size-4 accent-primary"
            checked={state.vat}
            onChange={(e) => dispatch({ type: "vatToggled", included: e.target.checked })}
          />
          Include VAT (20%)
        </label>
      </CardContent>
    </Card>
  );
}
