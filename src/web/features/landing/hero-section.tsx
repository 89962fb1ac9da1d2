import { ArrowRight, Check, Gift, Sparkles } from "lucide-react";
import { paths } from "../../config/paths";
import { buttonClass, Container } from "./landing-ui";
import { QuotePreview } from "./quote-preview";

const reassurances = ["Prices in £ with VAT", "Made for UK trades", "Works on your phone"];

export function HeroSection({ onOpenAiQuote }: { onOpenAiQuote: () => void }) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)] bg-[size:44px_44px] opacity-40 [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,#000_40%,transparent_100%)]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-48 left-1/2 -z-10 h-[32rem] w-[56rem] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl"
      />

      <Container className="grid grid-cols-1 items-center gap-12 pt-12 pb-20 sm:pt-20 sm:pb-24 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16 lg:pt-24">
        <div className="min-w-0">
          <a
            href="#offer"
            className="inline-flex max-w-full items-center gap-2 rounded-full border bg-background/80 py-1 pr-3 pl-1 text-sm shadow-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className="inline-flex items-center gap-1 rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-slate-950">
              <Gift className="size-3.5" aria-hidden="true" />
              Early access
            </span>
            <span className="truncate text-muted-foreground">6 months of premium, free</span>
          </a>

          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Smart quoting and material management for{" "}
            <span className="text-primary">sole traders</span>
          </h1>

          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            Describe the job and get a priced quote with materials, labour and VAT. Turn it into an
            invoice when it's accepted, and order the materials at the best trade price. Built for
            UK plasterers, kitchen fitters and small building firms.
          </p>

          <div className="mt-8 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
            <a href={paths.signUp} className={buttonClass("primary", "lg")}>
              Get Started
              <ArrowRight aria-hidden="true" />
            </a>
            <a href={paths.demo} className={buttonClass("outline", "lg")}>
              Try Demo
            </a>
            <button
              type="button"
              onClick={onOpenAiQuote}
              className={buttonClass("ghost", "lg", "col-span-2 text-primary hover:text-primary")}
            >
              <Sparkles aria-hidden="true" />
              Try AI Quote Generator
            </button>
          </div>

          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {reassurances.map((text) => (
              <li key={text} className="inline-flex items-center gap-1.5">
                <Check className="size-4 text-primary" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>

        <QuotePreview />
      </Container>
    </section>
  );
}
