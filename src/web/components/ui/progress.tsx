import { cn } from "../../lib/cn";

/**
 * A bar of how far something has got: `value` of `max`, or `null` while the total is not known
 * (a pulsing third). Name it with `aria-label`, or `aria-labelledby` pointing at its caption.
 */
export function Progress({
  value,
  max = 100,
  tone = "primary",
  className,
  ...aria
}: {
  value: number | null;
  max?: number;
  /** "warning" when the bar is nearly full and that is bad news (storage). */
  tone?: "primary" | "warning";
  className?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-valuetext"?: string;
}) {
  const percent = value === null || max <= 0 ? null : Math.min(100, (value / max) * 100);
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={percent === null ? undefined : max}
      aria-valuenow={percent === null ? undefined : (value ?? undefined)}
      className={cn("h-2 overflow-hidden rounded-full bg-muted", className)}
      {...aria}
    >
      <div
        className={cn(
          "h-full rounded-full transition-[width] duration-300",
          tone === "warning" ? "bg-amber-500" : "bg-primary",
          percent === null && "w-1/3 animate-pulse",
        )}
        style={percent === null ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
