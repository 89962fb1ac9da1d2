import { ArrowLeft, LayoutTemplate } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../../components/layout/page-header";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { pendingDialogTrigger, useDeferredImport } from "../../../lib/deferred";
import { loadAddTemplateDialog, type TemplateAddition } from "../../templates";

/**
 * "Add template": the dialog, its picker and the template schemas (with zod) load when the
 * stand-in button is pointed at, or at once when it is pressed (it then opens); not while the
 * builder's first seconds run (ADR 0023). Not on focus: the loaded button replaces the stand-in,
 * and a keyboard user's focus would go with it.
 */
function AddTemplate({ onAdd }: { onAdd: (addition: TemplateAddition) => void }) {
  const [pressed, setPressed] = useState(false);
  const [hinted, setHinted] = useState(false);
  const dialog = useDeferredImport(loadAddTemplateDialog, pressed || hinted, false);
  if (dialog) return <dialog.AddTemplateDialog onAdd={onAdd} defaultOpen={pressed} />;
  const hint = () => setHinted(true);
  return (
    <Button
      variant="outline"
      onPointerEnter={hint}
      {...pendingDialogTrigger(() => setPressed(true))}
    >
      <LayoutTemplate /> Add template
    </Button>
  );
}

/** The builder's title, "Add template" and the way back to the quote (or the list). */
export function BuilderHeader({
  editId,
  onAddTemplate,
}: {
  editId: string | undefined;
  onAddTemplate: (addition: TemplateAddition) => void;
}) {
  const editing = editId !== undefined;
  return (
    <PageHeader
      title={editing ? "Edit Quote" : "Create Quote Manually"}
      description="Price a job line by line: materials at cost plus your markup, labour and VAT."
      actions={
        <>
          <AddTemplate onAdd={onAddTemplate} />
          <Button asChild variant="outline">
            <Link to={editId ? paths.quote(editId) : paths.quotes}>
              <ArrowLeft /> {editing ? "Back to Quote" : "Back to Quotes"}
            </Link>
          </Button>
        </>
      }
    />
  );
}
