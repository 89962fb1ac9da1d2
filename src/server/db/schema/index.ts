export * from "./auth";
export * from "./business";
export * from "./catalogue";
export * from "./quote-links";
export * from "./quotes";
