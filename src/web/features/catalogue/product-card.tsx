import { ExternalLink, Plus } from "lucide-react";
import { useState } from "react";
import { formatPence } from "../../../shared/money";
import { perUnit } from "../../../shared/quantities";
import type { Product } from "../../../shared/schemas/catalogue";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { AddToQuoteDialog } from "./add-to-quote/add-to-quote-dialog";
import { FavouriteButton } from "./favourite-button";

const percent = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

/** SPEC §2 product card: who sells it, the gross and net prices, and what to do with it. */
export function ProductCard({ product }: { product: Product }) {
  const [adding, setAdding] = useState(false);
  const discounted = product.discountPercent > 0 && product.netPricePence < product.grossPricePence;
  const titleId = `product-${product.id}-name`;
  return (
    <Card
      className="flex w-full min-w-0 flex-col gap-3 p-4"
      aria-labelledby={titleId}
      role="article"
      data-testid="product-card"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="break-words font-semibold leading-snug">
            {product.name}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{product.merchantName}</p>
        </div>
        <FavouriteButton product={product} />
      </div>

      <div className="flex flex-wrap items-center gap-2 text-xs">
        {product.categoryName ? <Badge variant="secondary">{product.categoryName}</Badge> : null}
        <span className="text-muted-foreground">
          SKU: <span className="font-mono text-foreground">{product.sku.trim() || "N/A"}</span>
        </span>
        {product.isPrivate ? (
          <Badge variant="info">
            {product.tradePrice ? "Your trade price" : "Your price list"}
          </Badge>
        ) : null}
      </div>

      <div>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-2xl font-bold tabular-nums" data-testid="net-price">
            {formatPence(product.netPricePence)}
          </span>
          {discounted ? (
            <span className="text-sm text-muted-foreground line-through tabular-nums">
              <span className="sr-only">Was </span>
              {formatPence(product.grossPricePence)}
            </span>
          ) : null}
          <span className="text-xs text-muted-foreground">{perUnit(product.unit)}</span>
        </p>
        {discounted ? (
          <p className="mt-1 text-xs font-medium text-green-700 dark:text-green-400">
            {percent.format(product.discountPercent)}% trade discount applied
          </p>
        ) : product.tradePrice ? (
          <p className="mt-1 text-xs text-muted-foreground">
            Your account price: no Merchant Terms discount on top
          </p>
        ) : null}
      </div>

      {product.description ? (
        <p className="line-clamp-2 text-sm text-muted-foreground" title={product.description}>
          {product.description}
        </p>
      ) : null}

      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {product.url ? (
          <Button asChild variant="outline" size="sm" className="flex-1">
            <a href={product.url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" /> View Product
            </a>
          </Button>
        ) : null}
        <Button type="button" size="sm" className="flex-1" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" /> Add to Quote
        </Button>
      </div>
      <AddToQuoteDialog products={[product]} open={adding} onOpenChange={setAdding} />
    </Card>
  );
}

/** A card-shaped placeholder while the products load. */
export function ProductCardSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-4" aria-hidden="true">
      <div className="h-5 w-3/4 animate-pulse rounded bg-muted" />
      <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
      <div className="h-4 w-1/2 animate-pulse rounded bg-muted" />
      <div className="h-8 w-1/3 animate-pulse rounded bg-muted" />
      <div className="h-10 w-full animate-pulse rounded bg-muted" />
      <div className="h-9 w-full animate-pulse rounded bg-muted" />
    </Card>
  );
}
