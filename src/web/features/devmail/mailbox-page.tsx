import { Inbox, MailX, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { Brand } from "../../components/layout/brand";
import { ThemeToggle } from "../../components/layout/theme-toggle";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Input, Label } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { useMailbox } from "./api/mailbox";
import { MessageCard } from "./message-card";

const mailboxOffMessage = "The development mailbox is off: mail is sent through SMTP.";

function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Inbox;
  title: string;
  children?: string;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{title}</p>
        {children ? <p className="max-w-md text-sm text-muted-foreground">{children}</p> : null}
      </CardContent>
    </Card>
  );
}

/**
 * /dev/mailbox: with no SMTP server configured, every email the app sends is kept in the outbox
 * and shown here, newest first (DESIGN.md "email").
 */
export function MailboxPage() {
  const filterId = useId();
  const mailbox = useMailbox();
  const [filter, setFilter] = useState("");
  const on = mailbox.data?.status === "on" ? mailbox.data : null;
  const needle = filter.trim().toLowerCase();
  const messages = (on?.messages ?? []).filter(
    (m) =>
      !needle || m.to.toLowerCase().includes(needle) || m.subject.toLowerCase().includes(needle),
  );

  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur md:px-8">
        <Brand />
        <Badge variant="secondary">Development</Badge>
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
        </div>
      </header>
      <main className="mx-auto grid w-full max-w-4xl gap-6 p-4 md:p-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Development mailbox</h1>
            <p className="mt-1 text-muted-foreground">
              Emails the app has sent, newest first. New mail appears by itself.
            </p>
          </div>
          {on ? (
            <Button
              variant="outline"
              onClick={() => mailbox.refetch()}
              disabled={mailbox.isFetching}
              className="self-start sm:self-auto"
            >
              <RefreshCw className={cn(mailbox.isFetching && "animate-spin")} /> Refresh
            </Button>
          ) : null}
        </div>

        {mailbox.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading the mailbox" />
          </div>
        ) : mailbox.isError ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive"
          >
            The mailbox could not be loaded: {mailbox.error.message}
          </p>
        ) : !on ? (
          <EmptyState icon={MailX} title={mailboxOffMessage} />
        ) : (
          <>
            <div className="grid gap-2 sm:max-w-sm">
              <Label htmlFor={filterId}>Filter by recipient or subject</Label>
              <Input
                id={filterId}
                type="search"
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
                placeholder="name@example.co.uk"
              />
            </div>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {needle
                ? `${messages.length} of ${on.messages.length} messages`
                : `${on.messages.length} ${on.messages.length === 1 ? "message" : "messages"}`}
            </p>
            {messages.length === 0 ? (
              <EmptyState icon={Inbox} title={needle ? "No matching messages" : "No messages yet"}>
                {needle
                  ? "Try part of the address or the subject."
                  : "Sign-up verifications, password resets and quotes you send will appear here."}
              </EmptyState>
            ) : (
              <div className="grid gap-4">
                {messages.map((message) => (
                  <MessageCard key={message.id} message={message} />
                ))}
              </div>
            )}
          </>
        )}
      </main>
    </div>
  );
}
