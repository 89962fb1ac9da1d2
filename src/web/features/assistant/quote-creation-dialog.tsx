import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { messages } from "../../../shared/messages";
import { defaultQuoteName } from "../../../shared/quote-math";
import { SAMPLE_MATERIALS } from "../../../shared/sample-materials";
import type { MaterialLineInput } from "../../../shared/schemas/quotes";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { FieldMessage, Input, Label, Textarea } from "../../components/ui/input";
import { paths } from "../../config/paths";
import { refreshInBackground } from "../../lib/query-client";
import { notify } from "../../lib/toast";
import {
  CustomerField,
  createQuote,
  NewCustomerDialog,
  type PickedCustomer,
  quotesRootKey,
  useQuoteCount,
} from "../quotes";
import { predictMaterials } from "./api";

/** SPEC §9's sample materials as quote lines: their prices are the business's net costs. */
const sampleLines = (): MaterialLineInput[] =>
  SAMPLE_MATERIALS.map(({ unitPricePence, ...m }) => ({ ...m, netUnitPricePence: unitPricePence }));

/**
 * SPEC §2's quote-creation dialog: a job description, a client, day rate (250) and days (1), and
 * an automatic name. The assistant prices the materials; when it fails, the sample materials are
 * used, as SPEC §4 says.
 */
export function QuoteCreationDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const quoteCount = useQuoteCount();
  const [description, setDescription] = useState("");
  const [customer, setCustomer] = useState<PickedCustomer | null>(null);
  const [newCustomerOpen, setNewCustomerOpen] = useState(false);
  const [dayRate, setDayRate] = useState("250");
  const [days, setDays] = useState("1");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = defaultQuoteName(quoteCount.data ?? 0, new Date());

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!description.trim()) {
      setError(messages.quotes.jobDescription);
      return;
    }
    if (!customer) {
      notify.error("Error", { description: messages.quotes.selectClient });
      return;
    }
    setBusy(true);
    try {
      let materials: MaterialLineInput[];
      let laborDays = Number(days) > 0 ? Number(days) : 1;
      try {
        const prediction = await predictMaterials(description.trim());
        materials = prediction.matched_products.map((m) => ({
          name: m.name,
          quantity: m.quantity,
          unit: m.unit,
          netUnitPricePence: m.unitPricePence,
          sku: m.sku ?? undefined,
          merchantId: m.merchantId ?? undefined,
          productId: m.productId ?? undefined,
        }));
        if (materials.length === 0) materials = sampleLines();
        // Charge the work, not the days the adhesive or plaster spends curing.
        const work = prediction.labour_days || prediction.time_estimate_days;
        if (days === "1" && work > 0) laborDays = work;
      } catch {
        materials = sampleLines();
      }
      const quote = await createQuote({
        name,
        customerId: customer.id,
        jobDescription: description.trim(),
        materials,
        laborDays,
        dayRatePence: Math.round((Number(dayRate) || 0) * 100),
        profitRule: "wizard",
      });
      refreshInBackground(queryClient, quotesRootKey);
      notify.success(messages.quotes.quickCreated, { description: quote.name });
      onOpenChange(false);
      navigate(paths.quote(quote.id));
    } catch {
      notify.error(messages.quotes.createError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Quote</DialogTitle>
          <DialogDescription>
            Describe the job and pick the client: the assistant prices the materials and the time.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <p className="text-sm">
            <span className="text-muted-foreground">Quote name: </span>
            <span className="font-medium">{name}</span>
          </p>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>Job description</Label>
            <Textarea
              id={`${id}-description`}
              rows={4}
              value={description}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-description-error` : undefined}
              onChange={(e) => setDescription(e.target.value)}
              placeholder="e.g. Skim and paint the lounge 4.5m x 3.6m"
            />
            <FieldMessage id={`${id}-description-error`}>{error ?? undefined}</FieldMessage>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-client`}>Client</Label>
            <CustomerField
              id={`${id}-client`}
              picked={customer}
              onPick={setCustomer}
              onNewCustomer={() => setNewCustomerOpen(true)}
            />
          </div>
          <div className="grid grid-cols-2 gap-4">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-rate`}>Day rate (£)</Label>
              <Input
                id={`${id}-rate`}
                type="number"
                min={0}
                step={0.01}
                inputMode="decimal"
                value={dayRate}
                onChange={(e) => setDayRate(e.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-days`}>Days</Label>
              <Input
                id={`${id}-days`}
                type="number"
                min={0.5}
                step={0.5}
                inputMode="decimal"
                value={days}
                onChange={(e) => setDays(e.target.value)}
              />
            </div>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Creating..." : "Create Quote"}
            </Button>
          </DialogFooter>
        </form>
        {/* Outside the form: the customer dialog's own submit must not create the quote. */}
        <NewCustomerDialog
          open={newCustomerOpen}
          onOpenChange={setNewCustomerOpen}
          onCreated={setCustomer}
        />
      </DialogContent>
    </Dialog>
  );
}
