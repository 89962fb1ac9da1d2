import { useMutation } from "@tanstack/react-query";
import { isoDay } from "../../../../shared/dates";
import { ApiError } from "../../../lib/api";

/** The file name the server chose (Content-Disposition), or the same pattern made here. */
function fileNameOf(response: Response): string {
  const header = response.headers.get("Content-Disposition") ?? "";
  const match = header.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? `waitlist-emails-${isoDay(new Date())}.csv`;
}

/** Downloads the waitlist as CSV (columns Email, Signup Date) through a temporary link. */
export async function exportWaitlistCsv(): Promise<string> {
  const response = await fetch("/api/admin/waitlist.csv", { credentials: "same-origin" });
  if (!response.ok) {
    throw new ApiError(response.status, "http_error", "The CSV file could not be downloaded.");
  }
  const fileName = fileNameOf(response);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Let the browser start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return fileName;
}

export function useExportWaitlistCsv() {
  return useMutation({ mutationFn: exportWaitlistCsv });
}
