/** The units a quote's measurements are taken in; without zod, for the builder's first seconds (ADR 0023). */
export const measurementUnits = ["m", "cm", "mm", "ft", "in"] as const;
