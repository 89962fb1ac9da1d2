import { lazy, Suspense } from "react";
import type { EditorsProps } from "./editors";

const Editors = lazy(() => import("./editors"));

/**
 * Where the editors will be, a screen tall: on a phone the totals under them stay below the first
 * screen until they draw, rather than showing and then jumping down (layout shift).
 */
const editorsPlace = <div aria-hidden="true" className="min-h-dvh" />;

/**
 * The sections under the first screen (builder/editors.tsx): their code, and the settings,
 * merchants and counts they ask for, wait until the first screen has been painted, so neither
 * delays it.
 */
export function BuilderEditors({ painted, ...props }: EditorsProps & { painted: boolean }) {
  if (!painted) return editorsPlace;
  return (
    // One boundary: the sections appear together, none drawn above another still loading.
    <Suspense fallback={editorsPlace}>
      <Editors {...props} />
    </Suspense>
  );
}
