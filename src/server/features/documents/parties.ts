import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { businesses, customers } from "../../db/schema";
import { notFound } from "../../errors";

/*
 * The two parties every document (quote, invoice) names: the business that issues it, and the
 * contact details of its customer when the document is linked to one of the business's customers.
 */

type BusinessRow = typeof businesses.$inferSelect;

/** The customer's contact details as a document prints them (empty when there is none). */
export interface CustomerContact {
  email: string;
  phone: string;
  address: string;
}

/** The business (404 when it is gone) and the linked customer's contact details. */
export async function documentParties(
  db: DbOrTx,
  businessId: string,
  customerId: string | null,
): Promise<{ business: BusinessRow; contact: CustomerContact }> {
  // One statement: the customer joined to its business (none when the document has none).
  const [row] = await db
    .select({
      business: businesses,
      customer: { email: customers.email, phone: customers.phone, address: customers.address },
    })
    .from(businesses)
    .leftJoin(
      customers,
      customerId
        ? and(eq(customers.id, customerId), eq(customers.businessId, businesses.id))
        : sql`false`,
    )
    .where(eq(businesses.id, businessId));
  if (!row) throw notFound();
  const { business, customer } = row;
  return {
    business,
    contact: {
      email: customer?.email ?? "",
      phone: customer?.phone ?? "",
      address: customer?.address ?? "",
    },
  };
}

/** The letterhead every document prints: the business's name, contact details and logo. */
export function letterhead(business: BusinessRow) {
  return {
    name: business.name,
    address: business.address,
    phone: business.phone,
    email: business.email,
    website: business.website,
    vatNumber: business.vatNumber,
    logo: business.logo ?? null,
  };
}
