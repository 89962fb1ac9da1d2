import { Info } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../components/layout/page-header";
import { Card, CardContent } from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { paths } from "../../config/paths";
import { CatalogueTable } from "../catalogue";
import { type CatalogueProduct, CatalogueSearchPanel } from "./components/catalogue-search-panel";
import { type EditableMaterialLine, newLineKey } from "./components/material-line";
import { MaterialsListEditor } from "./components/materials-list-editor";
import { PriceListImport } from "./price-list/price-list-import";

/** The Orders tab's code (its email dialog and delivery states) loads when the tab is opened. */
const PurchaseOrdersCard = lazy(async () => ({
  default: (await import("./components/purchase-orders-card")).PurchaseOrdersCard,
}));

/** Four tabs fit a phone screen side by side, wrapping their labels. */
const trigger =
  "whitespace-normal px-1.5 text-xs leading-tight sm:whitespace-nowrap sm:px-3 sm:text-sm";

/**
 * /dashboard/materials (SPEC §2): a scratch materials list, the catalogue, price lists, and every
 * purchase order placed (from a quote, the builder or the assistant).
 */
export function MaterialsPage() {
  const [lines, setLines] = useState<EditableMaterialLine[]>([]);
  const addProduct = (product: CatalogueProduct, quantity: number) =>
    setLines((current) => [
      ...current,
      {
        key: newLineKey(),
        name: product.name,
        quantity,
        unit: product.unit || "each",
        netUnitPricePence: product.netPricePence,
        sku: product.sku || undefined,
        merchantId: product.merchantId,
        productId: product.id,
      },
    ]);
  return (
    <>
      <PageHeader
        title="Materials"
        description="Your materials list, the merchants' catalogue, your own price lists and your orders."
      />
      <Tabs defaultValue="list">
        <TabsList className="grid h-auto w-full grid-cols-4 sm:inline-flex sm:h-10 sm:w-auto">
          <TabsTrigger value="list" className={trigger}>
            Materials List
          </TabsTrigger>
          <TabsTrigger value="search" className={trigger}>
            Product Search
          </TabsTrigger>
          <TabsTrigger value="price-lists" className={trigger}>
            Price Lists
          </TabsTrigger>
          <TabsTrigger value="orders" className={trigger}>
            Orders
          </TabsTrigger>
        </TabsList>
        <TabsContent value="list">
          <Card>
            <CardContent className="grid gap-4 p-4 sm:p-6">
              <p className="flex items-start gap-2 rounded-md bg-muted/60 p-3 text-sm text-muted-foreground">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  A scratch list for working out what a job needs; it is not saved. Lines are added
                  to a quote from the{" "}
                  <Link to={paths.newQuote} className="font-medium text-primary underline">
                    quote builder
                  </Link>
                  .
                </span>
              </p>
              <MaterialsListEditor value={lines} onChange={setLines} />
            </CardContent>
          </Card>
          <Card className="mt-4">
            <CardContent className="grid gap-3 p-4 sm:p-6">
              <h3 className="font-semibold">Add from the catalogue</h3>
              <CatalogueSearchPanel onAdd={addProduct} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="search">
          <Card>
            <CardContent className="p-4 sm:p-6">
              <CatalogueTable />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="price-lists">
          <PriceListImport />
        </TabsContent>
        <TabsContent value="orders">
          <Suspense fallback={<PageSpinner />}>
            <PurchaseOrdersCard
              description="The orders you have placed with your merchants, newest first."
              empty="No purchase orders yet: order a quote's materials from its page."
            />
          </Suspense>
        </TabsContent>
      </Tabs>
    </>
  );
}
