import type { ComponentProps } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { FieldMessage, Input, Label } from "../ui/input";

/** A labelled input with its message, wired for screen readers. */
export function FormField({
  id,
  label,
  registration,
  error,
  ...props
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
} & Omit<ComponentProps<"input">, "id">) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
        {...props}
      />
      <FieldMessage id={`${id}-error`}>{error?.message}</FieldMessage>
    </div>
  );
}
