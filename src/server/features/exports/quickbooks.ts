import { percentOf } from "../../../shared/quote-math";
import { MATERIALS_VAT_RATE } from "../reports/vat";
import { expenseBill } from "./expense-bills";
import { penceToPounds, ukDay } from "./money";
import { type CsvFile, type ExportData, quantity } from "./types";

function quickBooksTax(vatRegistered: boolean, rate: number, reverseCharge: boolean) {
  if (!vatRegistered) return "No VAT";
  const code = rate === 20 ? "S" : rate === 5 ? "R" : "Z";
  return reverseCharge && rate > 0 ? `${rate}.0% RC CIS` : `${rate}.0% ${code}`;
}

/** One line of QuickBooks' bill import in its columns' order, terms, location and memo blank. */
function quickBooksBillRow(line: {
  reference: string;
  supplier: string;
  date: string;
  dueDate: string;
  account: string;
  description: string;
  netPence: number;
  taxCode: string;
  taxPence: number;
}) {
  return [
    line.reference,
    line.supplier,
    ukDay(line.date),
    ukDay(line.dueDate),
    "",
    "",
    "",
    line.account,
    line.description,
    penceToPounds(line.netPence),
    line.taxCode,
    penceToPounds(line.taxPence),
    "GBP",
  ];
}

/** QuickBooks Online (UK): invoice import, bill import, 3-column bank upload. */
export function quickBooks(data: ExportData): CsvFile[] {
  return [
    {
      name: "invoices",
      columns: [
        "InvoiceNo",
        "Customer",
        "InvoiceDate",
        "DueDate",
        "Terms",
        "Location",
        "Memo",
        "Item(Product/Service)",
        "ItemDescription",
        "ItemQuantity",
        "ItemRate",
        "ItemAmount",
        "ItemTaxCode",
        "ItemTaxAmount",
        "Currency",
        "Service Date",
      ],
      rows: data.invoices.flatMap((inv) =>
        inv.lines.map((l) => [
          inv.reference,
          inv.customerName,
          ukDay(inv.issueDate),
          ukDay(inv.dueDate),
          "",
          "",
          inv.reverseCharge ? "Reverse charge: customer to pay the VAT to HMRC" : "",
          l.isLabour ? "Labour" : "Materials",
          l.description,
          quantity(l.quantity),
          penceToPounds(l.unitPricePence),
          penceToPounds(l.netPence),
          quickBooksTax(data.vatRegistered, l.vatRate, inv.reverseCharge),
          penceToPounds(data.vatRegistered ? l.vatPence : 0),
          "GBP",
          ukDay(inv.taxPoint),
        ]),
      ),
    },
    {
      name: "payments",
      columns: ["Date", "Description", "Amount"],
      rows: data.payments.map((p) => [
        ukDay(p.paidOn),
        `${p.invoice.customerName}: payment of ${p.invoice.reference}`,
        penceToPounds(p.amountPence),
      ]),
    },
    {
      name: "bills",
      columns: [
        "Bill No",
        "Supplier",
        "Bill Date",
        "Due Date",
        "Terms",
        "Location",
        "Memo",
        "Account",
        "Line Description",
        "Line Amount",
        "Line Tax Code",
        "Line Tax Amount",
        "Currency",
      ],
      rows: [
        ...data.bills.flatMap((bill) =>
          bill.lines.map((l) =>
            quickBooksBillRow({
              reference: bill.reference,
              supplier: bill.supplier,
              date: bill.date,
              dueDate: bill.dueDate,
              account: "Cost of sales",
              description: `${l.name} × ${quantity(l.quantity)}`,
              netPence: l.totalPence,
              taxCode: quickBooksTax(data.vatRegistered, MATERIALS_VAT_RATE, false),
              taxPence: data.vatRegistered ? percentOf(l.totalPence, MATERIALS_VAT_RATE) : 0,
            }),
          ),
        ),
        // A receipt is already paid, so it falls due on its own date.
        ...data.expenses.map((expense) => {
          const bill = expenseBill(expense, data.vatRegistered);
          return quickBooksBillRow({
            reference: bill.reference,
            supplier: bill.supplier,
            date: bill.date,
            dueDate: bill.date,
            account: bill.accounts.quickbooks,
            description: bill.description,
            netPence: bill.netPence,
            taxCode: bill.vatRate ? quickBooksTax(true, bill.vatRate, false) : "No VAT",
            taxPence: bill.vatPence,
          });
        }),
      ],
    },
  ];
}
