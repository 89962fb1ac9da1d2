import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { Input } from "./ui/input";

/** A search field with its magnifier, as every list page shows it. */
export function SearchBox({
  value,
  onValueChange,
  className,
  ...input
}: {
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
} & Omit<ComponentProps<typeof Input>, "value" | "onChange" | "type" | "className">) {
  return (
    <div className={cn("relative", className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className="pl-9"
        {...input}
      />
    </div>
  );
}
