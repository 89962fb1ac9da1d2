import { useState } from "react";
import { Input } from "../../../components/ui/input";

/** A line's markup in percent; empty means the quote's margin (shown as the placeholder). */
export function MarkupInput({
  value,
  defaultPercent,
  onValueChange,
  ...props
}: {
  id: string;
  "aria-label": string;
  value: number | null | undefined;
  defaultPercent: number;
  onValueChange: (value: number | null) => void;
}) {
  const [text, setText] = useState(value == null ? "" : String(value));
  return (
    <Input
      type="number"
      inputMode="decimal"
      min={0}
      max={1000}
      step={0.5}
      placeholder={String(defaultPercent)}
      value={text}
      onChange={(event) => {
        const raw = event.target.value;
        setText(raw);
        const next = Number(raw);
        if (raw === "") onValueChange(null);
        else if (Number.isFinite(next) && next >= 0 && next <= 1000) onValueChange(next);
      }}
      onBlur={() => setText(value == null ? "" : String(value))}
      {...props}
    />
  );
}
