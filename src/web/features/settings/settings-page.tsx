import { useRef } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/layout/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { BooksSettingsCard } from "../reports";
import { BusinessDetailsTab } from "./business-details-tab";
import { DataExportCard } from "./data-export-card";
import { MerchantTermsTab } from "./merchant-terms-tab";
import { PaceCard } from "./pace-card";
import { PhotoStorageCard } from "./photo-storage-card";
import { QuoteSettingsTab } from "./quote-settings-tab";
import { RemindersCard } from "./reminders-card";

/** Three tabs fit a phone screen side by side, wrapping their labels. */
const trigger =
  "whitespace-normal px-1.5 text-xs leading-tight sm:whitespace-nowrap sm:px-3 sm:text-sm";

const tabs = ["business", "quote", "merchants"];

/** /dashboard/settings (SPEC §2): three tabs, each saved on its own; ?tab= opens one (a deep link). */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get("tab") ?? "";
  const tab = tabs.includes(wanted) ? wanted : "business";
  const openTab = (value: string) => setParams({ tab: value }, { replace: true });
  // A tab once opened stays mounted, hidden, so what was typed in it and not yet saved is still
  // there when the user comes back to it (and leaving the page still asks about it).
  const opened = useRef(new Set<string>()).current;
  opened.add(tab);
  const kept = (value: string) =>
    ({
      value,
      forceMount: opened.has(value) ? true : undefined,
      className: "data-[state=inactive]:hidden",
    }) as const;
  return (
    <>
      <PageHeader
        title="Settings"
        description="Business details, quote defaults and merchant terms."
      />
      <Tabs value={tab} onValueChange={openTab}>
        <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-10 sm:w-auto">
          <TabsTrigger value="business" className={trigger}>
            Business Details
          </TabsTrigger>
          <TabsTrigger value="quote" className={trigger}>
            Quote Settings
          </TabsTrigger>
          <TabsTrigger value="merchants" className={trigger}>
            Merchant Terms
          </TabsTrigger>
        </TabsList>
        <TabsContent {...kept("business")}>
          <BusinessDetailsTab />
          <RemindersCard />
          <BooksSettingsCard />
          <PhotoStorageCard />
          <DataExportCard />
        </TabsContent>
        <TabsContent {...kept("quote")}>
          <QuoteSettingsTab />
          <PaceCard />
        </TabsContent>
        <TabsContent {...kept("merchants")}>
          <MerchantTermsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
