import { percentOf } from "../../../shared/quote-math";
import { MATERIALS_VAT_RATE } from "../reports/vat";
import { expenseBill } from "./expense-bills";
import { penceToPounds, ukDay } from "./money";
import { type CsvFile, type ExportData, quantity } from "./types";

/**
 * One bill of FreeAgent's in its fields' order: total_value includes the VAT, total_value_ex_tax
 * is the amount before it.
 */
function freeAgentBillRow(line: {
  supplier: string;
  reference: string;
  date: string;
  dueDate: string;
  category: string;
  description: string;
  netPence: number;
  vatRate: number;
  vatPence: number;
}) {
  return [
    line.supplier,
    line.reference,
    ukDay(line.date),
    ukDay(line.dueDate),
    line.category,
    line.description,
    penceToPounds(line.netPence),
    String(line.vatRate),
    penceToPounds(line.vatPence),
    penceToPounds(line.netPence + line.vatPence),
  ];
}

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
      rows: [
        ...data.bills.flatMap((bill) =>
          bill.lines.map((l) =>
            freeAgentBillRow({
              supplier: bill.supplier,
              reference: bill.reference,
              date: bill.date,
              dueDate: bill.dueDate,
              category: "Cost of Sales",
              description: `${l.name} × ${quantity(l.quantity)}`,
              netPence: l.totalPence,
              vatRate: data.vatRegistered ? MATERIALS_VAT_RATE : 0,
              vatPence: data.vatRegistered ? percentOf(l.totalPence, MATERIALS_VAT_RATE) : 0,
            }),
          ),
        ),
        ...data.expenses.map((expense) => {
          const bill = expenseBill(expense, data.vatRegistered);
          return freeAgentBillRow({
            supplier: bill.supplier,
            reference: bill.reference,
            date: bill.date,
            dueDate: bill.date,
            category: bill.accounts.freeagent,
            description: bill.description,
            netPence: bill.netPence,
            vatRate: bill.vatRate,
            vatPence: bill.vatPence,
          });
        }),
      ],
    },
  ];
}
