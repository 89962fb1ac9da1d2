import { type ComponentProps, useEffect, useState } from "react";
import { Input } from "../../../components/ui/input";

/**
 * A number input that lets people clear and retype freely: it commits only valid numbers at or
 * above `min`, and snaps back to the last good value on blur.
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
  useEffect(() => {
    setText((current) => (Number(current) === value && current !== "" ? current : String(value)));
  }, [value]);
  return (
    <Input
      type="number"
      inputMode="decimal"
      min={min}
      value={text}
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
