import { createHash } from "node:crypto";
import {
  type AcceptedSnapshot,
  acceptedSnapshotSchema,
} from "../../../../shared/schemas/accepted-snapshot";
import type { DbOrTx } from "../../../db/client";
import { customerFigures } from "./customer-figures";
import { loadQuoteDocument } from "./load";
import { renderQuotePdf } from "./pdf";
import type { QuoteDocument } from "./pdf-draw";

/*
 * What was accepted stays accepted (issue 17, docs/decisions/0014): at acceptance the quote as
 * shown is frozen into a snapshot, drawn once as a PDF, and the PDF kept with its SHA-256. Every
 * customer-facing view of an accepted quote reads these, never the live row or settings.
 */

export interface Acceptance {
  byName: string;
  at: Date;
  source: "customer" | "user";
}

/** The columns an acceptance writes, prepared before the row is locked (drawing a PDF is slow). */
export interface PreparedAcceptance {
  /** The row version the snapshot was taken from: the write is refused if it moved since. */
  version: number;
  snapshot: AcceptedSnapshot;
  columns: { acceptedSnapshot: AcceptedSnapshot; acceptedPdf: Buffer; acceptedPdfSha256: string };
}

type LoadedDocument = Awaited<ReturnType<typeof loadQuoteDocument>>;

function snapshotOf(doc: LoadedDocument, who: Acceptance): AcceptedSnapshot {
  const { quote, business, customer } = doc;
  // Parsed, not asserted: the row's measurement units are plain text to TypeScript.
  return acceptedSnapshotSchema.parse({
    schema: 1,
    ...customerFigures(quote, business),
    reference: doc.reference,
    number: quote.number,
    revision: quote.revision,
    customer,
    accepted: { byName: who.byName, at: who.at.toISOString(), source: who.source },
  });
}

/** The PDF's document of a snapshot; the logo and photos are the ones of the moment of acceptance. */
function documentOf(
  snapshot: AcceptedSnapshot,
  images: Pick<QuoteDocument, "photos"> &
    Pick<QuoteDocument["business"], "logo" | "logoContentType">,
): QuoteDocument {
  return {
    quote: snapshot,
    reference: snapshot.reference,
    acceptance: snapshot.accepted,
    photos: images.photos,
    business: {
      ...snapshot.business,
      logo: images.logo,
      logoContentType: images.logoContentType,
      terms: snapshot.terms,
    },
    customer: snapshot.customer,
  };
}

export const sha256Hex = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Freezes the quote as it stands now: its snapshot, its PDF and the PDF's SHA-256. */
export async function prepareAcceptance(
  db: DbOrTx,
  businessId: string,
  id: string,
  who: Acceptance,
): Promise<PreparedAcceptance> {
  const doc = await loadQuoteDocument(db, businessId, id);
  const snapshot = snapshotOf(doc, who);
  const pdf = await renderQuotePdf(
    documentOf(snapshot, {
      photos: doc.photos,
      logo: doc.business.logo,
      logoContentType: doc.business.logoContentType,
    }),
    businessId,
  );
  return {
    version: doc.quote.version,
    snapshot,
    columns: { acceptedSnapshot: snapshot, acceptedPdf: pdf, acceptedPdfSha256: sha256Hex(pdf) },
  };
}
