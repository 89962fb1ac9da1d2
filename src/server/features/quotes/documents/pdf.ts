import type { Db } from "../../../db/client";
import { renderableImage } from "../../../pdf/images";
import { renderWithoutImagesOnFailure } from "../../../pdf/render";
import { runTask } from "../../../workers/pool";
import { loadQuoteDocument } from "./load";
import type { QuoteDocument } from "./pdf-draw";

export type { QuoteDocument } from "./pdf-draw";

/**
 * The quote PDF, drawn in the worker pool (./pdf-draw.ts). The photo and the logo reach the
 * renderer only as sharp re-encoded them; one that cannot be decoded is left out.
 */
export async function renderQuotePdf(doc: QuoteDocument): Promise<Buffer> {
  const [photo, logo] = await Promise.all([
    renderableImage(doc.photo?.bytes),
    renderableImage(doc.business.logo),
  ]);
  const safe: QuoteDocument = {
    ...doc,
    photo: photo
      ? { bytes: photo, contentType: photo[0] === 0xff ? "image/jpeg" : "image/png" }
      : null,
    business: { ...doc.business, logo },
  };
  return renderWithoutImagesOnFailure(
    (d) => runTask("quotePdf", d),
    safe,
    Boolean(photo || logo) && { ...safe, photo: null, business: { ...safe.business, logo: null } },
  );
}

/** The quote's PDF and the name it is downloaded as. */
export async function quotePdf(db: Db, businessId: string, id: string) {
  const doc = await loadQuoteDocument(db, businessId, id);
  return { filename: `Quote-${doc.reference}.pdf`, pdf: await renderQuotePdf(doc) };
}
