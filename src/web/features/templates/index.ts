/**
 * What other features may use of templates: "Save as template" on a quote, "Start from template"
 * where quotes are created, and "Add template" inside the builder.
 */
export { AddTemplateDialog } from "./components/add-template-dialog";
export { loadAddTemplateDialog } from "./components/load-add-template-dialog";
export { SaveAsTemplateButton } from "./components/save-as-template";
export { StartFromTemplateButton } from "./components/start-from-template-button";
export { type TemplateAddition, withTemplateNotes } from "./components/template-addition";
