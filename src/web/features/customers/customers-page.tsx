import { Plus, Users } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { Customer } from "../../../shared/schemas/customers";
import { PageHeader } from "../../components/layout/page-header";
import { LoadMorePages } from "../../components/load-more";
import { SearchBox } from "../../components/search-box";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useCustomerPages } from "./api/customers";
import { CustomerCard } from "./customer-card";
import { CustomerFormDialog } from "./customer-form-dialog";
import { DeleteCustomerDialog } from "./delete-customer-dialog";

type FormState = { open: false } | { open: true; customer: Customer | null };

/** SPEC §2 Customers: cards with edit and delete, plus add, edit and delete dialogs. */
export function CustomersPage() {
  const [search, setSearch] = useState("");
  // The server searches every customer, not the pages loaded so far (issue 19).
  const query = useDeferredValue(search.trim());
  const customers = useCustomerPages(query);
  // ?new=1 (the dashboard's setup checklist) opens the add form straight away.
  const [params] = useSearchParams();
  const [form, setForm] = useState<FormState>(() =>
    params.get("new") === "1" ? { open: true, customer: null } : { open: false },
  );
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const add = () => setForm({ open: true, customer: null });
  const list = useMemo(
    () => customers.data?.pages.flatMap((page) => page.customers) ?? [],
    [customers.data],
  );

  return (
    <>
      <PageHeader
        stickyActions
        title="Customers"
        description="The people you quote for."
        actions={
          <Button onClick={add}>
            <Plus /> Add Customer
          </Button>
        }
      />
      <SearchBox
        className="mb-4 w-full sm:max-w-xs"
        value={search}
        onValueChange={setSearch}
        placeholder="Search customers..."
        aria-label="Search customers"
      />
      {customers.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading customers" className="size-8" />
        </div>
      ) : customers.isError ? (
        <div
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive"
        >
          <p className="font-medium">Failed to load customers</p>
          <p className="mt-1">{customers.error.message}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => customers.refetch()}
            disabled={customers.isFetching}
          >
            Try again
          </Button>
        </div>
      ) : list.length === 0 && query ? (
        <div className="rounded-xl border border-dashed px-4 py-12 text-center">
          <h2 className="text-lg font-semibold">No customers found</h2>
          <p className="mt-1 text-sm text-muted-foreground">Try another name, email or phone.</p>
          <Button variant="outline" className="mt-4" onClick={() => setSearch("")}>
            Clear search
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed px-4 py-16 text-center">
          <Users aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="mt-4 text-lg font-semibold">No customers yet</h2>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">
            Add the people you quote for, and pick them when you build a quote.
          </p>
          <Button className="mt-5" onClick={add}>
            <Plus /> Add your first customer
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Customers">
          {list.map((customer) => (
            <li key={customer.id} className="flex min-w-0">
              <CustomerCard
                customer={customer}
                onEdit={() => setForm({ open: true, customer })}
                onDelete={() => setDeleting(customer)}
              />
            </li>
          ))}
        </ul>
      )}
      <LoadMorePages pages={customers} label="More customers" />
      <CustomerFormDialog
        open={form.open}
        customer={form.open ? form.customer : null}
        onOpenChange={(open) => {
          if (!open) setForm({ open: false });
        }}
      />
      <DeleteCustomerDialog
        customer={deleting}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
      />
    </>
  );
}
