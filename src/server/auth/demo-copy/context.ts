import { randomUUID } from "node:crypto";
import { isoDay } from "../../../shared/dates";
import type { Tx } from "../../db/client";
import { daysBetween, shiftDay } from "../../db/seed/demo/dates";

/** The new id of a template row's id; null for none, or for a row that was not copied. */
export type Remap = (id: string | null) => string | null;

/** New ids for a table's rows, and the new id of an old one (null for one not copied). */
export function remapper(rows: readonly { id: string }[]) {
  const ids = new Map(rows.map((r) => [r.id, randomUUID()] as const));
  const of: Remap = (id) => (id === null ? null : (ids.get(id) ?? null));
  return { of, id: (id: string) => ids.get(id)! };
}

/**
 * A copy under way: the template it reads, the business it writes, and how it moves the
 * template's dates to its own: moments by the time since the template was made, calendar days by
 * the days since.
 */
export interface DemoCopy {
  tx: Tx;
  templateId: string;
  businessId: string;
  /** Whole calendar days from the template's creation to the copy's. */
  days: number;
  moved: (at: Date) => Date;
  movedOrNull: (at: Date | null) => Date | null;
  movedDay: (day: string) => string;
}

export function startCopy(
  tx: Tx,
  template: { id: string; createdAt: Date },
  businessId: string,
  now: Date,
): DemoCopy {
  const elapsed = now.getTime() - template.createdAt.getTime();
  const days = daysBetween(isoDay(template.createdAt), isoDay(now));
  const moved = (at: Date) => new Date(at.getTime() + elapsed);
  return {
    tx,
    templateId: template.id,
    businessId,
    days,
    moved,
    movedOrNull: (at) => (at ? moved(at) : null),
    movedDay: (day) => shiftDay(day, days),
  };
}
