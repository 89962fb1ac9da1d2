import { percentOf } from "../../../shared/quote-math";
import { MATERIALS_VAT_RATE } from "../reports/vat";
import { expenseBill } from "./expense-bills";
import { penceToPounds, ukDay } from "./money";
import { type CsvFile, type ExportData, quantity } from "./types";

/** FreeAgent: the fields of its invoice and bill (API v2 names), and its bank statement CSV. */
export function freeAgent(data: ExportData): CsvFile[] {
  return [
    {
      name: "invoices",
      columns: [
        "contact_name",
        "reference",
        "dated_on",
        "due_on",
        "item_type",
        "quantity",
        "price",
        "description",
        "sales_tax_rate",
        "is_reverse_charge",
        "cis_deduction",
      ],
      rows: data.invoices.flatMap((inv) =>
        inv.lines.map((l, i) => [
          inv.customerName,
          inv.reference,
          ukDay(inv.issueDate),
          ukDay(inv.dueDate),
          l.isLabour ? "Services" : "Products",
          quantity(l.quantity),
          penceToPounds(l.unitPricePence),
          l.description,
          data.vatRegistered ? String(l.vatRate) : "0",
          inv.reverseCharge ? "true" : "false",
          i === 0 ? penceToPounds(inv.cisDeductionPence) : "",
        ]),
      ),
    },
    {
      name: "payments",
      columns: ["Date", "Amount", "Description"],
      rows: data.payments.map((p) => [
        ukDay(p.paidOn),
        penceToPounds(p.amountPence),
        `${p.invoice.customerName}: payment of ${p.invoice.reference}`,
      ]),
    },
    {
      name: "bills",
      columns: [
        "contact_name",
        "reference",
        "dated_on",
        "due_on",
        "category",
        "description",
        "total_value_ex_tax",
        "sales_tax_rate",
        "sales_tax_value",
        "total_value",
      ],
      // FreeAgent's total_value includes the VAT; total_value_ex_tax is the amount before it.
      rows: [
        ...data.bills.flatMap((bill) =>
          bill.lines.map((l) => {
            const vat = data.vatRegistered ? percentOf(l.totalPence, MATERIALS_VAT_RATE) : 0;
            return [
              bill.supplier,
              bill.reference,
              ukDay(bill.date),
              ukDay(bill.dueDate),
              "Cost of Sales",
              `${l.name} × ${quantity(l.quantity)}`,
              penceToPounds(l.totalPence),
              data.vatRegistered ? String(MATERIALS_VAT_RATE) : "0",
              penceToPounds(vat),
              penceToPounds(l.totalPence + vat),
            ];
          }),
        ),
        ...data.expenses.map((expense) => {
          const bill = expenseBill(expense, data.vatRegistered);
          return [
            bill.supplier,
            bill.reference,
            ukDay(bill.date),
            ukDay(bill.date),
            bill.accounts.freeagent,
            bill.description,
            penceToPounds(bill.netPence),
            String(bill.vatRate),
            penceToPounds(bill.vatPence),
            penceToPounds(bill.grossPence),
          ];
        }),
      ],
    },
  ];
}
