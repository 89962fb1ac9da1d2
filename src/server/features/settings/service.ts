import { asc, eq } from "drizzle-orm";
import {
  type BusinessDetails,
  type BusinessDetailsResponse,
  LOGO_MAX_BYTES,
  logoMessages,
  type MerchantTerms,
  type MerchantTermsResponse,
  type QuoteSettings,
} from "../../../shared/schemas/settings";
import type { Db } from "../../db/client";
import { businesses, merchants, merchantTerms } from "../../db/schema";
import { notFound } from "../../errors";
import { uploadedImage } from "../../http/images";

async function businessRow(db: Db, businessId: string) {
  const [row] = await db
    .select({
      name: businesses.name,
      address: businesses.address,
      phone: businesses.phone,
      email: businesses.email,
      website: businesses.website,
      vatNumber: businesses.vatNumber,
      vatRegistered: businesses.vatRegistered,
      marginPercent: businesses.marginPercent,
      logoContentType: businesses.logoContentType,
      updatedAt: businesses.updatedAt,
      defaultDayRatePence: businesses.defaultDayRatePence,
      defaultVatRate: businesses.defaultVatRate,
      quoteValidDays: businesses.quoteValidDays,
      defaultTerms: businesses.defaultTerms,
      depositPercent: businesses.depositPercent,
      paymentTermsDays: businesses.paymentTermsDays,
      bankAccountName: businesses.bankAccountName,
      bankSortCode: businesses.bankSortCode,
      bankAccountNumber: businesses.bankAccountNumber,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row) throw notFound();
  return row;
}

export async function getBusinessDetails(
  db: Db,
  businessId: string,
): Promise<BusinessDetailsResponse> {
  const row = await businessRow(db, businessId);
  return {
    businessName: row.name,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    vatNumber: row.vatNumber,
    margin: Number(row.marginPercent),
    bankAccountName: row.bankAccountName,
    bankSortCode: row.bankSortCode,
    bankAccountNumber: row.bankAccountNumber,
    paymentTermsDays: row.paymentTermsDays,
    vatRegistered: row.vatRegistered,
    hasLogo: Boolean(row.logoContentType),
    logoVersion: row.logoContentType ? String(row.updatedAt.getTime()) : null,
  };
}

export async function updateBusinessDetails(
  db: Db,
  businessId: string,
  details: BusinessDetails,
): Promise<BusinessDetailsResponse> {
  await db
    .update(businesses)
    .set({
      name: details.businessName,
      address: details.address,
      phone: details.phone,
      email: details.email,
      website: details.website,
      vatNumber: details.vatNumber,
      // a client that does not send the answer, but a number, is taken as registered
      vatRegistered: details.vatRegistered ?? (details.vatNumber ? true : undefined),
      marginPercent: details.margin,
      // left out of the request: unchanged (the schema says why)
      bankAccountName: details.bankAccountName,
      bankSortCode: details.bankSortCode,
      bankAccountNumber: details.bankAccountNumber,
      paymentTermsDays: details.paymentTermsDays,
      updatedAt: new Date(),
    })
    .where(eq(businesses.id, businessId));
  return getBusinessDetails(db, businessId);
}

export async function setLogo(db: Db, businessId: string, bytes: Uint8Array) {
  const logo = await uploadedImage(bytes, LOGO_MAX_BYTES, logoMessages, "logo", businessId);
  await db
    .update(businesses)
    .set({
      logo: logo.bytes,
      logoContentType: logo.contentType,
      logoReencoded: true,
      updatedAt: new Date(),
    })
    .where(eq(businesses.id, businessId));
  return getBusinessDetails(db, businessId);
}

export async function removeLogo(db: Db, businessId: string) {
  await db
    .update(businesses)
    .set({ logo: null, logoContentType: null, updatedAt: new Date() })
    .where(eq(businesses.id, businessId));
  return getBusinessDetails(db, businessId);
}

export async function getLogo(db: Db, businessId: string) {
  const [row] = await db
    .select({ logo: businesses.logo, contentType: businesses.logoContentType })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row?.logo || !row.contentType) throw notFound("No logo uploaded");
  return { bytes: row.logo, contentType: row.contentType };
}

export async function getQuoteSettings(db: Db, businessId: string): Promise<QuoteSettings> {
  const row = await businessRow(db, businessId);
  return {
    defaultDayRatePence: Number(row.defaultDayRatePence),
    defaultVatRate: Number(row.defaultVatRate),
    quoteValidDays: row.quoteValidDays,
    defaultTerms: row.defaultTerms,
    depositPercent: Number(row.depositPercent),
  };
}

export async function updateQuoteSettings(db: Db, businessId: string, settings: QuoteSettings) {
  await db
    .update(businesses)
    .set({ ...settings, updatedAt: new Date() })
    .where(eq(businesses.id, businessId));
  return getQuoteSettings(db, businessId);
}

export async function getMerchantTerms(db: Db, businessId: string): Promise<MerchantTermsResponse> {
  const rows = await db
    .select()
    .from(merchantTerms)
    .where(eq(merchantTerms.businessId, businessId))
    .orderBy(asc(merchantTerms.position));
  return {
    terms: rows.map((r) => ({
      merchantId: r.merchantId,
      merchantName: r.merchantName,
      discountPercentage: Number(r.discountPercent),
      ...(r.preferredBranch ? { preferredBranch: r.preferredBranch } : {}),
    })),
  };
}

/** Replaces the whole list in one transaction; a name matching a merchant links to it. */
export async function replaceMerchantTerms(db: Db, businessId: string, input: MerchantTerms) {
  const known = await db.select({ id: merchants.id, name: merchants.name }).from(merchants);
  const byName = new Map(known.map((m) => [m.name.trim().toLowerCase(), m.id] as const));
  await db.transaction(async (tx) => {
    await tx.delete(merchantTerms).where(eq(merchantTerms.businessId, businessId));
    if (input.terms.length) {
      await tx.insert(merchantTerms).values(
        input.terms.map((t, position) => ({
          businessId,
          merchantId: byName.get(t.merchantName.toLowerCase()) ?? null,
          merchantName: t.merchantName,
          discountPercent: t.discountPercentage,
          preferredBranch: t.preferredBranch || null,
          position,
        })),
      );
    }
  });
  return getMerchantTerms(db, businessId);
}
