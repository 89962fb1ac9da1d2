import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../components/ui/button";

const count = new Intl.NumberFormat("en-GB");

/** "N products" plus Previous / Page X of Y / Next. */
export function Pagination({
  page,
  pageSize,
  total,
  totalIsEstimate = false,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  totalIsEstimate?: boolean;
  onPageChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const totalText = `${count.format(total)}${totalIsEstimate ? "+" : ""} ${total === 1 ? "product" : "products"}`;
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p className="text-sm text-muted-foreground" data-testid="product-count">
        {totalText}
      </p>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        <span className="whitespace-nowrap px-1 text-sm tabular-nums sm:px-2" aria-live="polite">
          Page {page} of {count.format(pages)}
          {totalIsEstimate ? "+" : ""}
        </span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={page >= pages && !totalIsEstimate}
          onClick={() => onPageChange(page + 1)}
        >
          Next <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
