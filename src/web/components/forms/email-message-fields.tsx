import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { z } from "zod";
import { messages } from "../../../shared/messages";
import { isPlaceholderBusinessName } from "../../../shared/schemas/setup";
import { FieldMessage, Input, Label, Textarea } from "../ui/input";

/** The address and message of a document sent by email (a quote, an invoice). */
export const emailMessageShape = {
  email: z
    .string()
    .trim()
    .min(1, messages.validation.email)
    .pipe(z.email({ error: messages.validation.email })),
  message: z.string().max(5000, "Message must be 5000 characters or fewer"),
};

/** The message's last lines: signed with the business's name once it has one of its own. */
export const signOff = (businessName?: string) =>
  businessName?.trim() && !isPlaceholderBusinessName(businessName)
    ? `Thanks,\n${businessName.trim()}`
    : "Thanks";

export interface EmailMessageValues {
  email: string;
  message: string;
}

/** "Email address" and "Message" with their errors, for any form holding `EmailMessageValues`. */
export function EmailMessageFields<Values extends EmailMessageValues>({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}) {
  // The two fields are known to exist in `Values`; narrowing to them keeps the calls typed.
  const reg = register as unknown as UseFormRegister<EmailMessageValues>;
  const errs = errors as FieldErrors<EmailMessageValues>;
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-email`}>Email address</Label>
        <Input
          id={`${idPrefix}-email`}
          type="email"
          autoComplete="email"
          aria-invalid={errs.email ? true : undefined}
          aria-describedby={errs.email ? `${idPrefix}-email-error` : undefined}
          {...reg("email")}
        />
        <FieldMessage id={`${idPrefix}-email-error`}>{errs.email?.message}</FieldMessage>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-message`}>Message</Label>
        <Textarea id={`${idPrefix}-message`} rows={5} {...reg("message")} />
        <FieldMessage>{errs.message?.message}</FieldMessage>
      </div>
    </>
  );
}
