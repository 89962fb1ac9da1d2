import { lazy, Suspense, useState } from "react";
import { FeaturesSection } from "./features-section";
import { HeroSection } from "./hero-section";
import { LandingFooter } from "./landing-footer";
import { LandingHeader } from "./landing-header";
import { OfferSection } from "./offer-section";
import { TestimonialsSection } from "./testimonials-section";
import { WaitlistSection } from "./waitlist-section";

/** Loaded only when a visitor opens it: it brings the dialog kit (radix) with it. */
const AiQuoteDialog = lazy(() => import("./ai-quote-dialog"));

/** The public landing page (SPEC §2). Rendered without the router to keep the first load small. */
export function LandingPage() {
  const [aiRequested, setAiRequested] = useState(false);
  const [aiOpen, setAiOpen] = useState(false);

  function openAiQuote() {
    setAiRequested(true);
    setAiOpen(true);
  }

  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip bg-background text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <LandingHeader />
      <main id="main" className="flex-1">
        <HeroSection onOpenAiQuote={openAiQuote} />
        <FeaturesSection />
        <OfferSection />
        <TestimonialsSection />
        <WaitlistSection />
      </main>
      <LandingFooter />
      {aiRequested ? (
        <Suspense fallback={null}>
          <AiQuoteDialog open={aiOpen} onOpenChange={setAiOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
