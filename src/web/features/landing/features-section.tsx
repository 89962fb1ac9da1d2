import { Check, FileText, type LucideIcon, ShoppingCart, Sparkles } from "lucide-react";
import { Container, SectionHeading } from "./landing-ui";

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  points: string[];
}

/** SPEC §1: the three promises of the landing page. */
const features: Feature[] = [
  {
    icon: Sparkles,
    title: "AI-assisted quoting",
    text: "Describe the job in plain English. The assistant asks a few essential questions, then drafts the job plan, materials list, labour time and a priced quote.",
    points: [
      "Materials list and assumptions",
      "Labour from your day rate",
      "VAT and margin worked out",
    ],
  },
  {
    icon: FileText,
    title: "Quotes and invoices in one place",
    text: "Track every quote from draft to sent, accepted or declined. Convert accepted quotes into invoices and keep on top of who has paid.",
    points: [
      "Convert quotes to invoices",
      "Track payments and balances",
      "Professional PDFs to send",
    ],
  },
  {
    icon: ShoppingCart,
    title: "Order materials at trade prices",
    text: "Search several merchants at once, compare trade prices with your account discounts applied, and order from the merchant with the best price.",
    points: [
      "Compare several merchants",
      "Your trade discounts applied",
      "Order straight from the quote",
    ],
  },
];

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-16 border-t bg-muted/40 py-20 sm:py-28"
    >
      <Container>
        <SectionHeading id="features-title" eyebrow="Features" title="How Sole works for you">
          From the first site visit to the final payment: price the job, win the work and get the
          materials on site without the paperwork piling up.
        </SectionHeading>

        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {features.map(({ icon: Icon, title, text, points }) => (
            <li
              key={title}
              className="flex flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md sm:p-8"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-primary/10 text-primary ring-1 ring-primary/20">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
              <ul className="mt-6 space-y-2 border-t pt-5 text-sm">
                {points.map((point) => (
                  <li key={point} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
