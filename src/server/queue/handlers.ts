import type { Deps } from "../context";
import { runPriceListImport } from "../features/catalogue/price-list-import-runner";
import { runScrapeJob } from "../features/scraper/scrape-job";
import { deliverEmail } from "../mail/deliveries";
import { pruneLimits, pruneLogs, removeOldDemoBusinesses, sendReminders } from "../tasks";
import type { JobHandlers } from "./jobs";

/** What each job type does (the registry's other half; jobs.ts says when and how often). */
export function jobHandlers(deps: Omit<Deps, "auth">): JobHandlers {
  return {
    "send-email": (data, job) => deliverEmail(deps, data.deliveryId, job),
    scrape: (data) => runScrapeJob(deps, data.scrapeId),
    "import-price-list": (data, job) => runPriceListImport(deps, data.importId, job),
    "remove-old-demos": () => removeOldDemoBusinesses(deps.db, deps.log),
    "prune-limits": () => pruneLimits(deps.db, deps.log),
    "prune-logs": () => pruneLogs(deps.db, deps.log),
    reminders: () => sendReminders(deps),
  };
}
