import { OpenAPIHono } from "@hono/zod-openapi";
import { messages } from "../shared/messages";
import { authRoutes } from "./auth/routes";
import { sessionMiddleware } from "./auth/session";
import type { AppEnv, Deps } from "./context";
import { accountRoutes } from "./features/account/routes";
import { adminRoutes } from "./features/admin/routes";
import { calendarFeedLimits } from "./features/calendar-feed/limits";
import { calendarFeedRoutes } from "./features/calendar-feed/routes";
import { priceListRoutes } from "./features/catalogue/price-list-routes";
import { catalogueRoutes } from "./features/catalogue/routes";
import { customerRoutes } from "./features/customers/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { dataExportRoutes } from "./features/data-export/routes";
import { deliveryRoutes } from "./features/deliveries/routes";
import { mailboxPageGuard } from "./features/devmail/access";
import { devMailRoutes } from "./features/devmail/routes";
import { estimatorRoutes } from "./features/estimator/routes";
import { expenseRoutes } from "./features/expenses/routes";
import { accountingExportRoutes } from "./features/exports/routes";
import { healthRoutes } from "./features/health/routes";
import { insightsRoutes } from "./features/insights/routes";
import { invoiceRoutes } from "./features/invoices/routes";
import { jobRoutes } from "./features/jobs/routes";
import { orderRoutes } from "./features/orders/routes";
import { publicQuotePageRoutes } from "./features/public-quotes/html/routes";
import { publicQuoteGate, publicQuoteLimits } from "./features/public-quotes/limits";
import { publicQuoteRoutes } from "./features/public-quotes/routes";
import { quoteLinkRoutes } from "./features/quote-links/routes";
import { quoteRoutes } from "./features/quotes/routes";
import { reminderRoutes } from "./features/reminders";
import { reportRoutes } from "./features/reports/routes";
import { scraperRoutes } from "./features/scraper/routes";
import { settingsRoutes } from "./features/settings/routes";
import { setupRoutes } from "./features/setup/routes";
import { templateRoutes } from "./features/templates/routes";
import { waitlistRoutes } from "./features/waitlist/routes";
import { cleanAuthInput } from "./http/clean-input";
import { mountMetrics } from "./http/metrics";
import {
  errorJson,
  limitBody,
  onError,
  requestLog,
  sameOriginWrites,
  securityHeaders,
} from "./http/middleware";
import { RequestLimiter } from "./http/request-limiter";
import { mountSpa } from "./http/static";
import { tenantGate } from "./http/tenant-gate";
import { tenantLimits } from "./http/tenant-limits";

export interface AppOptions {
  /** Folder of the built SPA; omitted in API tests. */
  webFolder?: string | false;
  /** The request limits' clock (tests move it on to end a window). */
  now?: () => number;
}

/** The Hono app: middleware, one router per feature, the OpenAPI document and the SPA. */
export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new OpenAPIHono<AppEnv>();
  app.onError(onError);
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    c.set("session", null);
    await next();
  });
  app.use("*", requestLog);
  mountMetrics(app, deps);
  app.use("*", securityHeaders);
  app.use("/api/*", limitBody);
  app.use("/api/*", sameOriginWrites);
  // better-auth parses its own bodies: the shared schemas' rule on control characters, here.
  app.use("/api/auth/*", cleanAuthInput);
  app.route("/", authRoutes(deps.auth));
  app.use("/api/*", sessionMiddleware(deps.auth));
  // One business's loop, or one hammered customer link, never slows the others (ADR 0022).
  const limiter = RequestLimiter.onDatabase(deps.db, options.now);
  const limits = deps.config.requestLimits;
  app.use("/api/*", tenantLimits(limiter, limits, options.now));
  // …nor does one business's burst: a few of its requests run at once, the rest wait (ADR 0026).
  app.use("/api/*", tenantGate(deps.config.requestsAtOnce));
  app.use("/api/public/quotes/*", publicQuoteLimits(limiter, limits, options.now));
  app.use("/q/*", publicQuoteLimits(limiter, limits, options.now));
  const customerPageGate = publicQuoteGate(deps.config.requestsAtOnce);
  app.use("/api/public/quotes/*", customerPageGate);
  app.use("/q/*", customerPageGate);
  app.use("/api/calendar/*", calendarFeedLimits(limiter, options.now));

  const routers = [
    healthRoutes,
    waitlistRoutes,
    devMailRoutes,
    accountRoutes,
    adminRoutes,
    customerRoutes,
    catalogueRoutes,
    priceListRoutes,
    settingsRoutes,
    reminderRoutes,
    quoteRoutes,
    templateRoutes,
    quoteLinkRoutes,
    publicQuoteRoutes,
    publicQuotePageRoutes,
    dashboardRoutes,
    setupRoutes,
    orderRoutes,
    estimatorRoutes,
    invoiceRoutes,
    deliveryRoutes,
    jobRoutes,
    calendarFeedRoutes,
    scraperRoutes,
    dataExportRoutes,
    reportRoutes,
    expenseRoutes,
    insightsRoutes,
    accountingExportRoutes,
  ];
  for (const router of routers) app.route("/", router);

  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Sole API",
      version: "1.0.0",
      description: "Quotes, jobs and materials for UK tradespeople",
    },
  });
  app.all("/api/*", (c) => errorJson(c, 404, "not_found", messages.http.notFound));
  // The /dev/mailbox page answers only whom its API answers (loopback socket, no SMTP).
  app.use("/dev/*", mailboxPageGuard);
  if (options.webFolder !== false) mountSpa(app, options.webFolder);
  return app;
}
