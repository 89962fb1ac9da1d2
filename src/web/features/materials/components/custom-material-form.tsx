import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { messages } from "../../../../shared/messages";
import { poundsToPence } from "../../../../shared/money";
import { Button } from "../../../components/ui/button";
import { FieldMessage, Input, Label } from "../../../components/ui/input";
import { notify } from "../../../lib/toast";
import { type EditableMaterialLine, newLineKey } from "./material-line";

/**
 * The one "add custom material" form (issue 20: the builder had two), under every materials list.
 * SPEC §5: a custom material needs a name, a quantity above 0 and a unit price above 0. On a quote
 * the price typed is what a unit costs the business; the quote's markup is added to it.
 */
export function CustomMaterialForm({
  onAdd,
  priceLabel = "Net cost per unit (£)",
}: {
  onAdd: (line: EditableMaterialLine) => void;
  priceLabel?: string;
}) {
  const id = useId();
  const [name, setName] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [unit, setUnit] = useState("pcs");
  const [price, setPrice] = useState("");
  /** What stops the line being added, said of the field at fault; null: nothing. */
  const [problem, setProblem] = useState<string | null>(null);
  const invalid = problem !== null;

  const add = () => {
    const qty = Number(quantity);
    const pence = price.trim() === "" ? null : poundsToPence(price);
    const found = !name.trim()
      ? messages.quotes.materialDetails
      : quantity.trim() === "" || !Number.isFinite(qty) || qty <= 0
        ? "The quantity must be more than 0"
        : pence === null || pence <= 0
          ? "Enter a price above £0"
          : null;
    if (found || pence === null) {
      setProblem(found ?? messages.quotes.materialDetails);
      notify.error(found ?? messages.quotes.materialDetails);
      return;
    }
    setProblem(null);
    onAdd({
      key: newLineKey(),
      name: name.trim(),
      quantity: qty,
      unit: unit.trim() || "pcs",
      netUnitPricePence: pence,
    });
    setName("");
    setQuantity("1");
    setUnit("pcs");
    setPrice("");
  };

  return (
    <fieldset
      className="grid min-w-0 gap-3 rounded-lg border border-dashed bg-muted/40 p-4"
      onKeyDown={(e) => {
        // Enter adds the material rather than submitting the whole quote.
        if (e.key === "Enter" && e.target instanceof HTMLInputElement) {
          e.preventDefault();
          add();
        }
      }}
    >
      <legend className="px-1 text-sm font-semibold">Custom material</legend>
      <div className="@container">
        <div className="grid grid-cols-3 items-end gap-3 @xl:grid-cols-[minmax(0,1fr)_5rem_5rem_6rem_auto]">
          <div className="col-span-3 grid gap-1.5 @xl:col-span-1">
            <Label htmlFor={`${id}-name`}>Material name</Label>
            <Input
              id={`${id}-name`}
              value={name}
              placeholder="e.g. Bathroom extractor fan"
              maxLength={200}
              aria-invalid={invalid && !name.trim() ? true : undefined}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-qty`}>Quantity</Label>
            <Input
              id={`${id}-qty`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-unit`}>Unit</Label>
            <Input
              id={`${id}-unit`}
              value={unit}
              maxLength={30}
              onChange={(e) => setUnit(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-price`}>{priceLabel}</Label>
            <Input
              id={`${id}-price`}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={price}
              onChange={(e) => setPrice(e.target.value)}
            />
          </div>
          <Button
            type="button"
            variant="secondary"
            className="col-span-3 h-11 @xl:col-span-1 @xl:h-10"
            onClick={add}
          >
            <Plus /> Add Material
          </Button>
        </div>
      </div>
      <FieldMessage>{problem ?? undefined}</FieldMessage>
    </fieldset>
  );
}
