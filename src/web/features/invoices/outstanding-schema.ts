import { z } from "zod";

/** GET /api/invoices/summary's answer. */
export const outstandingSchema = z.object({ outstandingPence: z.number() });
