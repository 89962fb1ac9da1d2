export * from "./auth";
export * from "./business";
export * from "./catalogue";
export * from "./quotes";
