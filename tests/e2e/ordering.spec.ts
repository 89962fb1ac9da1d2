import type { APIRequestContext, Locator } from "@playwright/test";
import {
  desktop,
  expect,
  horizontalOverflow,
  mailTo,
  phone,
  signUpViaApi,
  snap,
  test,
  uniqueEmail,
} from "./fixtures";

const address = "12 High Street, Sherborne DT9 3AA";

async function addAccount(request: APIRequestContext, merchantId: number, accountNumber: string) {
  const res = await request.post("/api/trade-accounts", {
    data: { merchantId, accountNumber, accountName: "Pat Plastering Ltd", isDefault: false },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id as string;
}

const lines = [
  {
    name: "Plasterboard 12.5mm",
    sku: "SF-001",
    merchantId: 1,
    quantity: 10,
    unit: "sheets",
    unitPricePence: 1299,
  },
  {
    name: "Insulation roll 100mm",
    sku: "TP-010",
    merchantId: 2,
    quantity: 5,
    unit: "rolls",
    unitPricePence: 2550,
  },
  { name: "Custom trim", quantity: 1, unit: "pcs", unitPricePence: 500 },
];

/** A quote of `materials` for Sarah Thompson, at `address` or (null) at none; its id. */
async function quoteForSarah(
  request: APIRequestContext,
  jobDescription: string,
  materials: readonly object[] = lines,
  customerAddress: string | null = address,
) {
  const customer = await request.post("/api/customers", {
    data: { firstName: "Sarah", lastName: "Thompson", address: customerAddress ?? undefined },
  });
  expect(customer.status()).toBe(201);
  const created = await request.post("/api/quotes", {
    data: { customerId: (await customer.json()).id, jobDescription, materials },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id as string;
}

test("places purchase orders per merchant, downloads the PDF and emails it to the branch", async ({
  page,
}) => {
  await signUpViaApi(page);
  const request = page.request;
  const account = await addAccount(request, 1, "SF-445566");

  // Merchant 2 has no trade account: it fails on its own while merchant 1's order is placed.
  const placed = await request.post("/api/orders", {
    data: { tradeAccountId: account, deliveryAddress: address, lines },
  });
  expect(placed.status()).toBe(200);
  const body = await placed.json();
  expect(body.allPlaced).toBe(false);
  expect(body.results).toEqual([
    expect.objectContaining({ merchantId: 1, success: true, number: "PO-0001" }),
    expect.objectContaining({
      merchantId: 2,
      success: false,
      message: "No trade account found for this merchant",
    }),
  ]);

  const missing = await request.post("/api/orders", { data: { deliveryAddress: address, lines } });
  expect(missing.status()).toBe(400);
  expect((await missing.json()).error.message).toBe("Please select a trade account");

  const orderId = body.results[0].orderId as string;
  const pdf = await request.get(`/api/orders/${orderId}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  const to = uniqueEmail("branch", "merchant.example");
  const emailed = await request.post(`/api/orders/${orderId}/email`, { data: { email: to } });
  expect(emailed.status()).toBe(200);
  const mail = await mailTo(request, to);
  expect(mail.subject).toContain("Purchase order PO-0001");
  const box = await (await request.get("/api/dev/mailbox")).json();
  const message = box.messages.find((m: { to: string }) => m.to === to);
  expect(message.attachments).toEqual([
    expect.objectContaining({ filename: "PO-0001.pdf", contentType: "application/pdf" }),
  ]);
});

test("the ordering panel on a quote places orders and shows each merchant's status", async ({
  page,
}) => {
  await signUpViaApi(page);
  const request = page.request;
  await addAccount(request, 1, "SF-778899");
  const quoteId = await quoteForSarah(request, "Board and insulate the loft");
  await page.goto(`/dashboard/quotes/${quoteId}`);
  // The quote detail page mounts the ordering panel.
  const open = page.getByRole("button", { name: "Order Materials from Merchants" });
  await expect(open).toBeVisible();

  await open.click();
  // Before anything is placed, each merchant says which account its order goes on, or that the
  // business has none with it.
  const merchantNames = (await (await request.get("/api/merchants")).json()).merchants as {
    id: number;
    name: string;
  }[];
  const withAccount = merchantNames.find((m) => m.id === 1)!.name;
  const without = merchantNames.find((m) => m.id === 2)!.name;
  await expect(page.getByRole("region", { name: withAccount })).toContainText(
    "On account Pat Plastering Ltd (SF-778899)",
  );
  await expect(page.getByRole("region", { name: without })).toContainText(
    `No trade account with ${without}: add one in Settings, Merchant Terms, to order from them.`,
  );
  // The business's only account is its default: chosen already. Unchosen, ordering asks for one.
  const value = await page.locator("option", { hasText: "SF-778899" }).getAttribute("value");
  await expect(page.getByLabel("Trade account")).toHaveValue(value ?? "none");
  await page.getByLabel("Trade account").selectOption("");
  await page.getByRole("button", { name: "Place Orders" }).click();
  await expect(page.getByText("Please select a trade account").first()).toBeVisible();
  await page.getByLabel("Trade account").selectOption(value ?? "");
  await page.getByRole("button", { name: "Place Orders" }).click();
  // The quote is still a draft: the panel asks before ordering.
  const anyway = page.getByRole("dialog", { name: "Order before acceptance?" });
  await expect(
    anyway.getByText("This quote has not been accepted yet. Order the materials anyway?"),
  ).toBeVisible();
  await page.setViewportSize(desktop);
  await snap(page, "ordering-order-anyway-desktop");
  await page.setViewportSize(phone);
  await expect(anyway.getByRole("button", { name: "Order anyway" })).toBeInViewport();
  await snap(page, "ordering-order-anyway-phone");
  await page.setViewportSize(desktop);
  await anyway.getByRole("button", { name: "Order anyway" }).click();
  await expect(anyway).toBeHidden();
  await expect(page.getByText("Order Status")).toBeVisible();
  await expect(
    page.getByText("Warning: Some orders could not be placed. Check the details below."),
  ).toBeVisible();
  const statuses = page.getByRole("list", { name: "Order Status" });
  await expect(statuses.getByText("No trade account found for this merchant")).toBeVisible();
  await expect(statuses.getByText(/^Placed \d\d\/\d\d\/\d{4}$/)).toHaveCount(1);
  // Placed is recorded, not yet sent: the merchant has it once it is emailed to the branch.
  const notSent = statuses.getByText(
    "Not sent to the merchant yet: email it to the branch, or take the PDF.",
  );
  await expect(notSent).toBeVisible();
  await page.setViewportSize(phone);
  await snap(page, "ordering-placed-375");

  await expect(statuses.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
    "href",
    /\/api\/orders\/.+\/pdf$/,
  );

  await statuses.getByRole("button", { name: "Email to branch" }).click();
  const emailDialog = page.getByRole("dialog", { name: /^Email PO-\d{4} to branch$/ });
  await emailDialog.getByLabel("Email address").fill("sherborne@merchant.example");
  await emailDialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(emailDialog).toBeHidden();
  await expect(notSent).toHaveCount(0);
  await expect(statuses.getByText(/^Email: (queued|sent)/)).toBeVisible();

  // A mistaken order is cancelled after the question; its merchant can then be ordered again.
  const number = (await statuses.getByText(/^.+ · PO-\d{4}$/).textContent())!.split(" · ")[1]!;
  await expect(page.getByRole("region", { name: withAccount })).toContainText(
    `Ordered on ${number}`,
  );
  // The only merchant left has no account: placing again could only fail, and the panel says so.
  const noneLeft = "No merchant left to order from has a trade account";
  await expect(page.getByText(noneLeft)).toBeVisible();
  await page.getByRole("button", { name: "Place remaining orders" }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: noneLeft })).toBeVisible();
  expect(
    ((await (await request.get("/api/orders?limit=50")).json()).orders as unknown[]).length,
  ).toBe(1);
  await statuses.getByRole("button", { name: `Cancel order ${number}` }).click();
  const cancel = page.getByRole("dialog", { name: `Cancel ${number}?` });
  await expect(cancel).toContainText("Sole sends nothing to the merchant");
  await expect(cancel.getByRole("button", { name: "Cancel order" })).toBeInViewport();
  await snap(page, "ordering-cancel-375");
  await cancel.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByText(`${number} cancelled`)).toBeVisible();
  await expect(statuses.getByText(number)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Place Orders", exact: true })).toBeVisible();

  // Every order is found again under Materials, Orders: the cancelled one says so, keeps its PDF
  // and is not offered to the branch again.
  await page.goto("/dashboard/materials");
  await page.getByRole("tab", { name: "Orders" }).click();
  const all = page.getByRole("list", { name: "Purchase orders" });
  const row = all.getByRole("listitem").filter({ hasText: number });
  await expect(row).toContainText(withAccount);
  await expect(row).toContainText("cancelled");
  await expect(row.getByRole("link", { name: "PDF" })).toHaveAttribute(
    "href",
    /\/api\/orders\/.+\/pdf$/,
  );
  await expect(row.getByRole("button", { name: `Email ${number} to branch` })).toHaveCount(0);
  await expect(row.getByRole("link", { name: "Its quote" })).toHaveAttribute(
    "href",
    `/dashboard/quotes/${quoteId}`,
  );
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "ordering-orders-tab-375");
  await page.setViewportSize(desktop);
});

test("ordering a quote's materials again is its own choice, asked Order again? first", async ({
  page,
}) => {
  await signUpViaApi(page);
  const request = page.request;
  await addAccount(request, 1, "SF-112233");
  const merchantName = (await merchantNames(request)).get(1)!;
  const quoteId = await quoteForSarah(request, "Board out the garage ceiling", lines.slice(0, 1));
  const accepted = await request.post(`/api/quotes/${quoteId}/status`, {
    data: { status: "accepted" },
  });
  expect(accepted.status()).toBe(200);

  for (const [size, viewport] of [
    ["desktop", desktop],
    ["phone", phone],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/dashboard/quotes/${quoteId}`);
    await page.getByRole("button", { name: "Order Materials from Merchants" }).click();
    const value = await page.locator("option", { hasText: "SF-112233" }).getAttribute("value");
    await page.getByLabel("Trade account").selectOption(value ?? "");
    if (size === "desktop") {
      // An accepted quote, ordered for the first time: no question asked.
      await page.getByRole("button", { name: "Place Orders" }).click();
      await expect(page.getByText("Success: All materials ordered successfully")).toBeVisible();
    }
    // Everything is ordered: Place Orders is gone; ordering again is a separate, explicit choice.
    await expect(
      page.getByText("Every merchant on this quote has been ordered from."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /Place/ })).toHaveCount(0);
    await page.getByRole("button", { name: `Order again from ${merchantName}` }).click();
    const again = page.getByRole("dialog", { name: "Order again?" });
    await expect(again).toBeVisible();
    const orders = await (await request.get(`/api/orders?quoteId=${quoteId}`)).json();
    const day = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London" }).format(
      new Date(orders.orders[0].createdAt),
    );
    await expect(
      again.getByText(
        `Materials for this quote were already ordered from ${merchantName} on ${day}.`,
      ),
    ).toBeVisible();
    await expect(again.getByRole("button", { name: "Order again" })).toBeInViewport();
    await snap(page, `ordering-order-again-${size}`);
    if (size === "desktop") {
      await again.getByRole("button", { name: "Don't order" }).click();
      await expect(again).toBeHidden();
      expect(
        (await (await request.get(`/api/orders?quoteId=${quoteId}`)).json()).orders,
      ).toHaveLength(1);
    } else {
      await again.getByRole("button", { name: "Order again" }).click();
      await expect(again).toBeHidden();
      await expect(page.getByText("Success: All materials ordered successfully")).toBeVisible();
      expect(
        (await (await request.get(`/api/orders?quoteId=${quoteId}`)).json()).orders,
      ).toHaveLength(2);
    }
  }
});

async function merchantNames(request: APIRequestContext) {
  const body = await (await request.get("/api/merchants")).json();
  return new Map<number, string>(
    body.merchants.map((m: { id: number; name: string }) => [m.id, m.name] as const),
  );
}

/** How far `inner` reaches past `outer`'s right edge, in pixels (0 or less: inside). */
async function overhang(outer: Locator, inner: Locator) {
  const [o, i] = [await outer.boundingBox(), await inner.boundingBox()];
  return o && i ? i.x + i.width - (o.x + o.width) : Number.POSITIVE_INFINITY;
}

test("a retry after a merchant failed orders only the rest, and reopening the quote lists the orders", async ({
  page,
}) => {
  await signUpViaApi(page);
  const request = page.request;
  const names = await merchantNames(request);
  await addAccount(request, 1, "SF-300100");
  await addAccount(request, 2, "TP-300200");
  const three = [
    ...lines.slice(0, 2),
    {
      name: "Copper pipe 15mm",
      sku: "WK-300",
      merchantId: 3,
      quantity: 4,
      unit: "lengths",
      unitPricePence: 799,
    },
  ];
  const quoteId = await quoteForSarah(request, "Rewire and replumb the kitchen", three);
  const accepted = await request.post(`/api/quotes/${quoteId}/status`, {
    data: { status: "accepted" },
  });
  expect(accepted.status()).toBe(200);
  const quoteOrders = async () =>
    (
      (await (await request.get(`/api/orders?quoteId=${quoteId}`)).json()).orders as {
        merchantId: number;
        number: string;
      }[]
    )
      .map((o) => o.merchantId)
      .sort();

  await page.setViewportSize(phone);
  await page.goto(`/dashboard/quotes/${quoteId}`);
  await page.getByRole("button", { name: "Order Materials from Merchants" }).click();
  const value = await page.locator("option", { hasText: "SF-300100" }).getAttribute("value");
  await page.getByLabel("Trade account").selectOption(value ?? "");
  await page.getByRole("button", { name: "Place Orders" }).click();
  const statuses = page.getByRole("list", { name: "Order Status" });
  await expect(statuses.getByText("No trade account found for this merchant")).toBeVisible();
  await expect(statuses.getByRole("link", { name: "Download PDF" })).toHaveCount(2);
  expect(await quoteOrders()).toEqual([1, 2]);

  // The missing account is added; the retry orders merchant 3 only, asking nothing.
  await addAccount(request, 3, "WK-300300");
  const retry = page.getByRole("button", { name: "Place remaining orders" });
  await retry.click();
  await expect(page.getByText("Success: All materials ordered successfully")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(statuses.getByRole("link", { name: "Download PDF" })).toHaveCount(3);
  await expect(statuses.getByText("No trade account found for this merchant")).toBeHidden();
  expect(await quoteOrders()).toEqual([1, 2, 3]);

  // Reopening the quote lists the three orders from the server, each with its actions once.
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await page.goto(`/dashboard/quotes/${quoteId}`);
    await page.getByRole("button", { name: "Order Materials from Merchants" }).click();
    const items = statuses.getByRole("listitem");
    await expect(items).toHaveCount(3);
    for (const [i, merchantId] of [1, 2, 3].entries()) {
      const item = items.nth(i);
      await expect(item).toContainText(names.get(merchantId)!);
      await expect(item).toContainText(`PO-000${i + 1}`);
      await expect(item.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
        "href",
        /\/api\/orders\/.+\/pdf$/,
      );
      const email = item.getByRole("button", { name: "Email to branch" });
      await expect(email).toBeVisible();
      // Each action stays inside its card.
      await expect.poll(() => overhang(item, email)).toBeLessThanOrEqual(0);
      await expect
        .poll(() => overhang(item, item.getByRole("button", { name: /Order again/ })))
        .toBeLessThanOrEqual(0);
    }
    await expect(page.getByRole("button", { name: /Place/ })).toHaveCount(0);
    await expect(
      page.getByText("Every merchant on this quote has been ordered from."),
    ).toBeVisible();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await statuses.scrollIntoViewIfNeeded();
    await snap(
      page,
      viewport === phone ? "ordering-placed-orders-phone" : "ordering-placed-orders-desktop",
    );
  }
  expect(await quoteOrders()).toEqual([1, 2, 3]);
});

test("Order Materials pressed while the panel's code is still loading opens as it arrives", async ({
  page,
}) => {
  await signUpViaApi(page);
  await addAccount(page.request, 1, "SF-112233");
  const quoteId = await quoteForSarah(page.request, "Loft");
  // The panel's code is held back (a slow phone network) until the button has been pressed.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/order-materials-panel-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/dashboard/quotes/${quoteId}`);
  const open = page.getByRole("button", { name: "Order Materials from Merchants" });
  await open.click();
  await expect(open).toBeDisabled();
  release();
  await expect(page.getByLabel("Trade account")).toContainText("SF-112233");
  await expect(page.getByRole("button", { name: "Collapse ordering panel" })).toBeVisible();
});

test("the ordering panel says what stops an order: accounts that did not load, no trade account, no address, a past date", async ({
  page,
}) => {
  await signUpViaApi(page);
  const request = page.request;
  // A customer with no address, and no trade account yet.
  const quoteId = await quoteForSarah(request, "Board and insulate the loft", lines, null);
  await page.setViewportSize(desktop);
  // The accounts fail to load: the panel says so and offers Try again, which loads them.
  await page.route("**/api/trade-accounts", (route) =>
    route.fulfill({ status: 500, json: { error: { code: "internal", message: "Down" } } }),
  );
  await page.goto(`/dashboard/quotes/${quoteId}`);
  await page.getByRole("button", { name: "Order Materials from Merchants" }).click();
  const retry = page.getByRole("button", { name: "Try again" });
  await expect(retry).toBeVisible();
  await expect(page.getByText("Failed to load trade accounts").last()).toBeVisible();
  await page.unroute("**/api/trade-accounts");
  await retry.click();
  await expect(retry).toBeHidden();
  await expect(page.getByText("No trade accounts yet. Add one in Settings.")).toBeVisible();
  await expect(page.getByText("Client address is required for delivery")).toBeVisible();

  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Delivery date (optional)").fill(yesterday);
  await page.getByRole("button", { name: "Place Orders" }).click();
  const account = page.getByLabel("Trade account");
  await expect(account).toHaveAttribute("aria-invalid", "true");
  await expect(account).toHaveAccessibleDescription("Please select a trade account");
  await expect(
    page.getByRole("alert").filter({ hasText: "Client address is required" }),
  ).toBeVisible();
  const date = page.getByLabel("Delivery date (optional)");
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(date).toHaveAccessibleDescription("Delivery date cannot be earlier than today");
  await expect(page.getByText("Delivery date cannot be earlier than today")).toBeVisible();
  await snap(page, "ordering-what-stops-an-order-desktop");
  await page.setViewportSize(phone);
  await expect(page.getByRole("button", { name: "Place Orders" })).toBeVisible();
  await snap(page, "ordering-what-stops-an-order-phone");
  // Changing a field clears its own message only.
  await date.fill("");
  await expect(page.getByText("Delivery date cannot be earlier than today")).toBeHidden();
  await expect(account).toHaveAttribute("aria-invalid", "true");
});
