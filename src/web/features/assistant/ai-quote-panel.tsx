import { PenLine, Sparkles, X, Zap } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { paths } from "../../config/paths";

// The wizard's chunk (chat, questionnaire, materials panels) loads only when the panel opens, the
// dialog's on Quick Create.
const QuoteWizard = lazy(() => import("./wizard/quote-wizard"));
const QuoteCreationDialog = lazy(async () => ({
  default: (await import("./quote-creation-dialog")).QuoteCreationDialog,
}));

/** The inline AI quote generator of the dashboard and the quote list (SPEC §2 wizard). */
export function AiQuotePanel({ onClose }: { onClose: () => void }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  // Clipped sideways only: a list that opens near its foot (step 2's client picker) shows whole.
  return (
    <Card
      role="region"
      aria-labelledby="ai-quote-panel-title"
      className="relative min-w-0 overflow-x-clip border-primary/30 bg-gradient-to-br from-primary/5 to-transparent p-4 sm:p-6"
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
        <div className="ml-auto flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setDialogOpen(true)}>
            <Zap /> Quick Create
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.newQuote}>
              <PenLine /> Create Quote Manually
            </Link>
          </Button>
        </div>
      </div>
      {dialogOpen ? (
        <Suspense fallback={null}>
          <QuoteCreationDialog open={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      ) : null}
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
