import { type AnyColumn, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { businesses } from "../db/schema";
import { DEMO_BUSINESS, DEMO_MERCHANT_TERMS } from "../db/seed/demo/data";
import { businessNameOf, type Signer } from "./signer";

/*
 * A demo visitor who signs up keeps their sandbox (issue 20): what they made in it is theirs. What
 * the demo made up is not. Kept, the first real quote or invoice went out as Harbour Building &
 * Plastering, charging VAT under its made-up VAT number, with bank details nobody can pay into;
 * catalogue prices carried its 35% trade discount and orders its trade accounts; and its invoices,
 * expenses and orders were in the new business's VAT return, tax figures and reminders.
 */

/**
 * The demo's made-up letterhead, where the visitor left it as it was: the signer's name and email,
 * and no address, phone, website, VAT number or bank details. What they typed over it stays.
 */
function ownLetterhead(signer: Signer) {
  const d = DEMO_BUSINESS;
  const unlessTyped = (column: AnyColumn, demo: string, own: string) =>
    sql`case when ${column} = ${demo} then ${own} else ${column} end`;
  const demoVatNumber = sql`${businesses.vatNumber} = ${d.vatNumber}`;
  const demoBank = sql`${businesses.bankSortCode} = ${d.bankSortCode}
    and ${businesses.bankAccountNumber} = ${d.bankAccountNumber}`;
  return {
    name: unlessTyped(businesses.name, d.name, businessNameOf(signer)),
    email: unlessTyped(businesses.email, d.email, signer.email),
    address: unlessTyped(businesses.address, d.address, ""),
    phone: unlessTyped(businesses.phone, d.phone, ""),
    website: unlessTyped(businesses.website, d.website, ""),
    // Not known until they say: their quotes carry VAT, with the warnings, as a new business's do.
    vatRegistered: sql`case when ${demoVatNumber} then null else ${businesses.vatRegistered} end`,
    vatNumber: sql`case when ${demoVatNumber} then '' else ${businesses.vatNumber} end`,
    bankAccountName: sql`case when ${demoBank} then '' else ${businesses.bankAccountName} end`,
    bankSortCode: sql`case when ${demoBank} then '' else ${businesses.bankSortCode} end`,
    bankAccountNumber: sql`case when ${demoBank} then '' else ${businesses.bankAccountNumber} end`,
  };
}

/**
 * The demo's story, where the visitor left it untouched: every row the copy made is dated before
 * the sandbox was (its dates are the story's), and a row the visitor made or changed is dated
 * after. A story row stays when something the visitor made refers to it (their quote for a demo
 * customer, their invoice of a demo quote). Numbering goes on from what is left.
 */
async function forgetStory(tx: DbOrTx, businessId: string) {
  const b = businessId;
  // When the sandbox was made: the copy's rows are dated before it, the visitor's after.
  const t = sql`(select created_at from businesses where id = ${b})`;
  const run = (statement: ReturnType<typeof sql>) => tx.execute(statement);
  const where = (alias: string, touched = true) =>
    sql`${sql.raw(`${alias}.business_id`)} = ${b} and ${sql.raw(`${alias}.created_at`)} < ${t}${
      touched ? sql` and ${sql.raw(`${alias}.updated_at`)} < ${t}` : sql``
    }`;
  await run(sql`delete from activity_events a where ${where("a", false)}`);
  await run(sql`delete from business_expenses e where ${where("e")}`);
  await run(sql`delete from orders o where ${where("o", false)}`);
  await run(sql`delete from invoices i where ${where("i")}
    and not exists (select 1 from payments p where p.invoice_id = i.id and p.created_at >= ${t})`);
  await run(sql`delete from jobs j where ${where("j")}
    and not exists (select 1 from invoices i where i.quote_id = j.quote_id)
    and not exists (select 1 from orders o where o.quote_id = j.quote_id)`);
  await run(sql`delete from quotes q where ${where("q")}
    and not exists (select 1 from jobs j where j.quote_id = q.id)
    and not exists (select 1 from invoices i where i.quote_id = q.id)
    and not exists (select 1 from orders o where o.quote_id = q.id)
    and not exists (select 1 from quotes r where r.revises_quote_id = q.id and r.created_at >= ${t})`);
  await run(sql`delete from customers c where ${where("c")}
    and not exists (select 1 from quotes q where q.customer_id = c.id)
    and not exists (select 1 from jobs j where j.customer_id = c.id)
    and not exists (select 1 from invoices i where i.customer_id = c.id)`);
  await run(sql`delete from trade_accounts a where ${where("a", false)}
    and not exists (select 1 from orders o where o.trade_account_id = a.id)`);
  // Merchant terms carry no dates: the demo's own three, as the seed wrote them.
  const terms = sql.join(
    DEMO_MERCHANT_TERMS.map(
      (m) =>
        sql`(m.merchant_id = ${m.merchantId} and m.discount_percent = ${m.discountPercent}
          and m.preferred_branch = ${m.preferredBranch})`,
    ),
    sql` or `,
  );
  await run(sql`delete from merchant_terms m where m.business_id = ${b} and (${terms})`);
  for (const [counter, table] of [
    ["quote", "quotes"],
    ["invoice", "invoices"],
    ["order", "orders"],
  ] as const)
    await run(sql`update business_counters set value = (select coalesce(max(number), 0)
        from ${sql.raw(table)} where business_id = ${b})
      where business_id = ${b} and name = ${counter}`);
}

/** The sandbox becomes the signer's business: their letterhead, their work, no made-up records. */
export async function keepDemoAsOwn(tx: DbOrTx, businessId: string, signer: Signer) {
  await forgetStory(tx, businessId);
  await tx
    .update(businesses)
    .set({ isDemo: false, ...ownLetterhead(signer) })
    .where(sql`${businesses.id} = ${businessId}`);
}
