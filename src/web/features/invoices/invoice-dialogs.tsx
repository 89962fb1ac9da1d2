import { zodResolver } from "@hookform/resolvers/zod";
import { PoundSterling, Send } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { isoDay } from "../../../shared/dates";
import { formatPence, poundsToPence } from "../../../shared/money";
import { type Invoice, paymentMethods } from "../../../shared/schemas/invoices";
import { atSite } from "../../../shared/site-address";
import {
  EmailMessageFields,
  emailMessageShape,
  signOff,
} from "../../components/forms/email-message-fields";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog";
import { FieldMessage, Input, Label } from "../../components/ui/input";
import { VersionConflictAlert } from "../../components/version-conflict-alert";
import { notify } from "../../lib/toast";
import { isVersionConflict, notifyVersionConflict } from "../../lib/version-conflict";
import { useBusinessDetails } from "../settings";
import { useRecordPayment, useReloadInvoice, useSendInvoice } from "./api";
import { MissingBankDetailsWarning } from "./bank-transfer";

const selectClass = "h-10 rounded-md border border-input bg-background px-3 text-sm";

function paymentForm(balancePence: number) {
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, "Please enter an amount")
      .refine((v) => (poundsToPence(v) ?? 0) > 0, "Amount must be more than £0.00")
      .refine(
        (v) => (poundsToPence(v) ?? 0) <= balancePence,
        `Amount must be at most the balance of ${formatPence(balancePence)}`,
      ),
    paidOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter a date"),
    method: z.string(),
    note: z.string().max(500, "Note must be 500 characters or fewer"),
  });
}
type PaymentValues = z.infer<ReturnType<typeof paymentForm>>;

/** Record Payment: amount (at most the balance), date, method and note. */
export function RecordPaymentDialog({ invoice }: { invoice: Invoice }) {
  const [open, setOpen] = useState(false);
  const record = useRecordPayment();
  const reloadInvoice = useReloadInvoice();
  /** The version the balance shown was read at: a payment is based on it. */
  const [baseVersion, setBaseVersion] = useState(invoice.version);
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const defaults = (inv: Invoice = invoice): PaymentValues => ({
    amount: (inv.balancePence / 100).toFixed(2),
    paidOn: isoDay(new Date()),
    method: "bank transfer",
    note: "",
  });
  const form = useForm<PaymentValues>({
    resolver: zodResolver(paymentForm(invoice.balancePence)),
    defaultValues: defaults(),
  });
  const { errors, isSubmitting } = form.formState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (!open) return;
    form.reset(defaults());
    setBaseVersion(invoice.version);
    setConflict(null);
  }, [open]);

  const reload = async () => {
    setReloading(true);
    try {
      const latest = await reloadInvoice(invoice.id);
      form.reset(defaults(latest));
      setBaseVersion(latest.version);
      setConflict(null);
    } catch (error) {
      notify.error("Invoice not reloaded", {
        description: error instanceof Error ? error.message : "Please try again.",
      });
    } finally {
      setReloading(false);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await record.mutateAsync({
        id: invoice.id,
        input: {
          amountPence: poundsToPence(values.amount) ?? 0,
          paidOn: values.paidOn,
          method: values.method,
          note: values.note,
          version: baseVersion,
        },
      });
      notify.success("Payment Recorded");
      setOpen(false);
    } catch (error) {
      if (isVersionConflict(error)) {
        setConflict(error.message);
        return;
      }
      notify.error("Payment not recorded", {
        description: error instanceof Error ? error.message : "Please try again.",
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button disabled={invoice.balancePence <= 0}>
          <PoundSterling /> Record Payment
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record Payment</DialogTitle>
          <DialogDescription>
            {invoice.reference}: balance {formatPence(invoice.balancePence)}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="payment-amount">Amount (£)</Label>
              <Input
                id="payment-amount"
                inputMode="decimal"
                aria-invalid={errors.amount ? true : undefined}
                aria-describedby={errors.amount ? "payment-amount-error" : undefined}
                {...form.register("amount")}
              />
              <FieldMessage id="payment-amount-error">{errors.amount?.message}</FieldMessage>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="payment-date">Date paid</Label>
              <Input id="payment-date" type="date" {...form.register("paidOn")} />
              <FieldMessage>{errors.paidOn?.message}</FieldMessage>
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="payment-method">Method</Label>
            <select id="payment-method" className={selectClass} {...form.register("method")}>
              {paymentMethods.map((m) => (
                <option key={m} value={m}>
                  {m[0]!.toUpperCase() + m.slice(1)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="payment-note">Note</Label>
            <Input id="payment-note" {...form.register("note")} />
            <FieldMessage>{errors.note?.message}</FieldMessage>
          </div>
          {conflict ? (
            <VersionConflictAlert
              message={conflict}
              onReload={() => void reload()}
              reloading={reloading}
            />
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Saving..." : "Save Payment"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const sendForm = z.object(emailMessageShape);
type SendValues = z.infer<typeof sendForm>;

/** Send: emails the invoice with its PDF attached; a draft becomes sent. */
export function SendInvoiceDialog({ invoice }: { invoice: Invoice }) {
  const [open, setOpen] = useState(false);
  const send = useSendInvoice();
  const reloadInvoice = useReloadInvoice();
  const business = useBusinessDetails();
  // Paid, it goes as a copy for the customer's records (the email says so too).
  const paid = invoice.status === "paid";
  const defaults = (): SendValues => ({
    email: invoice.customerEmail,
    message: `Hi ${invoice.customerGreeting || invoice.customerName || "there"},\n\n${paid ? `Please find attached a copy of invoice ${invoice.reference}, paid in full, for your records.` : `Please find attached invoice ${invoice.reference}${invoice.siteAddress ? ` for the work${atSite(invoice.siteAddress)}` : ""}.`}\n\n${signOff(business.data?.businessName)}`,
  });
  const form = useForm<SendValues>({ resolver: zodResolver(sendForm), defaultValues: defaults() });
  const { errors, isSubmitting } = form.formState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) form.reset(defaults());
  }, [open]);
  const submit = form.handleSubmit(async (input) => {
    try {
      // based on the version shown: an invoice changed elsewhere meanwhile is not sent unseen
      await send.mutateAsync({ id: invoice.id, input: { ...input, version: invoice.version } });
      notify.success(`Invoice sent to ${input.email}`);
      setOpen(false);
    } catch (error) {
      if (isVersionConflict(error)) {
        setOpen(false);
        notifyVersionConflict(error, () => void reloadInvoice(invoice.id));
        return;
      }
      notify.error("Invoice not sent", {
        description: error instanceof Error ? error.message : "Please try again.",
      });
    }
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Send /> {paid ? "Send a copy" : "Send"}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send Invoice</DialogTitle>
          <DialogDescription>The invoice PDF is attached to the email.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {invoice.balancePence > 0 ? <MissingBankDetailsWarning /> : null}
          <EmailMessageFields idPrefix="invoice" register={form.register} errors={errors} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Sending..." : "Send Invoice"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
