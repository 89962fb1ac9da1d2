import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import type { useScrapedCategories } from "./api";

/** A category of scraped products; "none" stands for the products without one. */
export type CategoryChoice = number | "none" | null;

/** The scraped categories with their product counts; choosing the chosen one again clears it. */
export function CategoryList({
  categories,
  chosen,
  onChoose,
}: {
  categories: ReturnType<typeof useScrapedCategories>;
  chosen: CategoryChoice;
  onChoose: (id: CategoryChoice) => void;
}) {
  return (
    <Card className="h-fit">
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Categories</CardTitle>
      </CardHeader>
      <CardContent className="max-h-[600px] overflow-y-auto pt-0">
        {categories.isPending ? (
          <Spinner className="size-5" label="Loading categories" />
        ) : (categories.data ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No categories yet: scrape a category page to start.
          </p>
        ) : (
          <ul className="flex flex-wrap gap-2 lg:grid lg:gap-1" aria-label="Categories">
            {(categories.data ?? []).map((c) => {
              const id: CategoryChoice = c.id ?? "none";
              const active = chosen === id;
              return (
                <li key={String(c.id)}>
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => onChoose(id)}
                    className={cn(
                      "flex w-full cursor-pointer items-center justify-between gap-3 rounded-md border px-3 py-2 text-left text-sm transition-colors lg:border-transparent",
                      active
                        ? "border-primary bg-primary text-primary-foreground"
                        : "hover:bg-muted",
                    )}
                  >
                    <span className="min-w-0 truncate">{c.name}</span>
                    <span
                      className={cn(
                        "rounded-full px-2 py-0.5 text-xs tabular-nums",
                        active ? "bg-primary-foreground/20" : "bg-muted text-muted-foreground",
                      )}
                    >
                      {c.productCount}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
