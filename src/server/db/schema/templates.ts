import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { VatRate } from "../../../shared/uk-tax";
import { businesses } from "./business";
import { createdAt, decimal, id, updatedAt } from "./columns";

/** One line of a template: a catalogue product (priced on the day it is used) or a custom line. */
export interface TemplateLineRow {
  productId: number | null;
  name: string;
  unit: string;
  quantity: number;
  /** A custom line's saved net cost per unit; a catalogue line's price when it was saved. */
  netUnitPricePence: number;
  markupPercent: number | null;
  vatRate: VatRate | null;
  sku: string | null;
  merchantId: number | null;
}

export interface TemplateMeasurementRow {
  label: string;
  unit: "m" | "cm" | "mm" | "ft" | "in";
  /** The size last used, a starting point the user changes for each job. */
  value: number;
}

/**
 * A kit of a job the business quotes again and again (issue 20): its lines and measurements are
 * read and written whole, never queried one by one, so they live in jsonb.
 */
export const quoteTemplates = pgTable(
  "quote_templates",
  {
    id: id(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    notes: text("notes").notNull().default(""),
    /** The template's own terms (migration 0044); null: the business's default terms. */
    terms: text("terms"),
    laborDays: decimal("labor_days").notNull().default(0),
    lines: jsonb("lines").$type<TemplateLineRow[]>().notNull().default([]),
    measurements: jsonb("measurements").$type<TemplateMeasurementRow[]>().notNull().default([]),
    /** Optimistic concurrency (docs/decisions/0008): a save names the version it was based on. */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("quote_templates_business_name_idx").on(t.businessId, t.name)],
);
