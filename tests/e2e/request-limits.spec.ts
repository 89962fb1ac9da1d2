import { seriousViolations } from "./axe";
import {
  desktop,
  expect,
  firstLink,
  horizontalOverflow,
  mailTo,
  pageOrigin,
  phone,
  signUpViaApi,
  snap,
  test,
  uniqueEmail,
} from "./fixtures";

test("a customer link tried too often in a minute answers a plain page saying to wait, and another link still opens", async ({
  page,
}) => {
  await signUpViaApi(page);
  const { request } = page;
  const link = async (name: string) => {
    const res = await request.post("/api/quotes", {
      data: { name, jobDescription: "Board and skim one wall.", laborDays: 1, dayRatePence: 25000 },
    });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const email = uniqueEmail("customer");
    expect((await request.post(`/api/quotes/${id}/send`, { data: { email } })).status()).toBe(200);
    return new URL(firstLink((await mailTo(request, email)).text)).pathname;
  };
  const hammered = await link("Kitchen re-plaster");
  const other = await link("Hall ceiling");

  // Ten accepts of one link in a minute from a script elsewhere (a name left out: refused as
  // incomplete, and still counted), then the customer's own try is one too many.
  for (let i = 0; i < 10; i++) {
    const res = await request.post(`${hammered}/accept`, {
      form: { name: "" },
      headers: { "x-forwarded-for": "203.0.113.77", ...pageOrigin() },
    });
    expect(res.status()).toBe(400);
  }
  await page.setViewportSize(phone);
  await page.goto(hammered);
  await page.getByLabel("Your full name").first().fill("Sarah Thompson");
  await page
    .getByRole("button", { name: /Accept/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Too many tries in a minute." })).toBeVisible();
  await expect(page.getByText("Please wait a minute, then open the link again.")).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, "request-limits-too-many-375");
  await page.setViewportSize(desktop);
  await snap(page, "request-limits-too-many-1280");

  // Every other link is served as usual.
  await page.goto(other);
  await expect(page.getByRole("button", { name: /Accept/ }).first()).toBeVisible();
});
