import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import {
  CatalogueSearchPanel,
  MaterialsListEditor,
  MeasurementsPanel,
  OrderMaterialsPanel,
} from "../../materials";
import type { WizardDispatch, WizardState } from "./wizard-state";

type Props = { state: WizardState; dispatch: WizardDispatch };

/** Step 2: the room measurements, with the measurement tool behind a toggle. */
export function MeasurementsCard({ state, dispatch }: Props) {
  const { measurements, showMeasure } = state;
  const onChange = (value: typeof measurements) =>
    dispatch({ type: "measurementsChanged", measurements: value });
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 pb-2">
        <CardTitle className="text-base">Room Measurements</CardTitle>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => dispatch({ type: "measureToggled" })}
        >
          {showMeasure ? "Hide Measurement Tool" : "Add Measurements"}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {showMeasure ? (
          <MeasurementsPanel value={measurements} onChange={onChange} onSave={onChange} />
        ) : null}
        {measurements.length ? (
          <div>
            <h4 className="text-sm font-semibold">Added Measurements</h4>
            <ul className="text-sm">
              {measurements.map((m, i) => (
                <li key={i}>
                  {m.label}: {m.value} {m.unit}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Step 2: the editable materials, with the catalogue search behind a toggle. */
/** The lines' prices are net costs; `marginPercent` (the business's) marks them up, as the quote will. */
export function MaterialsCard({
  state,
  dispatch,
  marginPercent,
}: Props & { marginPercent: number }) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 pb-2">
        <CardTitle className="text-base">AI-Generated Materials</CardTitle>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => dispatch({ type: "searchToggled" })}
        >
          {state.showSearch ? "Hide Search" : "Add More Materials"}
        </Button>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-3">
        {state.showSearch ? (
          <CatalogueSearchPanel
            onAdd={(product, quantity) => dispatch({ type: "productAdded", product, quantity })}
          />
        ) : null}
        <MaterialsListEditor
          value={state.materials}
          onChange={(materials) => dispatch({ type: "materialsChanged", materials })}
          markupDefault={marginPercent}
        />
      </CardContent>
    </Card>
  );
}

/** Step 2: order the materials, delivered to the chosen client's address. */
export function OrderCard({ state }: { state: WizardState }) {
  if (state.materials.length === 0) return null;
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Order Materials</CardTitle>
      </CardHeader>
      <CardContent>
        <OrderMaterialsPanel
          materials={state.materials}
          deliveryAddress={state.customer?.address || undefined}
        />
      </CardContent>
    </Card>
  );
}
