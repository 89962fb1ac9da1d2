import { PenLine, Sparkles, X } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";

// The wizard (chat, questionnaire, materials panels) loads only when the panel opens.
const QuoteWizard = lazy(() => import("../../assistant/quote-wizard"));

/** The inline AI quote generator of the dashboard and the quote list (SPEC §2 wizard). */
export function AiQuotePanel({ onClose }: { onClose: () => void }) {
  return (
    <Card
      role="region"
      aria-labelledby="ai-quote-panel-title"
      className="relative min-w-0 overflow-hidden border-primary/30 bg-gradient-to-br from-primary/5 to-transparent p-4 sm:p-6"
    >
      <Button
        variant="ghost"
        size="icon"
        className="absolute right-2 top-2"
        aria-label="Close AI Quote Generator"
        onClick={onClose}
      >
        <X />
      </Button>
      <div className="mb-4 flex flex-wrap items-center gap-3 pr-10">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Sparkles aria-hidden="true" className="size-5" />
        </span>
        <h2 id="ai-quote-panel-title" className="text-lg font-semibold">
          AI Quote Generator
        </h2>
        <Button asChild variant="outline" size="sm" className="ml-auto">
          <Link to={paths.newQuote}>
            <PenLine /> Create Quote Manually
          </Link>
        </Button>
      </div>
      <Suspense
        fallback={
          <div className="flex justify-center py-10">
            <Spinner label="Loading the quote assistant" />
          </div>
        }
      >
        <QuoteWizard onClose={onClose} />
      </Suspense>
    </Card>
  );
}
