import { Copy, Download } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { copyText } from "./clipboard";

function download(codes: string[]) {
  const text = `Sole backup codes\nEach code works once. Keep them somewhere safe.\n\n${codes.join("\n")}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "sole-backup-codes.txt";
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The backup codes, shown once: copy or download them, then close. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-4">
      <div
        role="note"
        className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
      >
        <p className="font-semibold">Save your backup codes now</p>
        <p className="mt-1">
          If you lose your phone, each code lets you sign in once. We will not show them again.
        </p>
      </div>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-md border bg-muted/50 p-3 font-mono text-sm sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-background px-2 py-1 text-center tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => copyText(codes.join("\n"), "Backup codes")}
        >
          <Copy /> Copy codes
        </Button>
        <Button type="button" variant="outline" onClick={() => download(codes)}>
          <Download /> Download
        </Button>
        <Button type="button" onClick={onDone}>
          I've saved them
        </Button>
      </div>
    </div>
  );
}
