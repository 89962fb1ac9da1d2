import { Paperclip } from "lucide-react";
import { useState } from "react";
import { formatDateTime } from "../../../shared/dates";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import type { MailboxMessage } from "./api/mailbox";
import { LinkifiedText } from "./linkified-text";

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * One email: the text part with its links clickable. The HTML part is shown only on request, in
 * a sandboxed frame (no scripts, no same-origin access), never injected into this page.
 */
export function MessageCard({ message }: { message: MailboxMessage }) {
  const [showHtml, setShowHtml] = useState(false);
  const headingId = `mail-${message.id}`;

  return (
    <Card role="article" aria-labelledby={headingId} className="min-w-0">
      <CardHeader className="gap-2 pb-4">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <h2 id={headingId} className="min-w-0 text-base font-semibold break-words">
            {message.subject || "(no subject)"}
          </h2>
          <time
            dateTime={message.createdAt}
            className="shrink-0 text-xs text-muted-foreground tabular-nums sm:pt-1"
          >
            {formatDateTime(message.createdAt)}
          </time>
        </div>
        <p className="text-sm break-all text-muted-foreground">
          To: <span className="text-foreground">{message.to}</span>
        </p>
        {message.attachments.length > 0 ? (
          <ul aria-label="Attachments" className="flex flex-wrap gap-2">
            {message.attachments.map((a) => (
              <li key={a.filename}>
                <Badge variant="outline" className="gap-1 font-normal">
                  <Paperclip className="size-3" aria-hidden="true" />
                  {a.filename} · {formatSize(a.size)}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        <pre className="overflow-x-auto rounded-md bg-muted/50 p-3 font-sans text-sm leading-relaxed whitespace-pre-wrap break-words">
          <LinkifiedText text={message.text} />
        </pre>
        {message.html ? (
          <details onToggle={(e) => setShowHtml(e.currentTarget.open)}>
            <summary className="cursor-pointer text-sm font-medium text-primary">
              HTML version
            </summary>
            {showHtml ? (
              <iframe
                title={`HTML version of ${message.subject}`}
                sandbox=""
                srcDoc={message.html}
                className="mt-3 h-[480px] w-full rounded-md border bg-white"
              />
            ) : null}
          </details>
        ) : null}
      </CardContent>
    </Card>
  );
}
