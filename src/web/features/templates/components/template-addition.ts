import type { MeasurementInput } from "../../../../shared/schemas/quotes";
import type { EditableMaterialLine } from "../../materials";

/** What a template adds to the builder's quote. */
export interface TemplateAddition {
  name: string;
  /** The template's lines, catalogue ones at today's prices. */
  lines: EditableMaterialLine[];
  measurements: MeasurementInput[];
  laborDays: number;
  notes: string;
  /** The template's own terms; null: none (the quote keeps what it has). */
  terms: string | null;
}

/** The builder's job description with a template's notes added (unless already there). */
export function withTemplateNotes(jobDescription: string, notes: string): string {
  const add = notes.trim();
  if (!add || jobDescription.includes(add)) return jobDescription;
  return jobDescription.trim() ? `${jobDescription.trim()}\n\n${add}` : add;
}
