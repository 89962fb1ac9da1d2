import { LayoutTemplate } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { pendingDialogTrigger, useDeferredImport } from "../../../lib/deferred";

const loadStartFromTemplate = () => import("./start-from-template");

/**
 * "From Template" on the quote list: a stand-in button first, so the dialog, the picker and the
 * templates' requests are not in the list's first chunks; they load when the button is pointed at,
 * or at once when it is pressed (the dialog then opens). Not on focus: the loaded button replaces
 * the stand-in, and a keyboard user's focus would go with it. On a phone the button shares the
 * bottom bar with two other ways to start: the icon alone.
 */
export function StartFromTemplateButton() {
  const [pressed, setPressed] = useState(false);
  const [hinted, setHinted] = useState(false);
  const dialog = useDeferredImport(loadStartFromTemplate, pressed || hinted, false);
  if (dialog) return <dialog.StartFromTemplateDialog defaultOpen={pressed} />;
  const hint = () => setHinted(true);
  return (
    <Button
      variant="outline"
      aria-label="From Template"
      title="From Template"
      onPointerEnter={hint}
      {...pendingDialogTrigger(() => setPressed(true))}
    >
      <LayoutTemplate /> <span className="hidden sm:inline">From Template</span>
    </Button>
  );
}
