export * from "./auth";
export * from "./books";
export * from "./business";
export * from "./catalogue";
export * from "./deliveries";
export * from "./quote-links";
export * from "./quotes";
export * from "./templates";
