import { sql } from "drizzle-orm";
import { vatBreakdownOf } from "../../../shared/quote-math";
import {
  CARD_MEASUREMENTS,
  type QuoteSummary,
  SUMMARY_DESCRIPTION_CHARS,
} from "../../../shared/schemas/quote-list";
import { quotes } from "../../db/schema";
import {
  fieldsOf,
  jsonOf,
  jsonRow,
  type MeasurementTuple,
  measurementOf,
  quoteColumns,
  quoteImageUrl,
  type RowOf,
} from "./read-model-row";

/* A quote as lists read it (the list, a quote's versions, the dashboard): its card, no lines. */

/**
 * A list's quote (`QuoteSummary`): no lines, but what its card shows of them, each read by an
 * index on the quote's id: the charged material totals per VAT rate (the VAT label), the first
 * photo, the first measurements and their count, the start of the job description.
 */
const summaryColumns = {
  ...quoteColumns,
  jobDescription: sql<string>`left(${quotes.jobDescription}, ${sql.raw(String(SUMMARY_DESCRIPTION_CHARS))})`,
  materialRates: sql<RateTuple[]>`coalesce((
    select json_agg(json_build_array(g.rate, g.net)) from (
      select coalesce(m.vat_rate, ${quotes.vatRate}) as rate, sum(m.total_pence) as net
      from quote_materials m where m.quote_id = ${quotes.id} and m.total_pence <> 0 group by 1
    ) g), '[]'::json)`,
  firstImageId: sql<string | null>`(select p.image_id from quote_photos p
    where p.quote_id = ${quotes.id} order by p.position limit 1)`,
  measurementLines: sql<MeasurementTuple[]>`coalesce((
    select json_agg(json_build_array(m.id, m.label, m.value, m.unit) order by m.position)
    from (select * from quote_measurements m where m.quote_id = ${quotes.id}
          order by m.position limit ${sql.raw(String(CARD_MEASUREMENTS))}) m), '[]'::json)`,
  measurementCount: sql<number>`(select count(*)::int from quote_measurements m
    where m.quote_id = ${quotes.id})`,
};

/** A summary's charged material total at one VAT rate: [rate, pence]. */
type RateTuple = [number | string, number | string];

const summaryRow = jsonRow(summaryColumns);
/** A list's quote as one JSON array; `summaryRowOf` reads it back. */
export const summaryRowJson = summaryRow.json;
export const summaryRowOf = summaryRow.rowOf;

export function toQuoteSummary(row: RowOf<typeof summaryColumns>): QuoteSummary {
  const rates = jsonOf<RateTuple[]>(row.materialRates);
  const imageId = row.firstImageId as string | null;
  return {
    ...fieldsOf(row),
    measurements: jsonOf<MeasurementTuple[]>(row.measurementLines).map(measurementOf),
    measurementCount: Number(row.measurementCount),
    vatBreakdown: vatBreakdownOf(
      row,
      rates.map(([rate, net]) => ({ vatRate: Number(rate), netPence: Number(net) })),
    ),
    imageUrl: imageId ? quoteImageUrl(row.id, imageId) : null,
  };
}
