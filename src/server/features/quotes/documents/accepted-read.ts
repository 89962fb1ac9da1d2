import { and, eq } from "drizzle-orm";
import {
  type AcceptedSnapshot,
  acceptedSnapshotSchema,
} from "../../../../shared/schemas/accepted-snapshot";
import type { DbOrTx } from "../../../db/client";
import { quotes } from "../../../db/schema";
import { checkQuoteId } from "../ids";

/* Reading what an acceptance froze (./accepted.ts writes it); no rendering here. */

/** A stored snapshot, validated; null when the quote has none (not accepted, or accepted before). */
export function readSnapshot(value: unknown): AcceptedSnapshot | null {
  return value == null ? null : acceptedSnapshotSchema.parse(value);
}

/** The accepted quote's snapshot and its PDF's SHA-256 (not the PDF), or null when it has none. */
export async function findAcceptedSnapshot(db: DbOrTx, businessId: string, id: string) {
  checkQuoteId(id);
  const [row] = await db
    .select({
      status: quotes.status,
      snapshot: quotes.acceptedSnapshot,
      sha256: quotes.acceptedPdfSha256,
    })
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
  if (row?.status !== "accepted" || row.snapshot == null || !row.sha256) return null;
  return { snapshot: acceptedSnapshotSchema.parse(row.snapshot), sha256: row.sha256 };
}

/** The accepted quote's snapshot and kept PDF, or null when it has none. */
export async function findAccepted(db: DbOrTx, businessId: string, id: string) {
  checkQuoteId(id);
  const [row] = await db
    .select({
      status: quotes.status,
      snapshot: quotes.acceptedSnapshot,
      pdf: quotes.acceptedPdf,
      sha256: quotes.acceptedPdfSha256,
    })
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
  if (row?.status !== "accepted" || row.snapshot == null || !row.pdf) return null;
  return { snapshot: acceptedSnapshotSchema.parse(row.snapshot), pdf: row.pdf, sha256: row.sha256 };
}

/** What an acceptance clears when the quote leaves the accepted state (moved back on the board). */
export const clearedAcceptance = {
  acceptedSnapshot: null,
  acceptedPdf: null,
  acceptedPdfSha256: null,
} as const;
