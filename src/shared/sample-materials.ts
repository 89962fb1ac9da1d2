/** SPEC §9's sample fallback materials, all from the sample merchant "sf-1". */
export const SAMPLE_MERCHANT = "sf-1";

export const SAMPLE_MATERIALS = [
  { name: "Plasterboard 12.5mm", quantity: 10, unit: "sheets", unitPricePence: 1299 },
  { name: "Insulation roll 100mm", quantity: 5, unit: "rolls", unitPricePence: 2550 },
  { name: "Timber stud 3x2", quantity: 20, unit: "pieces", unitPricePence: 575 },
  { name: "Drywall screws", quantity: 1, unit: "pack", unitPricePence: 899 },
] as const;

export const DEFAULT_TERMS =
  "This quote is valid for 30 days from the date of issue. A 50% deposit is required before work begins, with the balance due on completion.";
