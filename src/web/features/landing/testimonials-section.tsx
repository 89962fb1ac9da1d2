import { Quote } from "lucide-react";
import { Container, SectionHeading } from "./landing-ui";

const testimonials = [
  {
    quote:
      "I used to price jobs at the kitchen table on a Sunday night. Now I describe the job on site, check the materials list and the customer has the quote before I've left the driveway.",
    name: "Dan Whitcombe",
    role: "Plasterer",
    town: "Yeovil",
    initials: "DW",
  },
  {
    quote:
      "Comparing merchants used to mean three phone calls and a lot of hold music. Sole shows me the best trade price, and turning an accepted quote into an invoice takes seconds.",
    name: "Sarah Penrose",
    role: "Kitchen fitter",
    town: "Dorchester",
    initials: "SP",
  },
] as const;

export function TestimonialsSection() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="scroll-mt-16 border-t bg-muted/40 py-20 sm:py-28"
    >
      <Container>
        <SectionHeading id="testimonials-title" eyebrow="Reviews" title="Trusted on the tools">
          What tradespeople say after swapping spreadsheets and notebooks for Sole.
        </SectionHeading>

        <div className="mx-auto mt-14 grid max-w-5xl gap-6 md:grid-cols-2">
          {testimonials.map((t) => (
            <figure
              key={t.name}
              className="flex flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
            >
              <Quote className="size-8 text-brand" aria-hidden="true" />
              <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-pretty">
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t pt-5">
                <span
                  aria-hidden="true"
                  className="grid size-11 shrink-0 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                >
                  {t.initials}
                </span>
                <span>
                  <span className="block font-semibold">{t.name}</span>
                  <span className="text-sm text-muted-foreground">
                    {t.role}, {t.town}
                  </span>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </Container>
    </section>
  );
}
