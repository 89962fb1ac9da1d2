/**
 * The builder's editors under its first screen (measurements, catalogue search, the materials list,
 * ordering), loaded on demand: the builder draws them once its first screen has been painted, so
 * their code is not in the builder's first chunks.
 */
export const loadQuoteEditors = () => import("./quote-editors");
