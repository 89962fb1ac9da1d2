/**
 * "Add template", loaded on demand: the builder draws a stand-in button first, so the dialog, the
 * picker and the template schemas are not in its first chunks.
 */
export const loadAddTemplateDialog = () => import("./add-template-dialog");
