import { Suspense, useState } from "react";
import { useParams } from "react-router";
import { messages } from "../../../shared/messages";
import { useUnsavedChanges } from "../../components/unsaved-changes";
import { BuilderHeader } from "./builder/builder-header";
import { BuilderSummary } from "./builder/builder-summary";
import { useKeptDraft } from "./builder/kept-draft";
import { KeptDraftOffer } from "./builder/kept-draft-offer";
import { BuilderEditors } from "./builder/lazy-editors";
import { NewCustomerDialog, ProjectSection } from "./builder/project-section";
import { SaveBridge, useBuilderSave } from "./builder/use-builder-save";
import { useBuilderState } from "./builder/use-builder-state";

/**
 * SPEC §2 Manual quote builder (Create Quote Manually), at /dashboard/quotes/new and
 * /dashboard/manual-quote; at /dashboard/quotes/:id/edit it edits a draft, saving against the
 * version it loaded (docs/decisions/0008-optimistic-concurrency.md). The first screen (header,
 * project, totals) draws from the quote main.tsx fetched early; the editors under it once that
 * has been painted (builder/lazy-editors.tsx).
 */
export function QuoteBuilderPage() {
  const { id: editId } = useParams<{ id: string }>();
  const state = useBuilderState(editId);
  const { editing, existing, form, baseVersion, materials, measurements } = state;
  // A save on its way is kept with the device's queued changes (features/offline): leaving or
  // reloading then loses nothing, and the work is not kept twice (a restore would save it twice).
  const saving = form.formState.isSubmitting;
  const keptDraft = useKeptDraft(editId, state.unsaved && !saving, state.snapshot, {
    offer: !state.handedOver,
    saving,
  });
  const unsaved = useUnsavedChanges(state.unsaved && !saving, "this quote", keptDraft.forget);
  const { submit, onReady, saveBridgeWanted, prepare } = useBuilderSave(editId, state, () => {
    keptDraft.forget();
    unsaved.leaving();
  });
  const [newCustomerOpen, setNewCustomerOpen] = useState(false);

  const submitLabel = editing
    ? saving
      ? "Saving..."
      : "Save Quote"
    : saving
      ? "Creating..."
      : "Create Quote";

  const header = <BuilderHeader editId={editId} onAddTemplate={state.addTemplate} />;
  if (editing && baseVersion === null) {
    return (
      <div className="min-w-0">
        {header}
        <p role={existing.isError ? "alert" : "status"} className="text-muted-foreground">
          {existing.isError ? messages.quotes.notFound : "Loading quote..."}
        </p>
      </div>
    );
  }
  // Only a draft is edited (the server refuses the save otherwise): say why before any typing.
  if (editing && existing.data && existing.data.status !== "draft") {
    return (
      <div className="min-w-0">
        {header}
        <p role="alert" className="text-muted-foreground">
          {existing.data.status === "accepted"
            ? messages.quotes.acceptedReadOnly
            : messages.quotes.sentReadOnly}
        </p>
      </div>
    );
  }

  return (
    <div className="min-w-0">
      {header}
      {keptDraft.kept ? (
        <KeptDraftOffer
          kept={keptDraft.kept}
          editing={editing}
          onRestore={() => {
            if (keptDraft.kept) state.restore(keptDraft.kept);
            keptDraft.restored();
          }}
          onDiscard={keptDraft.discarded}
        />
      ) : null}
      <form
        onSubmit={submit}
        onFocus={prepare}
        onKeyDown={(e) => {
          // Enter in a field must not create the quote half-finished; only the button does.
          if (e.key === "Enter" && e.target instanceof HTMLInputElement) e.preventDefault();
        }}
        noValidate
        className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
      >
        <div className="grid min-w-0 gap-6">
          <ProjectSection
            form={form}
            picked={state.picked}
            onPick={state.pick}
            onNewCustomer={() => setNewCustomerOpen(true)}
          />
          <BuilderEditors
            painted={state.painted}
            form={form}
            loadCount={state.loadCount}
            measurements={measurements}
            onMeasurements={state.setMeasurements}
            materials={materials}
            onMaterials={state.setMaterials}
            startsFromQuote={state.startsFromQuote}
            picked={state.picked}
          />
        </div>
        <BuilderSummary
          form={form}
          materials={materials}
          measurementCount={measurements.length}
          submitLabel={submitLabel}
          conflict={state.conflict}
          onReload={state.reload}
          reloading={state.reloading}
        />
      </form>
      {saveBridgeWanted ? (
        <Suspense fallback={null}>
          <SaveBridge onReady={onReady} />
        </Suspense>
      ) : null}
      <NewCustomerDialog
        open={newCustomerOpen}
        onOpenChange={setNewCustomerOpen}
        onCreated={state.pick}
      />
    </div>
  );
}
