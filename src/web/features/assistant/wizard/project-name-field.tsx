import { useId } from "react";
import { Input, Label } from "../../../components/ui/input";
import type { WizardDispatch } from "./wizard-state";

/** The Project Name field, at the top of both steps. */
export function ProjectNameField({ name, dispatch }: { name: string; dispatch: WizardDispatch }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-name`}>Project Name</Label>
      <Input
        id={`${id}-name`}
        value={name}
        onChange={(e) => dispatch({ type: "nameEdited", name: e.target.value })}
        onFocus={() => dispatch({ type: "nameFocused" })}
        onBlur={() => dispatch({ type: "nameBlurred" })}
      />
    </div>
  );
}
