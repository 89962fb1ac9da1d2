import { Download, RefreshCw } from "lucide-react";
import { Fragment, useEffect, useRef } from "react";
import { formatDate } from "../../../shared/dates";
import { Button } from "../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { notify } from "../../lib/toast";
import { useExportWaitlistCsv } from "./api/export-waitlist-csv";
import { useWaitlist } from "./api/waitlist";

const loadFailed = "Failed to load waitlist emails";

/** An address that wraps on a narrow screen at its dots and @, not mid-word. */
function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[.])|(?=@)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** SPEC §2: the waitlist table (Email, Signup Date) with Refresh and Export CSV. */
export function WaitlistTab() {
  const waitlist = useWaitlist();
  const exportCsv = useExportWaitlistCsv();
  const entries = waitlist.data ?? [];

  // One toast per failed load (first load or refresh), not again when the tab is reopened.
  const toastedErrorAt = useRef(waitlist.errorUpdatedAt);
  useEffect(() => {
    if (waitlist.errorUpdatedAt > toastedErrorAt.current) {
      toastedErrorAt.current = waitlist.errorUpdatedAt;
      notify.error(loadFailed);
    }
  }, [waitlist.errorUpdatedAt]);

  const refresh = async () => {
    const result = await waitlist.refetch();
    if (result.isSuccess) notify.success(`Retrieved ${result.data.length} waitlist emails`);
  };

  const download = () => {
    if (entries.length === 0) {
      notify.info("No emails to export");
      return;
    }
    exportCsv.mutate(undefined, {
      onSuccess: () => notify.success("CSV export completed"),
      onError: (error) => notify.error("CSV export failed", { description: error.message }),
    });
  };

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>Waitlist</CardTitle>
          <CardDescription>
            {waitlist.isSuccess
              ? `${entries.length} ${entries.length === 1 ? "person has" : "people have"} joined, newest first.`
              : "People who joined the waitlist on the landing page."}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={refresh} disabled={waitlist.isFetching}>
            <RefreshCw className={cn(waitlist.isFetching && "animate-spin")} /> Refresh
          </Button>
          <Button onClick={download} disabled={exportCsv.isPending || waitlist.isPending}>
            <Download /> {exportCsv.isPending ? "Exporting..." : "Export CSV"}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {waitlist.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading waitlist" />
          </div>
        ) : waitlist.isError ? (
          <div
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive"
          >
            <p className="font-medium">{loadFailed}</p>
            <p className="mt-1">Check your connection and press Refresh to try again.</p>
          </div>
        ) : entries.length === 0 ? (
          <p className="rounded-md border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
            No one has joined the waitlist yet.
          </p>
        ) : (
          <div className="overflow-x-auto rounded-md border">
            <table className="w-full text-sm">
              <caption className="sr-only">Waitlist sign-ups, newest first</caption>
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Email
                  </th>
                  <th scope="col" className="w-32 px-4 py-3 font-medium whitespace-nowrap">
                    Signup Date
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {entries.map((entry) => (
                  <tr key={entry.id} className="hover:bg-muted/30">
                    <td className="px-4 py-3 [overflow-wrap:anywhere]">
                      <EmailText email={entry.email} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                      {formatDate(entry.createdAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
