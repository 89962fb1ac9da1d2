import {
  BookOpen,
  Briefcase,
  FileText,
  LayoutDashboard,
  LayoutTemplate,
  type LucideIcon,
  Package,
  ReceiptPoundSterling,
  ScanSearch,
  Shield,
  Users,
} from "lucide-react";
import { NavLink } from "react-router";
import { paths } from "../../config/paths";
import { cn } from "../../lib/cn";

interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  end?: boolean;
  adminOnly?: boolean;
}

/**
 * SPEC §2's sidebar links, with Jobs, Invoices and the supplier scraper (DESIGN.md's decisions).
 * The one list: the desktop sidebar and the phone's slide-out menu both render it.
 */
const items: NavItem[] = [
  { label: "Dashboard", to: paths.dashboard, icon: LayoutDashboard, end: true },
  { label: "Customers", to: paths.customers, icon: Users },
  { label: "Materials", to: paths.materials, icon: Package },
  { label: "Quotes", to: paths.quotes, icon: FileText },
  { label: "Templates", to: paths.templates, icon: LayoutTemplate },
  { label: "Jobs", to: paths.jobs, icon: Briefcase },
  { label: "Invoices", to: paths.invoices, icon: ReceiptPoundSterling },
  { label: "Reports", to: paths.reports, icon: BookOpen },
  { label: "Supplier Scraper", to: paths.supplierScraper, icon: ScanSearch },
  { label: "Admin", to: paths.admin, icon: Shield, adminOnly: true },
];

export function NavLinks({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className="flex flex-col gap-1">
      {items
        .filter((item) => !item.adminOnly || isAdmin)
        .map(({ label, to, icon: Icon, end }) => (
          <NavLink
            key={to}
            to={to}
            end={end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors",
                isActive
                  ? "bg-primary text-primary-foreground"
                  : "text-muted-foreground hover:bg-muted hover:text-foreground",
              )
            }
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </NavLink>
        ))}
    </nav>
  );
}
