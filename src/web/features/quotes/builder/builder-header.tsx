import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "../../../components/layout/page-header";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { AddTemplateDialog, type TemplateAddition } from "../../templates";

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
          <AddTemplateDialog onAdd={onAddTemplate} />
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
