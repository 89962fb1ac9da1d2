import { Box, Plus, Ruler, Save, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { measurementUnits } from "../../../../shared/measurements";
import { messages } from "../../../../shared/messages";
import { quantityWithUnit } from "../../../../shared/quantities";
import type { MeasurementInput } from "../../../../shared/schemas/quotes";
import { Button } from "../../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card";
import { FieldMessage, Input, Label } from "../../../components/ui/input";
import { selectClass } from "../../../components/ui/native-select";
import { notify } from "../../../lib/toast";

type Unit = MeasurementInput["unit"];

interface XrSystem {
  isSessionSupported(mode: string): Promise<boolean>;
}

/** Whether this browser can run an immersive AR session (WebXR), checked once. */
function useArSupported() {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    const xr = (navigator as Navigator & { xr?: XrSystem }).xr;
    let live = true;
    xr?.isSessionSupported("immersive-ar")
      .then((ok) => {
        if (live) setSupported(ok === true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return supported;
}

/**
 * SPEC §2 Materials panel 4: manual measurements (label, value, unit), AR when the device has it,
 * the saved list and Save All Measurements.
 */
export function MeasurementsPanel({
  value: initial = [],
  onChange,
  onSave,
}: {
  /** Measurements already on the quote. */
  value?: MeasurementInput[];
  /** Called whenever the saved list changes. */
  onChange?: (list: MeasurementInput[]) => void;
  /** Save All Measurements. */
  onSave?: (list: MeasurementInput[]) => void;
}) {
  const id = useId();
  const arSupported = useArSupported();
  const [list, setList] = useState<MeasurementInput[]>(initial);
  const [label, setLabel] = useState("");
  const [value, setValue] = useState("");
  const [unit, setUnit] = useState<Unit>("m");
  const [errors, setErrors] = useState<{ label?: string; value?: string }>({});

  const change = (next: MeasurementInput[]) => {
    setList(next);
    onChange?.(next);
  };

  const add = () => {
    const number = Number(value);
    const nextErrors = {
      label: label.trim() ? undefined : messages.quotes.measurementLabel,
      value:
        value.trim() !== "" && Number.isFinite(number) && number > 0
          ? undefined
          : messages.quotes.measurementValue,
    };
    setErrors(nextErrors);
    if (nextErrors.label || nextErrors.value) {
      notify.error(nextErrors.label ?? nextErrors.value ?? "");
      return;
    }
    change([...list, { label: label.trim(), value: number, unit }]);
    setLabel("");
    setValue("");
  };

  const saveAll = () => {
    onSave?.(list);
    notify.success("Measurements Added", {
      description: `${quantityWithUnit(list.length, "measurement")} added to quote`,
    });
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <Card>
        <CardHeader>
          <CardTitle id={`${id}-title`} className="flex items-center gap-2">
            <Ruler className="size-5 text-primary" aria-hidden="true" /> Room Measurements
          </CardTitle>
          <CardDescription>Record the sizes you took on site.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <fieldset
            className="grid min-w-0 gap-3 sm:grid-cols-[minmax(0,1fr)_8rem_6rem]"
            onKeyDown={(e) => {
              // Enter adds the measurement rather than submitting an enclosing form.
              if (e.key === "Enter" && e.target instanceof HTMLInputElement) {
                e.preventDefault();
                add();
              }
            }}
          >
            <legend className="sr-only">New measurement</legend>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-label`}>Measurement label</Label>
              <Input
                id={`${id}-label`}
                placeholder="e.g. Kitchen wall width"
                value={label}
                aria-invalid={errors.label ? true : undefined}
                onChange={(e) => setLabel(e.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-value`}>Value</Label>
              <Input
                id={`${id}-value`}
                type="number"
                inputMode="decimal"
                step={0.01}
                min={0}
                value={value}
                aria-invalid={errors.value ? true : undefined}
                onChange={(e) => setValue(e.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-unit`}>Unit</Label>
              <select
                id={`${id}-unit`}
                className={selectClass}
                value={unit}
                onChange={(e) => setUnit(e.target.value as Unit)}
              >
                {measurementUnits.map((u) => (
                  <option key={u} value={u}>
                    {u}
                  </option>
                ))}
              </select>
            </div>
          </fieldset>
          <FieldMessage>{errors.label ?? errors.value}</FieldMessage>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="button" variant="secondary" onClick={add}>
              <Plus /> Add Manual Measurement
            </Button>
            {arSupported ? (
              <Button
                type="button"
                variant="outline"
                onClick={() =>
                  notify.info("AR Measurement", {
                    description:
                      "Point your camera at the surface and tap the two ends to measure.",
                  })
                }
              >
                <Box /> Launch AR Measurement
              </Button>
            ) : (
              <Button type="button" variant="outline" disabled>
                <Box /> AR Not Available
              </Button>
            )}
          </div>

          <div className="grid gap-2">
            <h4 className="text-sm font-semibold">Saved Measurements</h4>
            {list.length === 0 ? (
              <p className="text-sm text-muted-foreground">No measurements yet.</p>
            ) : (
              <ul className="grid gap-2" aria-label="Saved Measurements">
                {list.map((m, index) => (
                  <li
                    key={`${m.label}-${index}`}
                    className="flex items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
                  >
                    <span className="min-w-0 break-words">
                      <span className="font-medium">{m.label}:</span> {m.value} {m.unit}
                    </span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${m.label}`}
                      onClick={() => change(list.filter((_, i) => i !== index))}
                    >
                      <Trash2 className="text-destructive" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {list.length > 0 && onSave ? (
              <Button type="button" onClick={saveAll} className="justify-self-start">
                <Save /> Save All Measurements
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
