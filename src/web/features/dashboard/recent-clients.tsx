import { Mail, MapPin, Phone, UserPlus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import type { RecentCustomer } from "./api/get-dashboard";

function Detail({ icon: Icon, children }: { icon: typeof Mail; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 [overflow-wrap:anywhere]">{children}</span>
    </li>
  );
}

/** SPEC §2 Dashboard "Recent Clients": the first three, each with a View Details link. */
export function RecentClients({ customers }: { customers: RecentCustomer[] }) {
  if (customers.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed px-4 py-10 text-center">
        <UserPlus aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="mt-3 font-medium">No clients yet</p>
        <Button asChild className="mt-4">
          <Link to={paths.customers}>Add your first client</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Recent clients">
      {customers.map((customer) => (
        <li key={customer.id} className="flex min-w-0">
          <Card className="flex w-full min-w-0 flex-col p-5">
            <h3 className="font-semibold leading-tight [overflow-wrap:anywhere]">
              {customer.displayName}
            </h3>
            <ul className="mt-3 grid gap-2 text-sm">
              {customer.email ? <Detail icon={Mail}>{customer.email}</Detail> : null}
              {customer.phone ? <Detail icon={Phone}>{customer.phone}</Detail> : null}
              {customer.address ? <Detail icon={MapPin}>{customer.address}</Detail> : null}
              {!customer.email && !customer.phone && !customer.address ? (
                <li className="text-muted-foreground">No contact details</li>
              ) : null}
            </ul>
            <div className="min-h-4 flex-1" />
            <Button asChild variant="outline" size="sm" className="w-full">
              <Link to={paths.legacyClients} aria-label={`View details of ${customer.displayName}`}>
                View Details
              </Link>
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
