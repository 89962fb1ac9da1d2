import { ChevronRight, FileText, Mail, MapPin, Pencil, Phone, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { Customer } from "../../../shared/schemas/customers";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";

function Detail({ icon: Icon, children }: { icon: typeof Mail; children: React.ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 [overflow-wrap:anywhere]">{children}</span>
    </li>
  );
}

/** One customer: name, contact details, comments (clamped) and the number of quotes. */
export function CustomerCard({
  customer,
  onEdit,
  onDelete,
}: {
  customer: Customer;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const name = customer.displayName;
  const quotes = customer.quoteCount === 1 ? "1 quote" : `${customer.quoteCount} quotes`;
  return (
    <Card className="flex w-full min-w-0 flex-col p-5">
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg font-semibold leading-tight [overflow-wrap:anywhere]">
          <Link className="hover:underline" to={paths.customer(customer.id)}>
            {name}
          </Link>
        </h2>
        <div className="-mr-2 -mt-2 flex shrink-0">
          <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={onEdit}>
            <Pencil />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${name}`}
            onClick={onDelete}
            className="text-destructive hover:text-destructive"
          >
            <Trash2 />
          </Button>
        </div>
      </div>
      <ul className="mt-3 grid gap-2 text-sm">
        {customer.email ? (
          <Detail icon={Mail}>
            <a className="hover:underline" href={`mailto:${customer.email}`}>
              {customer.email}
            </a>
          </Detail>
        ) : null}
        {customer.phone ? (
          <Detail icon={Phone}>
            <a className="hover:underline" href={`tel:${customer.phone.replace(/\s+/g, "")}`}>
              {customer.phone}
            </a>
          </Detail>
        ) : null}
        {customer.address ? <Detail icon={MapPin}>{customer.address}</Detail> : null}
        {!customer.email && !customer.phone && !customer.address ? (
          <li className="text-muted-foreground">No contact details</li>
        ) : null}
      </ul>
      {customer.comments ? (
        <p
          className="mt-3 line-clamp-3 text-sm text-muted-foreground [overflow-wrap:anywhere]"
          title={customer.comments}
        >
          {customer.comments}
        </p>
      ) : null}
      <div className="min-h-4 flex-1" />
      <div className="flex items-center justify-between gap-2 border-t pt-3 text-sm">
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <FileText aria-hidden="true" className="size-4" />
          {quotes}
        </p>
        <Link
          to={paths.customer(customer.id)}
          aria-label={`Open ${name}`}
          className="-my-1 flex items-center gap-0.5 rounded-md px-2 py-1 font-medium text-primary hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Open <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </Card>
  );
}
