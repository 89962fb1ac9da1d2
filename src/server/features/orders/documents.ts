/** A purchase order as a document: what its PDF shows, and the email that carries it. */
import { and, eq } from "drizzle-orm";
import { orderMessages } from "../../../shared/orders";
import type { Deps, SessionInfo } from "../../context";
import type { Db } from "../../db/client";
import { activityEvents, businesses, merchantBranches, orders } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { enqueueDelivery, refuseWhileQueued, storeDelivery } from "../../mail/deliveries";
import { refuseDemoSending, takeSendAllowance } from "../../mail/sending";
import { layoutEmail } from "../../mail/templates";
import { renderPurchaseOrderPdf } from "./pdf";
import { getOrder } from "./read-model";

const cancelledOrder = (reference: string) =>
  conflict("order_cancelled", orderMessages.cancelledNotSent(reference));

/** Everything the purchase order PDF needs. */
export async function orderDocument(db: Db, businessId: string, id: string) {
  const order = await getOrder(db, businessId, id);
  const [business] = await db
    .select({
      name: businesses.name,
      address: businesses.address,
      phone: businesses.phone,
      email: businesses.email,
      vatNumber: businesses.vatNumber,
      logo: businesses.logo,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) throw notFound();
  const [branch] = order.branch
    ? await db
        .select({ address: merchantBranches.address })
        .from(merchantBranches)
        .where(
          and(
            eq(merchantBranches.merchantId, order.merchantId),
            eq(merchantBranches.name, order.branch),
          ),
        )
    : [];
  return { order, business, branchAddress: branch?.address ?? "" };
}

type OrderDocument = Awaited<ReturnType<typeof orderDocument>>;

function orderParagraphs({ order, business }: OrderDocument): string[] {
  const branch = order.branch ? ` (${order.branch} branch)` : "";
  const account = order.tradeAccount;
  return [
    `Please find attached purchase order ${order.number} for ${order.merchantName}${branch}.`,
    ...(account ? [`Trade account: ${account.accountNumber} (${account.accountName}).`] : []),
    `Deliver to: ${order.deliveryAddress}.`,
    ...(business.phone ? [`Site contact: ${business.phone}.`] : []),
    ...(order.deliveryDate
      ? [`Requested delivery date: ${order.deliveryDate.split("-").reverse().join("/")}.`]
      : []),
    ...(business.email ? [`Please reply to ${business.email} with any questions.`] : []),
  ];
}

/**
 * Emails the purchase order PDF to `to` (usually the merchant branch). The email is stored under
 * the order's row lock, refused (409 `email_queued`) while the same order's email to the same
 * address is still queued: a double tap, or two tabs, send the branch one order, not two.
 */
export async function emailOrder(
  deps: Pick<Deps, "db" | "queue" | "config">,
  session: SessionInfo,
  id: string,
  to: string,
): Promise<void> {
  const { db } = deps;
  const { businessId } = session;
  await refuseDemoSending(db, session);
  const document = await orderDocument(db, businessId, id);
  if (document.order.status === "cancelled") throw cancelledOrder(document.order.number);
  const about = { businessId, kind: "order" as const, orderId: id };
  // Checked again under the lock below; here so a refused send does not use the sending cap.
  await refuseWhileQueued(db, { ...about, to });
  await takeSendAllowance(deps, businessId);
  const { order, business } = document;
  const pdf = await renderPurchaseOrderPdf(document, businessId);
  const message = layoutEmail({
    to,
    subject: `Purchase order ${order.number} from ${business.name}`,
    businessName: business.name,
    paragraphs: orderParagraphs(document),
  });
  const attachment = { filename: `${order.number}.pdf`, contentType: "application/pdf" };
  const deliveryId = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.businessId, businessId)))
      .for("update");
    if (!locked) throw notFound();
    // Cancelled while the PDF was drawn: the branch is not sent an order that no longer stands.
    if (locked.status === "cancelled") throw cancelledOrder(order.number);
    await refuseWhileQueued(tx, { ...about, to });
    const delivery = await storeDelivery(tx, about, {
      ...message,
      attachments: [{ ...attachment, content: pdf }],
    });
    await tx.insert(activityEvents).values({
      businessId,
      kind: "order.emailed",
      message: `Purchase order ${order.number} emailed to ${to}`,
      entityType: "order",
      entityId: order.id,
    });
    return delivery;
  });
  await enqueueDelivery(deps, deliveryId);
}
