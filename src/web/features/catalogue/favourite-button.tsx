import { Star } from "lucide-react";
import type { Product } from "../../../shared/schemas/catalogue";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { notify } from "../../lib/toast";
import { useToggleFavourite } from "./api/toggle-favourite";

/** The star on a product card: saved at once, with a toast either way. */
export function FavouriteButton({ product }: { product: Pick<Product, "id" | "isFavourite"> }) {
  const toggle = useToggleFavourite();
  const starred = product.isFavourite;
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="shrink-0"
      aria-label={starred ? "Remove from favourites" : "Add to favourites"}
      aria-pressed={starred}
      onClick={() =>
        toggle.mutate(
          { productId: product.id, favourite: !starred },
          {
            onSuccess: () =>
              notify.success(starred ? "Product removed from favourites" : "Product favourited"),
            onError: (error) =>
              notify.error("Could not update favourites", { description: error.message }),
          },
        )
      }
    >
      <Star
        aria-hidden="true"
        className={cn(
          "transition-colors",
          starred ? "fill-amber-400 text-amber-500" : "text-muted-foreground",
        )}
      />
    </Button>
  );
}
