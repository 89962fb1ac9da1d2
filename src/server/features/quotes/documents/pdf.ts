import type { Db } from "../../../db/client";
import { renderableImages } from "../../../pdf/images";
import { renderWithoutImagesOnFailure } from "../../../pdf/render";
import { runTask } from "../../../workers/pool";
import { findAccepted } from "./accepted-read";
import { loadQuoteDocument } from "./load";
import type { QuoteDocument } from "./pdf-draw";

export type { QuoteDocument } from "./pdf-draw";

/**
 * The quote PDF, drawn in the worker pool (./pdf-draw.ts). The photos and the logo reach the
 * renderer only as sharp re-encoded them; one that cannot be decoded is left out. `owner` is the
 * business whose quote it is: its turn at the image slots (src/server/sharp.ts) and in the pool
 * (src/server/workers/pool.ts).
 */
export async function renderQuotePdf(doc: QuoteDocument, owner: string): Promise<Buffer> {
  const [logo, ...photos] = await renderableImages(
    [doc.business.logo, ...(doc.photos ?? []).map((photo) => photo.bytes)],
    owner,
  );
  const safe: QuoteDocument = {
    ...doc,
    photos: photos.flatMap((photo) =>
      photo ? [{ bytes: photo, contentType: photo[0] === 0xff ? "image/jpeg" : "image/png" }] : [],
    ),
    business: { ...doc.business, logo: logo ?? null },
  };
  return renderWithoutImagesOnFailure(
    (d) => runTask("quotePdf", d, { owner }),
    safe,
    Boolean(safe.photos?.length || logo) && {
      ...safe,
      photos: [],
      business: { ...safe.business, logo: null },
    },
  );
}

/**
 * The quote's PDF and the name it is downloaded as: for an accepted quote, the PDF kept at
 * acceptance, byte for byte (its SHA-256 is quotes.accepted_pdf_sha256).
 */
export async function quotePdf(db: Db, businessId: string, id: string) {
  const accepted = await findAccepted(db, businessId, id);
  if (accepted) {
    return { filename: `Quote-${accepted.snapshot.reference}.pdf`, pdf: accepted.pdf };
  }
  const doc = await loadQuoteDocument(db, businessId, id);
  return { filename: `Quote-${doc.reference}.pdf`, pdf: await renderQuotePdf(doc, businessId) };
}
