import { ArrowRight, Gift } from "lucide-react";
import { paths } from "../../config/paths";
import { buttonClass, Container } from "./landing-ui";

const included = [
  "AI quote generator",
  "Quotes, invoices and payment tracking",
  "Merchant price comparison",
];

/** SPEC §1: early sign-ups get 6 months of free access to all premium features. */
export function OfferSection() {
  return (
    <section id="offer" aria-labelledby="offer-title" className="scroll-mt-16 py-20 sm:py-28">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-slate-950 px-6 py-12 text-white shadow-xl sm:px-12 sm:py-16 dark:bg-card dark:ring-1 dark:ring-border">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-brand/30 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-32 -left-16 -z-10 size-80 rounded-full bg-teal-500/25 blur-3xl"
          />
          <div className="grid grid-cols-1 items-center gap-10 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full bg-brand px-3 py-1 text-sm font-semibold text-slate-950">
                <Gift className="size-4" aria-hidden="true" />
                Early sign-up offer
              </p>
              <h2
                id="offer-title"
                className="mt-5 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
              >
                6 months of free access to all premium features
              </h2>
              <p className="mt-4 max-w-xl text-lg text-slate-300">
                Sign up early and everything Sole does is yours for six months, free. Price jobs
                faster, get paid sooner and stop overpaying for materials.
              </p>
            </div>
            <div className="rounded-2xl border border-white/10 bg-white/5 p-6 backdrop-blur">
              <ul className="space-y-3 text-slate-200">
                {included.map((item) => (
                  <li key={item} className="flex items-center gap-3">
                    <span className="size-1.5 shrink-0 rounded-full bg-brand" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
              <a
                href={paths.login}
                className={buttonClass("brand", "lg", "mt-6 w-full focus-visible:outline-white")}
              >
                Claim 6 months free
                <ArrowRight aria-hidden="true" />
              </a>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
