import { PenLine, Sparkles, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { paths } from "../../../config/paths";

/**
 * The inline AI quote generator of the dashboard and the quote list (SPEC §2). The assistant
 * arrives with the estimator; until then the panel says so and offers the manual builder.
 */
export function AiQuotePanel({ onClose }: { onClose: () => void }) {
  return (
    <Card
      role="region"
      aria-labelledby="ai-quote-panel-title"
      className="relative overflow-hidden border-primary/30 bg-gradient-to-br from-primary/5 to-transparent p-5 sm:p-6"
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
      <div className="flex flex-col gap-4 pr-8 sm:flex-row sm:items-start">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Sparkles aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="ai-quote-panel-title" className="text-lg font-semibold">
            AI Quote Generator
          </h2>
          <p className="mt-1 max-w-prose text-sm text-muted-foreground">
            Describe the job and the assistant will ask about measurements, materials and timing,
            then suggest materials, labour and a price. It is coming with the estimator; until then
            you can build the quote yourself in a few minutes.
          </p>
          <Button asChild className="mt-4">
            <Link to={paths.newQuote}>
              <PenLine /> Create Quote Manually
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}
