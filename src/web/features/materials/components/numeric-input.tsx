import { type ComponentProps, useEffect, useState } from "react";
import { Input } from "../../../components/ui/input";

/**
 * A number input that lets people clear and retype freely: it commits only valid numbers at or
 * above `min`, marks anything else as refused, and snaps back to the last good value on blur.
 */
export function NumericInput({
  value,
  onValueChange,
  min = 0,
  ...props
}: Omit<ComponentProps<"input">, "value" | "onChange" | "type" | "min"> & {
  value: number;
  onValueChange: (value: number) => void;
  min?: number;
}) {
  const [text, setText] = useState(String(value));
  // What is typed and not taken (below `min`, not a number) is marked until it is put right, or
  // snaps back on leaving the field: a -1 sat there while the total kept the old quantity.
  const typed = Number(text);
  const refused = text !== "" && !(Number.isFinite(typed) && typed >= min);
  useEffect(() => {
    setText((current) => (Number(current) === value && current !== "" ? current : String(value)));
  }, [value]);
  return (
    <Input
      type="number"
      inputMode="decimal"
      min={min}
      value={text}
      aria-invalid={refused ? true : undefined}
      title={
        refused ? `Must be ${min} or more: it goes back to ${value} when you leave it` : undefined
      }
      onChange={(event) => {
        setText(event.target.value);
        const next = Number(event.target.value);
        if (event.target.value !== "" && Number.isFinite(next) && next >= min) onValueChange(next);
      }}
      onBlur={(event) => {
        setText(String(value));
        props.onBlur?.(event);
      }}
      {...props}
    />
  );
}
