import { useQuery, useQueryClient } from "@tanstack/react-query";
import { X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { Input } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { customerSearchOptions, customersSeenOnDevice, PICKER_PAGE } from "../../customers";

/** The customer a quote is for, as far as the builder knows it. */
export interface PickedCustomer {
  id: string;
  displayName: string;
  address?: string;
}

/**
 * The builder's customer: a search-as-you-type combobox over all of the business's customers
 * (GET /api/customers?q=, the first 20 matches), so a business with thousands of customers can
 * pick any of them. Nothing is asked for until the field is used: the first screen draws the
 * quote's customer by the name the quote carries.
 */
export function CustomerPicker({
  id,
  picked,
  onPick,
  invalid,
}: {
  id: string;
  picked: PickedCustomer | null;
  onPick: (customer: PickedCustomer | null) => void;
  invalid?: boolean;
}) {
  const listId = useId();
  const [text, setText] = useState(picked?.displayName ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // The field shows the picked customer's name whenever the user is not typing a search.
  useEffect(() => {
    if (!open) setText(picked?.displayName ?? "");
  }, [picked, open]);
  const query = useDebouncedValue(text.trim(), 250);
  // What the field shows while not searching is the picked name: list the newest customers then.
  const searching = open && text.trim() !== (picked?.displayName ?? "");
  const search = searching ? query : "";
  // Each search has its own cache entry, so a late answer to an older one is never shown here.
  const matches = useQuery({ ...customerSearchOptions(search), enabled: open });
  // No signal: the search waits for one, and the customers seen on this device are searched.
  const client = useQueryClient();
  const offline = open && matches.fetchStatus === "paused" && matches.data === undefined;
  const options = offline ? customersSeenOnDevice(client, search) : (matches.data?.customers ?? []);
  // Typed but not yet asked for (the debounce), or asked and not yet answered: the matches shown
  // are for an older search, so they are dimmed and marked busy rather than passed off as current.
  // Closed, the list asks for nothing (its query is disabled, so pending): it is not busy.
  const waiting =
    open && ((searching ? text.trim() : "") !== search || (matches.isPending && !offline));

  const choose = (customer: PickedCustomer | null) => {
    onPick(customer);
    setText(customer?.displayName ?? "");
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => Math.min(Math.max(i + step, 0), Math.max(options.length - 1, 0)));
    } else if (event.key === "Enter" && open && (waiting || options[active])) {
      event.preventDefault();
      // Enter picks what the newest search found, never a stale match of an older one.
      if (!waiting && options[active]) choose(options[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setText(picked?.displayName ?? "");
    }
  };
  const activeId = open && options[active] ? `${listId}-${active}` : undefined;

  return (
    <div className="relative min-w-0 flex-1">
      <Input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        placeholder="Search customers by name, email or phone"
        value={text}
        className={picked ? "pr-10" : undefined}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          // Emptied: the quote has no customer; anything else typed and not chosen is undone.
          if (text.trim() === "" && picked) onPick(null);
          else setText(picked?.displayName ?? "");
        }}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {picked ? (
        <button
          type="button"
          className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
          aria-label={`Remove ${picked.displayName} from the quote`}
          onClick={() => choose(null)}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
      <div
        className={cn(
          "absolute top-full right-0 left-0 z-30 mt-1 max-h-72 overflow-y-auto rounded-md border bg-card text-card-foreground shadow-lg",
          open ? "" : "hidden",
        )}
      >
        <div
          id={listId}
          role="listbox"
          aria-label="Customers"
          aria-busy={waiting}
          className={cn("grid py-1 empty:hidden", waiting ? "opacity-50" : "")}
        >
          {options.map((c, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field takes the keys (aria-activedescendant)
            <div
              key={c.id}
              tabIndex={-1}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={cn(
                "cursor-pointer px-3 py-2 text-sm",
                i === active ? "bg-accent text-accent-foreground" : "",
              )}
              // Chosen before the field's blur closes the list.
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(c)}
            >
              <span className="block font-medium">{c.displayName}</span>
              {c.address ? (
                <span className="block truncate text-xs text-muted-foreground">{c.address}</span>
              ) : null}
            </div>
          ))}
        </div>
        <p className="px-3 py-2 text-xs text-muted-foreground" aria-live="polite">
          {waiting
            ? "Searching customers..."
            : offline
              ? options.length === 0
                ? `No signal, and no customer seen on this phone matches "${search}".`
                : "No signal: customers seen on this phone."
              : options.length === 0
                ? search
                  ? `No customer matches "${search}".`
                  : "No customers yet: add one with New."
                : matches.data?.more
                  ? `The first ${PICKER_PAGE} shown: keep typing to narrow.`
                  : null}
        </p>
      </div>
    </div>
  );
}
