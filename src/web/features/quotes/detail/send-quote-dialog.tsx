import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { messages } from "../../../../shared/messages";
import { type Quote, sendQuoteSchema } from "../../../../shared/schemas/quotes";
import { atSite } from "../../../../shared/site-address";
import {
  EmailMessageFields,
  emailMessageShape,
  signOff,
} from "../../../components/forms/email-message-fields";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { notify } from "../../../lib/toast";
import { isVersionConflict, notifyVersionConflict } from "../../../lib/version-conflict";
import { useBusinessDetails } from "../../settings";
import { quoteQueryKey } from "../api/get-quote";
import { useSendQuote } from "../api/send-quote";
import { type SendCheck, SendCheckScreen, sendChecks } from "./send-quote-checks";

const formSchema = sendQuoteSchema.extend({
  ...emailMessageShape,
  attachPdf: z.boolean(),
  includeAcceptance: z.boolean(),
});
type SendValues = z.infer<typeof formSchema>;

/** SPEC §5 Send-quote form: email (required, valid), message, Attach PDF, Include acceptance button. */
export function SendQuoteDialog({
  quote,
  customer,
}: {
  quote: Quote;
  customer: { email: string; greeting: string };
}) {
  const customerEmail = customer.email;
  const [open, setOpen] = useState(false);
  // What to ask before it goes out (./send-quote-checks.tsx), each once an opening.
  const business = useBusinessDetails();
  const [answered, setAnswered] = useState<SendCheck[]>([]);
  const ask = sendChecks(quote, business.data).find((check) => !answered.includes(check));
  const send = useSendQuote();
  const queryClient = useQueryClient();
  const defaults = (): SendValues => ({
    email: quote.sentTo || customerEmail,
    message: `Hi ${customer.greeting || quote.customerName || "there"},\n\nPlease find below your quote for ${quote.name || "the work"}${atSite(quote.siteAddress, quote.name)}. Any questions, just reply to this email.\n\n${signOff(business.data?.businessName)}`,
    attachPdf: true,
    includeAcceptance: true,
  });
  const form = useForm<SendValues>({
    resolver: zodResolver(formSchema),
    reValidateMode: "onChange",
    defaultValues: defaults(),
  });
  const { errors, isSubmitting } = form.formState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) form.reset(defaults());
    if (open) setAnswered([]);
  }, [open]);
  // Opened before the customer's details had loaded: their email fills the field when it comes,
  // unless one has been typed meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the customer's email arrives
  useEffect(() => {
    if (open && customerEmail && !form.getValues("email")) form.setValue("email", customerEmail);
  }, [customerEmail]);

  const submit = form.handleSubmit(async (input) => {
    try {
      // based on the version shown: a quote changed elsewhere meanwhile is not sent unseen
      await send.mutateAsync({ id: quote.id, input: { ...input, version: quote.version } });
      notify.success(messages.quotes.sentTo(input.email));
      setOpen(false);
    } catch (error) {
      if (isVersionConflict(error)) {
        setOpen(false);
        notifyVersionConflict(error, () => {
          void queryClient.invalidateQueries({ queryKey: quoteQueryKey(quote.id) });
        });
        return;
      }
      notify.error("Quote not sent", {
        description: error instanceof Error ? error.message : "Please try again.",
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {/* Once accepted, sending again is not the next step: scheduling and invoicing are. */}
        <Button variant={quote.status === "accepted" ? "outline" : "default"}>
          <Send /> Send to Customer
        </Button>
      </DialogTrigger>
      <DialogContent>
        {ask ? (
          <SendCheckScreen
            check={ask}
            quote={quote}
            onSendAnyway={() => setAnswered((done) => [...done, ask])}
          />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Send Quote to Customer</DialogTitle>
              <DialogDescription>
                {quote.status === "accepted"
                  ? "Email a copy of the quote as it was accepted: the same figures and PDF."
                  : "Email the quote with a link the customer can accept online."}
              </DialogDescription>
            </DialogHeader>
            <form onSubmit={submit} noValidate className="grid gap-4">
              <EmailMessageFields idPrefix="send" register={form.register} errors={errors} />
              <label className="flex items-center gap-3 text-sm" htmlFor="send-attach">
                <input
                  id="send-attach"
                  type="checkbox"
                  className="size-4 accent-primary"
                  {...form.register("attachPdf")}
                />
                Attach PDF
              </label>
              <label className="flex items-center gap-3 text-sm" htmlFor="send-accept">
                <input
                  id="send-accept"
                  type="checkbox"
                  className="size-4 accent-primary"
                  {...form.register("includeAcceptance")}
                />
                {quote.status === "accepted"
                  ? "Include a link to the quote"
                  : "Include acceptance button"}
              </label>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? "Sending..." : "Send"}
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
