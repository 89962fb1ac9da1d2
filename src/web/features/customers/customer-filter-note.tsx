import { useQuery } from "@tanstack/react-query";
import { UserRound } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../config/paths";
import { customerOptions } from "./api/customer-search";

/**
 * Above a list filtered to one customer (`?customerId=`, where their page's "See all" leads):
 * whose rows these are, a link back to them, and the way to everyone's.
 */
export function CustomerFilterNote({
  customerId,
  what,
  allTo,
}: {
  customerId: string;
  /** "quotes", "jobs", "invoices" */
  what: string;
  /** The same list unfiltered. */
  allTo: string;
}) {
  const customer = useQuery({ ...customerOptions(customerId), retry: false });
  const name = customer.data?.displayName ?? (customer.isError ? "a customer not found" : "…");
  return (
    <div
      className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-md border bg-muted/40 px-3 py-1.5 text-sm"
      data-testid="customer-filter"
    >
      <p className="flex min-w-0 items-center gap-2">
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="min-w-0 [overflow-wrap:anywhere]">
          Only the {what} of{" "}
          {customer.data ? (
            <Link
              to={paths.customer(customerId)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {name}
            </Link>
          ) : (
            <span className="font-medium">{name}</span>
          )}
        </span>
      </p>
      <Link
        to={allTo}
        className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
      >
        Show everyone's {what}
      </Link>
    </div>
  );
}
