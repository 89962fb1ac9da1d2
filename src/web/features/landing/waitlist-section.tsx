import { LoaderCircle, Mail } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { messages } from "../../../shared/messages";
import { ApiError, api } from "../../lib/api";
import { notify } from "../../lib/toast";
import { buttonClass, Container } from "./landing-ui";

/** SPEC §5: a waitlist address must contain @. The server checks the full shape. */
function validate(email: string): string | null {
  return email.includes("@") ? null : messages.validation.email;
}

export function WaitlistForm() {
  const id = useId();
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const value = email.trim();
    const invalid = validate(value);
    setError(invalid);
    if (invalid) return;

    setSending(true);
    try {
      await api("POST", "/api/waitlist", { email: value });
      notify.success(messages.waitlist.added);
      setEmail("");
    } catch (caught) {
      if (caught instanceof ApiError && (caught.status === 409 || caught.code === "23505")) {
        notify.info(messages.waitlist.duplicate);
      } else if (caught instanceof ApiError && caught.status === 400) {
        setError(caught.fields.email ?? caught.message);
      } else {
        notify.error(messages.waitlist.failed);
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mx-auto mt-10 max-w-xl text-left">
      <label htmlFor={inputId} className="text-sm font-medium">
        Email address
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <div className="relative min-w-0 flex-1">
          <Mail
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <input
            id={inputId}
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder="you@yourbusiness.co.uk"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? messageId : undefined}
            className="h-12 w-full min-w-0 rounded-lg border border-input bg-background pr-3 pl-9 text-base shadow-sm transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive"
          />
        </div>
        <button
          type="submit"
          disabled={sending}
          aria-busy={sending || undefined}
          className={buttonClass("primary", "lg", "sm:w-40")}
        >
          {sending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Join Waitlist
        </button>
      </div>
      {error ? (
        <p id={messageId} role="alert" className="mt-2 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">
          We'll only use your address to tell you about Sole.
        </p>
      )}
    </form>
  );
}

export function WaitlistSection() {
  return (
    <section id="waitlist" aria-labelledby="waitlist-title" className="scroll-mt-16 py-20 sm:py-28">
      <Container>
        <div className="mx-auto max-w-3xl rounded-3xl border bg-card px-6 py-12 text-center text-card-foreground shadow-sm sm:px-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">
            Early access
          </p>
          <h2 id="waitlist-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Join our waitlist
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-base text-pretty text-muted-foreground sm:text-lg">
            Be first in when new features land, and keep your early sign-up offer of 6 months' free
            premium access.
          </p>
          <WaitlistForm />
        </div>
      </Container>
    </section>
  );
}
