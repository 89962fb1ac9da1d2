import { percentOf } from "../../../shared/quote-math";
import { MATERIALS_VAT_RATE } from "../reports/vat";
import { expenseBill } from "./expense-bills";
import { penceToPounds, ukDay } from "./money";
import { addressParts, type CsvFile, type ExportData, quantity } from "./types";

function xeroTax(
  vatRegistered: boolean,
  rate: number,
  reverseCharge: boolean,
  side: "Income" | "Expenses",
) {
  if (!vatRegistered) return "No VAT";
  if (reverseCharge && rate > 0) return `Domestic Reverse Charge @ ${rate}% (VAT on ${side})`;
  return rate === 0
    ? `Zero Rated ${side === "Income" ? "Income" : "Expenses"}`
    : `${rate}% (VAT on ${side})`;
}

/** The contact's postal address columns and the tracking columns, as Xero's templates name them. */
const contact = [
  "POAddressLine1",
  "POAddressLine2",
  "POAddressLine3",
  "POAddressLine4",
  "POCity",
  "PORegion",
  "POPostalCode",
  "POCountry",
];
const tracking = ["TrackingName1", "TrackingOption1", "TrackingName2", "TrackingOption2"];

/** One line of Xero's bill template in its columns' order, the contact's address and tracking blank. */
function xeroBillRow(line: {
  supplier: string;
  reference: string;
  date: string;
  dueDate: string;
  sku: string;
  description: string;
  quantity: string;
  unitPence: number;
  account: string;
  taxType: string;
  taxPence: number;
}) {
  return [
    line.supplier,
    "",
    ...contact.map(() => ""),
    line.reference,
    ukDay(line.date),
    ukDay(line.dueDate),
    line.sku,
    line.description,
    line.quantity,
    penceToPounds(line.unitPence),
    line.account,
    line.taxType,
    penceToPounds(line.taxPence),
    ...tracking.map(() => ""),
    "GBP",
  ];
}

/** Xero: sales invoice and bill import templates (one row per line), bank statement CSV. */
export function xero(data: ExportData): CsvFile[] {
  const invoiceRows = data.invoices.flatMap((inv) => {
    const a = addressParts(inv.address);
    return inv.lines.map((l) => [
      inv.customerName,
      inv.email,
      ...a.lines,
      a.city,
      "",
      a.postcode,
      a.country,
      inv.reference,
      "",
      ukDay(inv.issueDate),
      ukDay(inv.dueDate),
      "",
      l.description,
      quantity(l.quantity),
      penceToPounds(l.unitPricePence),
      "",
      "200",
      xeroTax(data.vatRegistered, l.vatRate, inv.reverseCharge, "Income"),
      "",
      "",
      "",
      "",
      "GBP",
      "",
    ]);
  });
  const billRows = [
    ...data.bills.flatMap((bill) =>
      bill.lines.map((l) =>
        xeroBillRow({
          supplier: bill.supplier,
          reference: bill.reference,
          date: bill.date,
          dueDate: bill.dueDate,
          sku: l.sku,
          description: l.name,
          quantity: quantity(l.quantity),
          unitPence: l.unitPricePence,
          account: "310",
          taxType: xeroTax(data.vatRegistered, MATERIALS_VAT_RATE, false, "Expenses"),
          taxPence: data.vatRegistered ? percentOf(l.totalPence, MATERIALS_VAT_RATE) : 0,
        }),
      ),
    ),
    // One line per receipt at its amount before VAT; TaxAmount is the receipt's own VAT, which
    // Xero takes over the one it would work out from the rate. A receipt falls due on its date.
    ...data.expenses.map((expense) => {
      const bill = expenseBill(expense, data.vatRegistered);
      return xeroBillRow({
        supplier: bill.supplier,
        reference: bill.reference,
        date: bill.date,
        dueDate: bill.date,
        sku: "",
        description: bill.description,
        quantity: "1",
        unitPence: bill.netPence,
        account: bill.accounts.xero,
        taxType: bill.vatRate ? xeroTax(true, bill.vatRate, false, "Expenses") : "No VAT",
        taxPence: bill.vatPence,
      });
    }),
  ];
  return [
    {
      name: "invoices",
      columns: [
        "*ContactName",
        "EmailAddress",
        ...contact,
        "*InvoiceNumber",
        "Reference",
        "*InvoiceDate",
        "*DueDate",
        "InventoryItemCode",
        "*Description",
        "*Quantity",
        "*UnitAmount",
        "Discount",
        "*AccountCode",
        "*TaxType",
        ...tracking,
        "Currency",
        "BrandingTheme",
      ],
      rows: invoiceRows,
    },
    {
      name: "payments",
      columns: ["*Date", "*Amount", "Payee", "Description", "Reference"],
      rows: data.payments.map((p) => [
        ukDay(p.paidOn),
        penceToPounds(p.amountPence),
        p.invoice.customerName,
        `Payment of ${p.invoice.reference} (${p.method})`,
        p.invoice.reference,
      ]),
    },
    {
      name: "bills",
      columns: [
        "*ContactName",
        "EmailAddress",
        ...contact,
        "*InvoiceNumber",
        "*InvoiceDate",
        "*DueDate",
        "InventoryItemCode",
        "Description",
        "*Quantity",
        "*UnitAmount",
        "*AccountCode",
        "*TaxType",
        "TaxAmount",
        ...tracking,
        "Currency",
      ],
      rows: billRows,
    },
  ];
}
