/**
 * The deposit a quote's terms ask for ("A 30% deposit is required", "deposit of 25%"), as the
 * customer read it: a deposit invoice starts from it rather than from today's Quote Settings,
 * which may have changed since the quote went out. Null when the terms name none.
 */
export function depositPercentInTerms(terms: string | null | undefined): number | null {
  const text = terms?.slice(0, 4_000) ?? "";
  const found =
    /(?<![\d.])(\d{1,3}) ?% deposit\b/i.exec(text) ?? /\bdeposit of (\d{1,3}) ?%/i.exec(text);
  const percent = found ? Number(found[1]) : Number.NaN;
  return percent >= 1 && percent <= 100 ? percent : null;
}
