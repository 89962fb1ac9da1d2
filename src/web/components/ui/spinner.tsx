// Kept free of cn/tailwind-merge: it is part of the first chunk every page loads.
import { Loader2 } from "lucide-react";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center" data-testid="spinner">
      <Loader2
        aria-hidden="true"
        className={`animate-spin text-primary ${className ?? "size-6"}`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}
