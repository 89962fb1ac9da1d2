import { Download } from "lucide-react";
import { Button } from "../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";

/** Settings → Business Details: download the business's own data as a zip (GET /api/export). */
export function DataExportCard() {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Export your data</CardTitle>
        <CardDescription>
          A zip of your customers, quotes, materials, jobs, invoices, payments, expenses and
          catalogue as CSV files, everything in one JSON file, your site photos, your logo and the
          PDFs of accepted quotes. A large business's download can take a few minutes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <a href="/api/export" download>
            <Download aria-hidden="true" />
            Download all data
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
