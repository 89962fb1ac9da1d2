import { useId, useState } from "react";
import { Card, CardContent } from "../../../components/ui/card";
import { Input, Label } from "../../../components/ui/input";
import { CustomerField, NewCustomerDialog, type PickedCustomer } from "../../quotes";
import type { WizardDispatch, WizardState } from "./wizard-state";

/**
 * Step 2: day rate, days required, the client and VAT. The client is picked or added (New) with
 * the manual builder's customer picker and dialog; an added customer is the quote's client.
 */
export function LabourCustomerCard({
  state,
  dispatch,
  dayRatePounds,
}: {
  state: WizardState;
  dispatch: WizardDispatch;
  dayRatePounds: number;
}) {
  const id = useId();
  const { days } = state;
  const [newCustomerOpen, setNewCustomerOpen] = useState(false);
  const pick = (customer: PickedCustomer | null) => dispatch({ type: "customerPicked", customer });
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
          <CustomerField
            id={`${id}-client`}
            picked={state.customer}
            onPick={pick}
            onNewCustomer={() => setNewCustomerOpen(true)}
          />
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
      <NewCustomerDialog
        open={newCustomerOpen}
        onOpenChange={setNewCustomerOpen}
        onCreated={pick}
      />
    </Card>
  );
}
