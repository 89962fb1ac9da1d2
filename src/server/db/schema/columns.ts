import { bigint, numeric, timestamp, uuid } from "drizzle-orm/pg-core";

/** Money is integer pence, never a float. */
export const pence = (name: string) => bigint(name, { mode: "number" });
/** Rates, quantities and days are exact decimals in the database, numbers in code. */
export const decimal = (name: string) => numeric(name, { mode: "number" });
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
export const id = () => uuid("id").primaryKey().defaultRandom();
