import { PageHeader } from "../../components/layout/page-header";
import { InsightsSection } from "../insights";
import { ExpensesSection } from "./expenses-section";
import { ExportsSection } from "./exports-section";
import { MtdSectionWithSettings } from "./mtd-section";
import { VatReturnSection } from "./vat-return-section";

/**
 * /dashboard/reports: the books, one section after another (VAT return, MTD quarterly update,
 * accounting exports), so later sections such as charts slot into the same list.
 */
export function ReportsPage() {
  return (
    <>
      <PageHeader
        title="Reports"
        description="VAT return figures, Making Tax Digital quarters and exports for your accountant."
      />
      <div className="grid gap-6">
        <InsightsSection />
        <VatReturnSection />
        <MtdSectionWithSettings />
        <ExpensesSection />
        <ExportsSection />
      </div>
    </>
  );
}
