import { z } from "zod";
import { cleanText, optionalEmailSchema } from "./common";

/** SPEC §5 and §8: the logo limits and their messages, shared by the form and the server. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const logoMessages = {
  tooLarge: { title: "File too large", description: "Logo must be less than 2MB in size" },
  invalidType: { title: "Invalid file type", description: "Please upload an image file" },
} as const;

const text = (max: number) => cleanText().trim().max(max).default("");

/** Spaces and hyphens people type in sort codes and account numbers ("12-34-56", "1234 5678"). */
const digitsOnly = (value: string) => value.replace(/[\s-]/g, "");

export const bankMessages = {
  accountName: "Account name must be 70 characters or fewer",
  accountNameRequired: "Account name is required with a sort code and account number",
  sortCode: "Sort code must be 6 digits",
  accountNumber: "Account number must be 8 digits",
  paymentTerms: "Payment terms must be between 0 and 120 days",
  paymentTermsWhole: "Payment terms must be a whole number of days",
} as const;

/**
 * Issue 17: how customers pay (the invoice's "Pay by bank transfer" block and due date). Optional
 * in a save so a client that predates them (or sends only the letterhead) leaves them as they are;
 * an empty string clears one.
 */
const paymentDetailsShape = {
  bankAccountName: cleanText().trim().max(70, bankMessages.accountName).optional(),
  bankSortCode: cleanText()
    .overwrite(digitsOnly)
    .regex(/^(\d{6})?$/, bankMessages.sortCode)
    .optional(),
  bankAccountNumber: cleanText()
    .overwrite(digitsOnly)
    .regex(/^(\d{8})?$/, bankMessages.accountNumber)
    .optional(),
  paymentTermsDays: z
    .number({ error: bankMessages.paymentTerms })
    .int(bankMessages.paymentTermsWhole)
    .min(0, bankMessages.paymentTerms)
    .max(120, bankMessages.paymentTerms)
    .optional(),
};

export const vatMessages = {
  numberRequired: "Enter your VAT number, or choose \u201cNot VAT registered\u201d",
  notRegistered: "Remove the VAT number, or choose \u201cVAT registered\u201d",
  numberFormat: "Enter a UK VAT number: GB and 9 digits, e.g. GB 123 4567 89",
} as const;

/**
 * A UK VAT number as HMRC issues them: 9 digits, 12 for a branch, GD or HA and 3 digits for a
 * government department or health authority; GB (or XI, Northern Ireland) before them, and the
 * spaces people type. Empty: none. ("123" was saved and would have printed on VAT invoices.)
 */
export function isUkVatNumberOrEmpty(value: string) {
  const compact = value.replace(/[\s.-]/g, "").toUpperCase();
  return compact === "" || /^(?:GB|XI)?(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/.test(compact);
}

/** SPEC §3 Business details (the logo travels separately, as a file). */
const businessDetailsShape = {
  businessName: cleanText()
    .trim()
    .min(1, "Business name is required")
    .max(120, "Business name must be 120 characters or fewer")
    .default("Your Business"),
  address: text(500),
  phone: text(40),
  email: optionalEmailSchema.default(""),
  website: text(200),
  vatNumber: text(40).refine(isUkVatNumberOrEmpty, vatMessages.numberFormat),
  margin: z
    .number({ error: "Margin must be a number" })
    .min(0, "Margin must be between 0 and 100")
    .max(100, "Margin must be between 0 and 100"),
};

type BankFields = Partial<Record<"bankAccountName" | "bankSortCode" | "bankAccountNumber", string>>;

/**
 * Half a set of bank details would print an invoice nobody can pay: once any of the three is
 * given, the ones sent empty are errors (the ones left out keep what is stored).
 */
function requireWholeBankDetails(value: BankFields, ctx: z.RefinementCtx) {
  const given = [value.bankAccountName, value.bankSortCode, value.bankAccountNumber];
  if (!given.some((v) => v)) return;
  if (value.bankAccountName === "") {
    ctx.addIssue({
      code: "custom",
      path: ["bankAccountName"],
      message: bankMessages.accountNameRequired,
    });
  }
  if (value.bankSortCode === "") {
    ctx.addIssue({ code: "custom", path: ["bankSortCode"], message: bankMessages.sortCode });
  }
  if (value.bankAccountNumber === "") {
    ctx.addIssue({
      code: "custom",
      path: ["bankAccountNumber"],
      message: bankMessages.accountNumber,
    });
  }
}

/**
 * Issue 20: VAT status as an answer (null: not answered yet). Optional in a save so older clients
 * leave it as it is; a registered business needs its number, an unregistered one has none.
 */
const vatStatusShape = { vatRegistered: z.boolean().nullable().optional() };

function requireConsistentVat(
  value: { vatRegistered?: boolean | null; vatNumber: string },
  ctx: z.RefinementCtx,
) {
  if (value.vatRegistered === true && !value.vatNumber) {
    ctx.addIssue({ code: "custom", path: ["vatNumber"], message: vatMessages.numberRequired });
  }
  if (value.vatRegistered === false && value.vatNumber) {
    ctx.addIssue({ code: "custom", path: ["vatNumber"], message: vatMessages.notRegistered });
  }
}

export const businessDetailsSchema = z
  .object({ ...businessDetailsShape, ...paymentDetailsShape, ...vatStatusShape })
  .superRefine(requireWholeBankDetails)
  .superRefine(requireConsistentVat);
export type BusinessDetails = z.output<typeof businessDetailsSchema>;
export type BusinessDetailsInput = z.input<typeof businessDetailsSchema>;

export const businessDetailsResponseSchema = z.object({
  ...businessDetailsShape,
  /** Digits only: "123456" (shown 12-34-56) and "12345678"; empty when not set. */
  bankAccountName: z.string(),
  bankSortCode: z.string(),
  bankAccountNumber: z.string(),
  paymentTermsDays: z.number().int(),
  vatRegistered: z.boolean().nullable(),
  hasLogo: z.boolean(),
  /** Changes whenever the logo does, so the image URL can bust caches. */
  logoVersion: z.string().nullable(),
});
export type BusinessDetailsResponse = z.output<typeof businessDetailsResponseSchema>;

/** SPEC §3 Quote settings; the day rate is integer pence. */
export const quoteSettingsSchema = z.object({
  defaultDayRatePence: z
    .number({ error: "Day rate must be a number" })
    .int("Day rate must be a whole number of pence")
    .min(0, "Day rate must be 0 or more")
    // A quote's own day rate has the same bound; past it every new quote went over its total cap.
    .max(100_000_000_00, "Day rate must be £100,000,000 or less"),
  defaultVatRate: z
    .number({ error: "VAT rate must be a number" })
    .min(0, "VAT rate must be between 0 and 100")
    .max(100, "VAT rate must be between 0 and 100"),
  quoteValidDays: z
    .number({ error: "Quote validity must be a number" })
    .int("Quote validity must be a whole number of days")
    .min(1, "Quote validity must be between 1 and 365 days")
    .max(365, "Quote validity must be between 1 and 365 days"),
  defaultTerms: cleanText().max(4000, "Terms must be 4000 characters or fewer"),
  /** The share of a quote a deposit invoice bills; 0: no deposits. */
  depositPercent: z
    .number({ error: "Deposit must be a number" })
    .int("Deposit must be a whole percentage")
    .min(0, "Deposit must be between 0 and 100%")
    .max(100, "Deposit must be between 0 and 100%"),
});
export type QuoteSettings = z.output<typeof quoteSettingsSchema>;

export const discountMessage = "Discount must be between 0 and 100";

/** SPEC §3 Merchant term. */
export const merchantTermSchema = z.object({
  merchantName: cleanText()
    .trim()
    .min(1, "Merchant name is required")
    .max(120, "Merchant name must be 120 characters or fewer"),
  discountPercentage: z
    .number({ error: discountMessage })
    .min(0, discountMessage)
    .max(100, discountMessage),
  preferredBranch: cleanText().trim().max(120).optional(),
});
export type MerchantTerm = z.output<typeof merchantTermSchema>;

/** One merchant's name as the list compares it: "Travis Perkins " and "travis perkins" are one. */
export const merchantKey = (name: string) => name.trim().toLocaleLowerCase("en-GB");
export const merchantListedTwice = (name: string) =>
  `${name.trim()} is already in the list: change its discount there`;

export const merchantTermsSchema = z.object({
  terms: z
    .array(merchantTermSchema)
    .max(50, "At most 50 merchant terms")
    // Two discounts for one merchant: which one a price got depended on the list's order.
    .superRefine((terms, ctx) => {
      const listed = new Map<string, string>();
      terms.forEach((term, index) => {
        const key = merchantKey(term.merchantName);
        const first = listed.get(key);
        if (first !== undefined) {
          ctx.addIssue({
            code: "custom",
            path: [index, "merchantName"],
            message: merchantListedTwice(first),
          });
        } else listed.set(key, term.merchantName);
      });
    }),
});
export type MerchantTerms = z.output<typeof merchantTermsSchema>;

export const merchantTermResponseSchema = merchantTermSchema.extend({
  merchantId: z.number().int().nullable(),
});
export const merchantTermsResponseSchema = z.object({
  terms: z.array(merchantTermResponseSchema),
});
export type MerchantTermsResponse = z.output<typeof merchantTermsResponseSchema>;

export const merchantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string(),
  branches: z.array(z.string()),
});
export const merchantsResponseSchema = z.object({ merchants: z.array(merchantSchema) });
export type Merchant = z.output<typeof merchantSchema>;

/**
 * How many trade accounts a business keeps: every order panel lists them all and every order
 * placed reads them all, so a script adding them without end slowed each of those.
 */
export const TRADE_ACCOUNTS_MAX = 50;
export const tradeAccountsFullMessage = `A business can keep up to ${TRADE_ACCOUNTS_MAX} trade accounts. Delete one you no longer use to add another.`;

/** SPEC §3 Trade account: three fixed merchants, ids 1 to 3. */
export const tradeAccountSchema = z.object({
  merchantId: z
    .number({ error: "Please choose a merchant" })
    .int()
    .min(1, "Please choose a merchant")
    .max(3, "Please choose a merchant"),
  accountNumber: cleanText()
    .trim()
    .min(1, "Account number is required")
    .max(60, "Account number must be 60 characters or fewer"),
  accountName: cleanText()
    .trim()
    .min(1, "Account name is required")
    .max(120, "Account name must be 120 characters or fewer"),
  isDefault: z.boolean().default(false),
});
export type TradeAccountInput = z.input<typeof tradeAccountSchema>;
export const tradeAccountPatchSchema = tradeAccountSchema
  .omit({ isDefault: true })
  .partial()
  .extend({ isDefault: z.boolean().optional() });
export type TradeAccountPatch = z.output<typeof tradeAccountPatchSchema>;

export const tradeAccountResponseSchema = z.object({
  id: z.string(),
  merchantId: z.number().int(),
  merchantName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type TradeAccount = z.output<typeof tradeAccountResponseSchema>;
export const tradeAccountsResponseSchema = z.object({
  accounts: z.array(tradeAccountResponseSchema),
});

/** Issue 19: the reminders Sole sends for the business, each on until switched off. */
export const reminderSettingsSchema = z.object({
  /** One follow-up to the customer 7 days after a quote was sent and not answered. */
  quoteFollowUp: z.boolean({ error: "Quote follow-up must be on or off" }),
  /** Reminders to the customer 1, 7 and 14 days after an invoice's due date. */
  invoiceReminders: z.boolean({ error: "Invoice reminders must be on or off" }),
  /** A morning email with today's jobs and what is overdue. */
  morningSummary: z.boolean({ error: "Morning summary must be on or off" }),
});
export type ReminderSettings = z.output<typeof reminderSettingsSchema>;

/** Issue 22: whether the estimator adjusts its days by the business's finished jobs. */
export const estimatorSettingsSchema = z.object({
  learnPace: z.boolean({ error: "Learn my pace must be on or off" }),
});
export type EstimatorSettings = z.output<typeof estimatorSettingsSchema>;
