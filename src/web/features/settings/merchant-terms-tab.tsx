import { Plus, Trash2 } from "lucide-react";
import { useId, useMemo, useState } from "react";
import {
  discountMessage,
  type Merchant,
  type MerchantTermsResponse,
  merchantKey,
  merchantListedTwice,
  merchantTermsSchema,
} from "../../../shared/schemas/settings";
import { Button } from "../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { FieldMessage, Input, Label } from "../../components/ui/input";
import { PageSpinner } from "../../components/ui/spinner";
import { useUnsavedChanges } from "../../components/unsaved-changes";
import { notify } from "../../lib/toast";
import { useMerchants, useMerchantTerms, useSaveMerchantTerms } from "./api/merchant-terms";
import { TradeAccountsCard } from "./trade-accounts-card";

interface Row {
  key: string;
  merchantName: string;
  discount: string;
  preferredBranch: string;
}

let nextKey = 0;
const keyOf = () => `row-${nextKey++}`;

function toRows(data: MerchantTermsResponse): Row[] {
  return data.terms.map((t) => ({
    key: keyOf(),
    merchantName: t.merchantName,
    discount: String(t.discountPercentage),
    preferredBranch: t.preferredBranch ?? "",
  }));
}

const knownMerchant = (name: string, merchants: Merchant[]) =>
  merchants.find((m) => m.name.toLowerCase() === name.trim().toLowerCase());

/**
 * The catalogue merchant a name not found probably means: one whose letters start the other's
 * ("Jewsons" for Jewson, "travis" for Travis Perkins), when exactly one does.
 */
function nearMerchant(name: string, merchants: Merchant[]): Merchant | null {
  const letters = (text: string) =>
    [...text.toLowerCase()].filter((c) => c >= "a" && c <= "z").join("");
  const typed = letters(name);
  if (typed.length < 3) return null;
  const near = merchants.filter((m) => {
    const known = letters(m.name);
    return known.startsWith(typed) || typed.startsWith(known);
  });
  return near.length === 1 ? near[0]! : null;
}

/** The branches suggested for a merchant name: its own when known, else every branch town. */
function branchesFor(name: string, merchants: Merchant[]): string[] {
  const known = knownMerchant(name, merchants);
  if (known) return known.branches;
  return [...new Set(merchants.flatMap((m) => m.branches))];
}

function UnknownMerchant({
  near,
  listed,
  onUse,
}: {
  near: Merchant | null;
  /** Whether another row already holds this merchant: then it is not offered (two rows, one merchant). */
  listed: (merchant: Merchant) => boolean;
  onUse: (merchant: Merchant) => void;
}) {
  return (
    <div className="mt-1 text-sm text-amber-700 dark:text-amber-300">
      <p>No merchant in the catalogue has this name, so no price gets this discount.</p>
      {near && listed(near) ? (
        <p>{near.name} is already in the list: remove this row.</p>
      ) : near ? (
        <Button
          type="button"
          variant="link"
          className="h-11 p-0 text-sm sm:h-auto"
          onClick={() => onUse(near)}
        >
          Use {near.name}
        </Button>
      ) : (
        <p>Remove it and add a name from the list.</p>
      )}
    </div>
  );
}

/**
 * The branch: one of the merchant's listed branch towns, or any other typed in (the list knows
 * a few towns; a plasterer in Leeds orders from the Leeds branch).
 */
function BranchInput({
  id,
  label,
  value,
  branches,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  branches: string[];
  onChange: (value: string) => void;
}) {
  return (
    <>
      <Input
        id={id}
        aria-label={label}
        list={`${id}-towns`}
        maxLength={120}
        autoComplete="off"
        placeholder="Any branch"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <datalist id={`${id}-towns`}>
        {branches.map((b) => (
          <option key={b} value={b} />
        ))}
      </datalist>
    </>
  );
}

function MerchantTermsEditor({
  initial,
  merchants,
}: {
  initial: MerchantTermsResponse;
  merchants: Merchant[];
}) {
  const ids = useId();
  const save = useSaveMerchantTerms();
  const [rows, setRows] = useState<Row[]>(() => toRows(initial));
  const [savedRows, setSavedRows] = useState(() =>
    JSON.stringify(toRows(initial).map(({ key: _, ...r }) => r)),
  );
  const [name, setName] = useState("");
  const [discount, setDiscount] = useState("0");
  const [branch, setBranch] = useState("");

  const discountNumber = discount.trim() === "" ? Number.NaN : Number(discount);
  const listedAlready = rows.find((r) => merchantKey(r.merchantName) === merchantKey(name));
  // Added, removed or changed rows are kept only by Save Changes: said, and leaving asks.
  const unsaved = JSON.stringify(rows.map(({ key: _, ...r }) => r)) !== savedRows;
  useUnsavedChanges(unsaved, "your merchant terms");
  const discountValid =
    Number.isFinite(discountNumber) && discountNumber >= 0 && discountNumber <= 100;
  const canAdd = name.trim() !== "" && !listedAlready && discountValid;

  const update = (key: string, patch: Partial<Row>) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const add = () => {
    if (!canAdd) return;
    setRows((current) => [
      ...current,
      { key: keyOf(), merchantName: name.trim(), discount, preferredBranch: branch },
    ]);
    setName("");
    setDiscount("0");
    setBranch("");
  };

  const submit = async () => {
    const parsed = merchantTermsSchema.safeParse({
      terms: rows.map((r) => ({
        merchantName: r.merchantName,
        discountPercentage: r.discount.trim() === "" ? Number.NaN : Number(r.discount),
        ...(r.preferredBranch ? { preferredBranch: r.preferredBranch } : {}),
      })),
    });
    if (!parsed.success) {
      notify.error("Merchant terms not saved", { description: parsed.error.issues[0]?.message });
      return;
    }
    try {
      const saved = await save.mutateAsync(parsed.data);
      const savedList = toRows(saved);
      setRows(savedList);
      setSavedRows(JSON.stringify(savedList.map(({ key: _, ...r }) => r)));
      notify.success("Merchant terms saved");
    } catch (error) {
      notify.error("Merchant terms not saved", {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <div className="grid gap-6">
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          No merchant terms yet. Add your first merchant below.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Merchant terms">
          {rows.map((row) => {
            const discountId = `${ids}-${row.key}-discount`;
            const branchId = `${ids}-${row.key}-branch`;
            return (
              <li
                key={row.key}
                className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_8rem_minmax(0,12rem)_auto] sm:items-end"
              >
                <div className="min-w-0">
                  <p className="text-sm text-muted-foreground">Merchant</p>
                  <p className="truncate font-medium" title={row.merchantName}>
                    {row.merchantName}
                  </p>
                  {merchants.length > 0 && !knownMerchant(row.merchantName, merchants) ? (
                    // Terms link to a merchant by its name: "Jewsons" silently discounted nothing.
                    <UnknownMerchant
                      near={nearMerchant(row.merchantName, merchants)}
                      listed={(merchant) =>
                        rows.some(
                          (r) =>
                            r.key !== row.key &&
                            merchantKey(r.merchantName) === merchantKey(merchant.name),
                        )
                      }
                      onUse={(merchant) => update(row.key, { merchantName: merchant.name })}
                    />
                  ) : null}
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={discountId} className="text-xs text-muted-foreground">
                    Discount %
                  </Label>
                  <Input
                    id={discountId}
                    type="number"
                    min={0}
                    max={100}
                    step="0.1"
                    inputMode="decimal"
                    aria-label={`Discount % for ${row.merchantName}`}
                    value={row.discount}
                    onChange={(e) => update(row.key, { discount: e.target.value })}
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={branchId} className="text-xs text-muted-foreground">
                    Preferred branch
                  </Label>
                  <BranchInput
                    id={branchId}
                    label={`Preferred branch for ${row.merchantName}`}
                    value={row.preferredBranch}
                    branches={branchesFor(row.merchantName, merchants)}
                    onChange={(value) => update(row.key, { preferredBranch: value })}
                  />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="justify-self-end"
                  aria-label={`Remove ${row.merchantName}`}
                  onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                >
                  <Trash2 aria-hidden className="text-destructive" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}

      <fieldset className="grid gap-3 rounded-lg bg-muted/50 p-3">
        <legend className="sr-only">Add a merchant</legend>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem_minmax(0,12rem)_auto] sm:items-end">
          <div className="grid gap-1">
            <Label htmlFor={`${ids}-new-name`}>Merchant name</Label>
            <Input
              id={`${ids}-new-name`}
              list={`${ids}-merchant-names`}
              value={name}
              placeholder="e.g. your local builders' merchant"
              aria-invalid={listedAlready ? true : undefined}
              aria-describedby={listedAlready ? `${ids}-new-name-error` : undefined}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  add();
                }
              }}
            />
            {listedAlready ? (
              <FieldMessage id={`${ids}-new-name-error`}>
                {merchantListedTwice(listedAlready.merchantName)}
              </FieldMessage>
            ) : null}
            <datalist id={`${ids}-merchant-names`}>
              {merchants.map((m) => (
                <option key={m.id} value={m.name} />
              ))}
            </datalist>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${ids}-new-discount`}>Discount %</Label>
            <Input
              id={`${ids}-new-discount`}
              type="number"
              min={0}
              max={100}
              step="0.1"
              inputMode="decimal"
              value={discount}
              aria-invalid={discountValid ? undefined : true}
              aria-describedby={discountValid ? undefined : `${ids}-new-discount-error`}
              onChange={(e) => setDiscount(e.target.value)}
            />
            {/* Said, not only the Add button greyed out (a -5 gave no reason). */}
            {discountValid ? null : (
              <FieldMessage id={`${ids}-new-discount-error`}>{discountMessage}</FieldMessage>
            )}
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${ids}-new-branch`}>Branch</Label>
            <BranchInput
              id={`${ids}-new-branch`}
              label="Branch"
              value={branch}
              branches={branchesFor(name, merchants)}
              onChange={setBranch}
            />
          </div>
          <Button type="button" variant="outline" disabled={!canAdd} onClick={add}>
            <Plus aria-hidden />
            Add
          </Button>
        </div>
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" disabled={save.isPending} onClick={() => void submit()}>
          {save.isPending ? "Saving..." : "Save Changes"}
        </Button>
        {unsaved ? (
          <p role="status" className="text-sm text-amber-700 dark:text-amber-400">
            Unsaved changes: Save Changes to keep them.
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** SPEC §2 Merchant Terms, with the trade accounts used to order from merchants below. */
export function MerchantTermsTab() {
  const terms = useMerchantTerms();
  const merchants = useMerchants();
  const merchantList = useMemo(() => merchants.data ?? [], [merchants.data]);

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Merchant Terms</CardTitle>
          <CardDescription>
            Your trade discount at each merchant, applied to catalogue prices.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {terms.isPending || merchants.isPending ? (
            <PageSpinner />
          ) : terms.data ? (
            <MerchantTermsEditor initial={terms.data} merchants={merchantList} />
          ) : (
            <p role="alert" className="text-sm text-destructive">
              {terms.error?.message ?? "Merchant terms could not be loaded."}
            </p>
          )}
        </CardContent>
      </Card>
      <TradeAccountsCard />
    </div>
  );
}
