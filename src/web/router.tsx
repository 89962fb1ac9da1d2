import { type ComponentType, lazy, Suspense, useState } from "react";
import {
  BrowserRouter,
  createRoutesFromElements,
  matchRoutes,
  Navigate,
  Route,
  Routes,
} from "react-router";
import { AppProviders } from "./app-providers";
import { PageSpinner } from "./components/ui/spinner";
import { paths } from "./config/paths";
import { RequireAdmin, RequireAuth } from "./features/auth/require-auth";

/**
 * The data layer and the auth guard are in the router's chunks; the login page, the dashboard
 * (layout and page) and every other page are lazy chunks; a visitor to the landing page downloads
 * none of them (docs/decisions/0002). A page whose module has already loaded (main.tsx fetches the
 * first page's chunk with the router's) renders at once instead of suspending.
 */
function page<M>(load: () => Promise<M>, name: keyof M) {
  let loading: Promise<M> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module[name] as ComponentType;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function Page() {
    // Chosen once per mount: switching component types would remount the page.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload });
}

const LoginPage = page(() => import("./features/auth/login-page"), "LoginPage");
const DashboardLayout = page(
  () => import("./components/layout/dashboard-layout"),
  "DashboardLayout",
);
const DashboardPage = page(() => import("./features/dashboard/dashboard-page"), "DashboardPage");

const LandingPage = page(() => import("./features/landing/landing-page"), "LandingPage");
const NotFoundPage = page(() => import("./features/errors/not-found-page"), "NotFoundPage");
const QuoteListPage = page(() => import("./routes/quote-list"), "QuoteListRoute");
const QuoteBuilderPage = page(
  () => import("./features/quotes/quote-builder-page"),
  "QuoteBuilderPage",
);
const QuickQuotePage = page(() => import("./features/quotes/quick-quote-page"), "QuickQuotePage");
const QuoteDetailPage = page(() => import("./routes/quote-detail"), "QuoteDetailRoute");
const CustomersPage = page(() => import("./features/customers/customers-page"), "CustomersPage");
const CustomerPage = page(() => import("./features/customers/customer-page"), "CustomerPage");
const JobBoardPage = page(() => import("./features/jobs/job-board-page"), "JobBoardPage");
const JobPage = page(() => import("./features/jobs/job-page"), "JobPage");
const JobHistoryPage = page(() => import("./features/jobs/job-history-page"), "JobHistoryPage");
const JobListPage = page(() => import("./features/jobs/job-list-page"), "JobListPage");
const InvoicesPage = page(() => import("./features/invoices/invoices-page"), "InvoicesPage");
const InvoicePage = page(() => import("./features/invoices/invoice-page"), "InvoicePage");
const ReportsPage = page(() => import("./features/reports/reports-page"), "ReportsPage");
const SettingsPage = page(() => import("./features/settings/settings-page"), "SettingsPage");
const MaterialsPage = page(() => import("./features/materials/materials-page"), "MaterialsPage");
const TemplatesPage = page(() => import("./features/templates/templates-page"), "TemplatesPage");
const ProductSearchPage = page(
  () => import("./features/catalogue/product-search-page"),
  "ProductSearchPage",
);
const SupplierScraperPage = page(
  () => import("./features/scraper/supplier-scraper-page"),
  "SupplierScraperPage",
);
const ProductScraperPage = page(
  () => import("./features/scraper/product-scraper-page"),
  "ProductScraperPage",
);
const ProfilePage = page(() => import("./features/auth/profile-page"), "ProfilePage");
const HelpPage = page(() => import("./features/help/help-page"), "HelpPage");
const AdminPage = page(() => import("./features/admin/admin-page"), "AdminPage");
const ForgotPasswordPage = page(
  () => import("./features/auth/forgot-password-page"),
  "ForgotPasswordPage",
);
const ResetPasswordPage = page(
  () => import("./features/auth/reset-password-page"),
  "ResetPasswordPage",
);
const VerifyEmailPage = page(() => import("./features/auth/verify-email-page"), "VerifyEmailPage");
const DemoPage = page(() => import("./features/auth/demo-page"), "DemoPage");
const MailboxPage = page(() => import("./features/devmail/mailbox-page"), "MailboxPage");

const routes = (
  <>
    <Route path={paths.home} element={<LandingPage />} />
    <Route element={<AppProviders />}>
      <Route path={paths.login} element={<LoginPage />} />
      <Route path={paths.auth} element={<LoginPage />} />
      <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
      <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
      <Route path={paths.demo} element={<DemoPage />} />
      <Route path={paths.devMailbox} element={<MailboxPage />} />
      <Route element={<RequireAuth />}>
        <Route path={paths.dashboard} element={<DashboardLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="quotes" element={<QuoteListPage />} />
          <Route path="quotes/new" element={<QuoteBuilderPage />} />
          <Route path="quotes/quick" element={<QuickQuotePage />} />
          <Route path="quotes/:id" element={<QuoteDetailPage />} />
          <Route path="quotes/:id/edit" element={<QuoteBuilderPage />} />
          <Route path="manual-quote" element={<QuoteBuilderPage />} />
          <Route path="customers" element={<CustomersPage />} />
          <Route path="customers/:id" element={<CustomerPage />} />
          <Route path="jobs" element={<JobBoardPage />} />
          <Route path="jobs/list" element={<JobListPage />} />
          <Route path="jobs/:id" element={<JobPage />} />
          <Route path="job-history" element={<JobHistoryPage />} />
          <Route path="invoices" element={<InvoicesPage />} />
          <Route path="invoices/:id" element={<InvoicePage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="materials" element={<MaterialsPage />} />
          <Route path="templates" element={<TemplatesPage />} />
          <Route path="product-search" element={<ProductSearchPage />} />
          <Route path="screwfix-scraper" element={<SupplierScraperPage />} />
          <Route path="product-scraper" element={<ProductScraperPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="help" element={<HelpPage />} />
        </Route>
        <Route path={paths.admin} element={<DashboardLayout />}>
          <Route element={<RequireAdmin />}>
            <Route index element={<AdminPage />} />
          </Route>
        </Route>
      </Route>
    </Route>
    <Route path={paths.legacyQuotes} element={<Navigate to={paths.quotes} replace />} />
    <Route path={paths.legacyClients} element={<Navigate to={paths.customers} replace />} />
    <Route path="*" element={<NotFoundPage />} />
  </>
);

// The pages of the first URL start loading now, with the session request, not one after another
// as each layout renders (docs/decisions/0002). main.tsx waits for them on the pages that wait for
// the session anyway, so that the first render draws the page rather than suspending.
export const firstPageLoaded = Promise.all(
  (matchRoutes(createRoutesFromElements(routes), window.location) ?? []).map((match) => {
    const element = match.route.element as { type?: { preload?: () => unknown } } | undefined;
    return element?.type?.preload?.();
  }),
).then(
  () => undefined,
  () => undefined,
);

export { primeQuery, primeSession } from "./app-providers";

export function AppRoutes() {
  return (
    <BrowserRouter>
      <Suspense fallback={<PageSpinner />}>
        <Routes>{routes}</Routes>
      </Suspense>
    </BrowserRouter>
  );
}
