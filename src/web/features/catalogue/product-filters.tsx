import { Search, X } from "lucide-react";
import { useId } from "react";
import type { Category } from "../../../shared/schemas/catalogue";
import type { Merchant } from "../../../shared/schemas/settings";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Input, Label } from "../../components/ui/input";
import { NativeSelect } from "../../components/ui/native-select";

export interface ProductFilterValues {
  text: string;
  merchantId?: number;
  categoryId?: number;
  /** Only the products starred with the favourite button. */
  favourites?: boolean;
}

const toId = (value: string) => (value ? Number(value) : undefined);

/** SPEC §2 Filter Products card: text (name or SKU), merchant, category, Clear Filters. */
export function ProductFilters({
  values,
  merchants,
  categories,
  onChange,
  onClear,
}: {
  values: ProductFilterValues;
  merchants: Merchant[];
  categories: Category[];
  onChange: (patch: Partial<ProductFilterValues>) => void;
  onClear: () => void;
}) {
  const id = useId();
  const active = Boolean(
    values.text || values.merchantId || values.categoryId || values.favourites,
  );
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Filter Products</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
          <div className="grid gap-2 md:col-span-2 lg:col-span-1">
            <Label htmlFor={`${id}-q`}>Search Products</Label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id={`${id}-q`}
                type="search"
                className="pl-9"
                placeholder="Search by name or SKU"
                value={values.text}
                onChange={(e) => onChange({ text: e.target.value })}
              />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-merchant`}>Merchant</Label>
            <NativeSelect
              id={`${id}-merchant`}
              value={values.merchantId ?? ""}
              onChange={(e) =>
                onChange({ merchantId: toId(e.target.value), categoryId: undefined })
              }
            >
              <option value="">All Merchants</option>
              {merchants.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-category`}>Category</Label>
            <NativeSelect
              id={`${id}-category`}
              value={values.categoryId ?? ""}
              onChange={(e) => onChange({ categoryId: toId(e.target.value) })}
            >
              <option value="">All Categories</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.productCount})
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button
            type="button"
            variant="outline"
            className="md:col-span-2 lg:col-span-1"
            disabled={!active}
            onClick={onClear}
          >
            <X aria-hidden="true" /> Clear Filters
          </Button>
        </div>
        <label className="mt-4 flex min-h-11 items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={Boolean(values.favourites)}
            onChange={(e) => onChange({ favourites: e.target.checked })}
          />
          Favourites only
        </label>
      </CardContent>
    </Card>
  );
}
