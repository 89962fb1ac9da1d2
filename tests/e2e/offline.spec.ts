import type { Browser, Page, Route } from "@playwright/test";
import { seriousViolations } from "./axe";
import { desktop, expect, horizontalOverflow, phone, signUpViaApi, snap, test } from "./fixtures";

// With no signal the app comes from its service worker, which the other specs block.
test.use({ serviceWorkers: "allow" });

/** An 8×8 orange PNG: the site photo taken with no signal. */
const photo = {
  name: "loft.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWN4ViGHFTEMLQkAUPNfAR79oPcAAAAASUVORK5CYII=",
    "base64",
  ),
};

/** The service worker controls the page: a reload with no signal is answered from its cache. */
async function workerInstalled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Whether the device's store (IndexedDB "sole-offline") holds the signed-in user's cache with `text`. */
function keptOnDevice(page: Page, text: string) {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open("sole-offline");
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("keyval")) return resolve(false);
          const all = db.transaction("keyval").objectStore("keyval").getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result).includes(wanted));
          all.onerror = () => resolve(false);
        };
      }),
    text,
  );
}

/**
 * Whether the device keeps the quote's own page (its detail query), not only its row in a list:
 * the list holds the description too, and a page reloaded within the persister's second, with
 * nothing having hidden it, is not saved, so it would not open with no signal.
 */
const quoteKeptOnDevice = (page: Page, id: string) =>
  keptOnDevice(page, JSON.stringify(["quotes", "detail", id]));

/** The phone locked (the page hidden): what the page has not yet saved is saved then. */
const lockPhone = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });

/** How many changes the device's store holds as waiting, and how many conflicts to choose. */
function waitingAndConflicts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ waiting: number; conflicts: number }>((resolve, reject) => {
        const open = indexedDB.open("sole-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction("keyval").objectStore("keyval");
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            const entries = new Map(keys.result.map((k, i) => [String(k), values.result[i]]));
            const cache = [...entries].find(([k]) => k.startsWith("cache:"))?.[1] as
              | { clientState?: { mutations?: unknown[] } }
              | undefined;
            const conflicts = entries.get("conflicts") as unknown[] | undefined;
            resolve({
              waiting: cache?.clientState?.mutations?.length ?? 0,
              conflicts: conflicts?.length ?? 0,
            });
          };
          values.onerror = () => reject(values.error);
        };
      }),
  );
}

/** Whether the conflict chooser's code (a lazy chunk) has been loaded by the page. */
function chooserCodeLoaded(page: Page) {
  return page.evaluate(() =>
    performance.getEntriesByType("resource").some((r) => r.name.includes("/conflict-chooser-")),
  );
}

/** A new user signed up on a device of their own (a browser context at 1280 px). */
async function newUserDevice(browser: Browser) {
  const context = await browser.newContext({ viewport: desktop });
  const page = await context.newPage();
  return { context, page, ...(await signUpViaApi(page)) };
}

/** The same user on another device: a new browser context signed in through the API. */
async function otherDevice(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ viewport: desktop });
  const page = await context.newPage();
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  expect(res.ok()).toBeTruthy();
  return page;
}

test("offline on site: the app and the last-seen quotes open with no signal, a draft with a line and a photo is kept and sent when back online, and a conflict is put to the user", async ({
  browser,
}) => {
  // two devices, several reloads and four screenshots
  test.setTimeout(240_000);
  const { context, page, email, password } = await newUserDevice(browser);
  const seen = await page.request.post("/api/quotes", {
    data: { name: "Bathroom refit", jobDescription: "Strip out and refit the bathroom." },
  });
  expect(seen.status()).toBe(201);

  // Online: the quotes list is seen once; the worker installs and the cache reaches the device.
  await page.goto("/dashboard/quotes");
  await expect(page.getByText("Bathroom refit").first()).toBeVisible();
  await workerInstalled(page);
  await expect.poll(() => keptOnDevice(page, "Bathroom refit")).toBe(true);

  // No signal: a reload still shows the app and the last-seen quotes.
  await context.setOffline(true);
  await page.reload();
  const banner = page.getByTestId("offline-banner");
  await expect(banner).toHaveText("You're offline. Changes are saved on this device.");
  await expect(page.getByText("Bathroom refit").first()).toBeVisible();

  // A new draft with a line, made offline.
  await page.goto("/dashboard/quotes/new");
  await page.getByLabel("Project name").fill("Loft boarding");
  await page.getByLabel("Job description").fill("Board the loft over the joists.");
  const custom = page.getByRole("group", { name: "Custom material" });
  await custom.getByLabel("Material name").fill("Loft board 18mm");
  await custom.getByLabel("Quantity").fill("20");
  await custom.getByLabel("Net cost per unit (£)").fill("8.99");
  await custom.getByRole("button", { name: "Add Material" }).click();
  await page.getByRole("button", { name: "Create Quote" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
  // Said as it is: kept on the phone, not yet with Sole.
  await expect(
    page.getByText("Saved on this device: it will be sent when you're back online."),
  ).toBeVisible();
  const id = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { name: /Loft boarding/ }).first()).toBeVisible();

  // …and its site photo, kept on the device.
  await page.getByLabel("Site photo file").setInputFiles(photo);
  await expect(page.getByTestId("site-photo")).toHaveAttribute("src", /^blob:/);
  await expect(banner).toHaveText(
    "You're offline. 2 changes waiting: they'll be sent when you're back online.",
  );
  await snap(page, "offline-banner-desktop");
  await page.setViewportSize(phone);
  await expect(banner).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "offline-banner-phone");
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
  await page.setViewportSize(desktop);

  // The changes survive a reload while still offline, once the device holds both (the persister
  // writes within a second: the photo is the later of the two).
  await expect.poll(() => keptOnDevice(page, "Board the loft over the joists.")).toBe(true);
  await expect.poll(async () => (await waitingAndConflicts(page)).waiting).toBe(2);
  await page.reload();
  await expect(banner).toContainText("2 changes waiting");
  await expect(page.getByRole("heading", { name: /Loft boarding/ }).first()).toBeVisible();
  // the photo is shown again from the device
  const waitingPhoto = page.getByTestId("site-photo");
  await expect(waitingPhoto).toHaveAttribute("src", /^blob:/);
  await expect
    .poll(() => waitingPhoto.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  // Back online: sent, in order (the quote, then its photo).
  await context.setOffline(false);
  await expect(banner).toHaveText("All changes sent.");

  // Another device signed in as the same user sees the quote, its line and its photo.
  const other = await otherDevice(browser, email, password);
  await other.goto(`/dashboard/quotes/${id}`);
  await expect(other.getByRole("heading", { name: /Loft boarding/ }).first()).toBeVisible();
  await expect(other.getByText("Loft board 18mm").first()).toBeVisible();
  await expect(other.getByTestId("site-photo")).toHaveAttribute(
    "src",
    new RegExp(`^/api/quotes/${id}/photos/[0-9a-f-]{36}$`),
  );

  // A conflict: an edit made offline meets the other device's change to the same draft.
  await context.setOffline(true);
  await page.goto(`/dashboard/quotes/${id}/edit`);
  await page.getByLabel("Job description").fill("Board the loft and fit a new hatch.");
  await page.getByRole("button", { name: "Save Quote" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/quotes/${id}$`));
  await expect(page.getByText("Quote saved", { exact: true })).toHaveCount(0);
  await expect(banner).toContainText("1 change waiting");

  const current = (await (await other.request.get(`/api/quotes/${id}`)).json()) as {
    version: number;
  };
  const theirs = await other.request.patch(`/api/quotes/${id}`, {
    data: { laborDays: 3, version: current.version },
  });
  expect(theirs.status()).toBe(200);

  // Theirs is held back until the chooser's code has loaded and drawn: it must wait for it, not
  // take the device's copy (which shows my change as saved) for theirs and drop my change.
  let releaseTheirs = () => {};
  const theirsHeld = new Promise<void>((resolve) => {
    releaseTheirs = resolve;
  });
  await page.route(`**/api/quotes/${id}`, async (route) => {
    if (route.request().method() === "GET") await theirsHeld;
    await route.fallback();
  });
  await context.setOffline(false);
  await expect.poll(() => chooserCodeLoaded(page)).toBe(true);
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
  releaseTheirs();
  const chooser = page.getByRole("dialog", { name: "This quote was changed elsewhere" });
  await expect(chooser).toBeVisible();
  await page.unroute(`**/api/quotes/${id}`);
  await expect(banner).toHaveText("A change needs your choice: the quote was changed elsewhere.");
  await expect(chooser.getByRole("row", { name: /Job description/ })).toContainText(
    "Board the loft and fit a new hatch.",
  );
  await expect(chooser.getByRole("row", { name: /Labour/ })).toContainText("3 days");
  await snap(page, "offline-conflict-desktop");
  await page.setViewportSize(phone);
  await expect(chooser.getByRole("button", { name: "Keep mine" })).toBeInViewport();
  await snap(page, "offline-conflict-phone");
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
  await chooser.getByRole("button", { name: "Keep mine" }).click();
  await expect(chooser).toBeHidden();

  // Mine wins, on top of theirs: the other device sees my description.
  await expect
    .poll(async () => {
      const quote = (await (await other.request.get(`/api/quotes/${id}`)).json()) as {
        jobDescription: string;
      };
      return quote.jobDescription;
    })
    .toBe("Board the loft and fit a new hatch.");
  await other.context().close();
  await context.close();
});

/** Offline, a new draft made in the builder: one change waiting on the device. */
async function draftOffline(page: Page, name: string, description: string) {
  await page.goto("/dashboard/quotes/new");
  await page.getByLabel("Project name").fill(name);
  await page.getByLabel("Job description").fill(description);
  await page.getByRole("button", { name: "Create Quote" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
  return page.url().split("/").pop()!;
}

async function askToLogOut(page: Page) {
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  return page.getByRole("dialog", { name: "Changes not yet sent" });
}

test("offline: the first open draws the last-seen quotes with no spinner, and logging out with changes not yet sent asks first", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context, page } = await newUserDevice(browser);
  const seen = await page.request.post("/api/quotes", {
    data: { name: "Garden wall", jobDescription: "Rebuild the garden wall." },
  });
  expect(seen.status()).toBe(201);
  await page.goto("/dashboard/quotes");
  await expect(page.getByText("Garden wall").first()).toBeVisible();
  await workerInstalled(page);
  await expect.poll(() => keptOnDevice(page, "Garden wall")).toBe(true);

  // Any spinner drawn from the very start of the page is noted (one frame is enough).
  await page.addInitScript(() => {
    const flags = window as unknown as { spinnerSeen: boolean };
    flags.spinnerSeen = false;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (
            node instanceof Element &&
            (node.matches('[data-testid="spinner"]') ||
              node.querySelector('[data-testid="spinner"]'))
          ) {
            flags.spinnerSeen = true;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("Garden wall").first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { spinnerSeen: boolean }).spinnerSeen),
  ).toBe(false);

  // A draft made offline waits; logging out asks first, and staying keeps it.
  const kept = await draftOffline(page, "Porch roof", "Felt and batten the porch roof.");
  const banner = page.getByTestId("offline-banner");
  await expect(banner).toContainText("1 change waiting");
  let ask = await askToLogOut(page);
  await expect(ask).toContainText(
    "You have 1 change not yet sent. Signing out will delete it from this phone.",
  );
  // No connection: nothing can be sent first.
  await expect(ask.getByRole("button", { name: "Send and sign out" })).toHaveCount(0);
  await expect(ask.getByRole("button", { name: "Stay signed in" })).toBeFocused();
  await snap(page, "offline-log-out-desktop");
  await page.setViewportSize(phone);
  await expect(ask.getByRole("button", { name: "Stay signed in" })).toBeInViewport();
  await expect(ask.getByRole("button", { name: "Sign out anyway" })).toBeInViewport();
  await snap(page, "offline-log-out-phone");
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
  await page.setViewportSize(desktop);
  await ask.getByRole("button", { name: "Stay signed in" }).click();
  await expect(ask).toBeHidden();
  await expect(banner).toContainText("1 change waiting");
  // The device saves a second after the change at most (persister.ts): polled, as the other checks.
  await expect.poll(() => keptOnDevice(page, "Felt and batten the porch roof.")).toBe(true);

  // Kept: sent once the connection returns.
  await context.setOffline(false);
  await expect(banner).toHaveText("All changes sent.");
  expect((await page.request.get(`/api/quotes/${kept}`)).status()).toBe(200);

  // Sign out anyway: the waiting change goes with the device's data.
  await context.setOffline(true);
  await draftOffline(page, "Shed base", "Lay a concrete shed base.");
  ask = await askToLogOut(page);
  await ask.getByRole("button", { name: "Sign out anyway" }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expect.poll(() => keptOnDevice(page, "Lay a concrete shed base.")).toBe(false);
  await context.close();
});

test("online: Send and sign out sends the change still on its way, then signs out", async ({
  browser,
}) => {
  const { context, page, email, password } = await newUserDevice(browser);
  // The new quote's request is held on its way, as on a slow site connection.
  let held: Route | undefined;
  await page.route("**/api/quotes", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    held = route;
  });
  const createHeld = async (name: string, description: string) => {
    held = undefined;
    await page.goto("/dashboard/quotes/new");
    await page.getByLabel("Project name").fill(name);
    await page.getByLabel("Job description").fill(description);
    await page.getByRole("button", { name: "Create Quote" }).first().click();
    await expect.poll(() => held !== undefined).toBe(true);
  };
  const other = await otherDevice(browser, email, password);
  const quoteNames = async () => (await (await other.request.get("/api/quotes")).text()) as string;

  // A send that takes long does not hold the user: they can stay signed in, and stay so.
  await createHeld("Fascia boards", "Replace the fascia boards.");
  let ask = await askToLogOut(page);
  await ask.getByRole("button", { name: "Send and sign out" }).click();
  await expect(ask).toContainText("Sending 1 change…");
  await ask.getByRole("button", { name: "Stay signed in" }).click();
  await expect(ask).toBeHidden();
  await held!.continue();
  await expect.poll(quoteNames).toContain("Fascia boards");
  await expect.poll(() => waitingAndConflicts(page)).toEqual({ waiting: 0, conflicts: 0 });
  await expect(page).toHaveURL(/\/dashboard\/quotes\//);
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();

  await createHeld("Gutter clean", "Clear and flush the gutters.");
  ask = await askToLogOut(page);
  await expect(ask).toContainText("You have 1 change not yet sent.");
  await ask.getByRole("button", { name: "Send and sign out" }).click();
  await expect(ask).toContainText("Sending 1 change…");
  await held!.continue();
  await expect(page).toHaveURL(/\/auth/);

  // It reached Sole before the sign-out.
  expect(await quoteNames()).toContain("Gutter clean");
  await other.context().close();
  await context.close();
});

test("a save that reached Sole but whose answer was lost is sent again on reload without a false conflict", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await signUpViaApi(page);
  const made = await page.request.post("/api/quotes", {
    data: { name: "Hall skim", jobDescription: "Skim the hall.", laborDays: 1 },
  });
  expect(made.ok()).toBeTruthy();
  const { id } = (await made.json()) as { id: string };
  await page.goto(`/dashboard/quotes/${id}/edit`);
  await expect(page.getByLabel("Job description")).toHaveValue("Skim the hall.");

  // The save reaches Sole, then the signal drops: the answer never reaches the phone. The route
  // stays until the reload ends the page: removed, it would release the held request, whose 409
  // would answer the change before the reload. Later saves pass.
  let reached = false;
  await page.route(`**/api/quotes/${id}`, async (route) => {
    if (route.request().method() !== "PATCH" || reached) return route.fallback();
    await route.fetch();
    reached = true;
  });
  await page.getByLabel("Job description").fill("Skim the hall and the landing.");
  await page.getByRole("button", { name: "Save Quote" }).first().click();
  await expect.poll(() => reached).toBe(true);
  // The change is kept on the phone as still on its way.
  await expect.poll(() => keptOnDevice(page, "Skim the hall and the landing.")).toBe(true);

  // Reopened: the change is sent again, meets its own result (409), and that is no conflict.
  const replay = page.waitForResponse(
    (r) => r.url().endsWith(`/api/quotes/${id}`) && r.request().method() === "PATCH",
  );
  await page.reload();
  expect((await replay).status()).toBe(409);
  // Once the phone has stored that nothing waits, nothing is left to choose either (an older
  // build kept the change as a conflict with a chooser: "changed elsewhere" by itself).
  await expect.poll(() => waitingAndConflicts(page)).toEqual({ waiting: 0, conflicts: 0 });
  await expect(page.getByLabel("Job description")).toHaveValue("Skim the hall and the landing.");
  await expect(page.getByRole("dialog", { name: "This quote was changed elsewhere" })).toHaveCount(
    0,
  );
  // The change went with the save's own queue: the builder does not also offer it back (restored,
  // it would be saved twice).
  await expect(page.getByText("kept on this device")).toHaveCount(0);
  const saved = (await (await page.request.get(`/api/quotes/${id}`)).json()) as {
    jobDescription: string;
    version: number;
  };
  expect(saved).toMatchObject({ jobDescription: "Skim the hall and the landing.", version: 2 });
});

test("a change sent late meets a restarting server and waits until it is saved; one the server refuses (the quote was sent meanwhile) is put to the user", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page, email, password } = await newUserDevice(browser);
  const ids: string[] = [];
  for (const name of ["Kitchen ceiling", "Hall skim", "Stairwell"]) {
    const made = await page.request.post("/api/quotes", {
      data: { name, jobDescription: `${name}: as seen.` },
    });
    expect(made.status()).toBe(201);
    ids.push(((await made.json()) as { id: string }).id);
  }
  const [ceiling, hall, stairwell] = ids as [string, string, string];
  // All three seen online, each kept with its own page, so each opens with no signal: the phone
  // is locked as soon as each is seen, inside the second in which the page saves at most once.
  await page.goto("/dashboard/quotes");
  await workerInstalled(page);
  for (const id of ids) {
    await page.goto(`/dashboard/quotes/${id}`);
    await expect(
      page.getByRole("heading", { name: /ceiling|skim|Stairwell/ }).first(),
    ).toBeVisible();
    await lockPhone(page);
    await expect.poll(() => quoteKeptOnDevice(page, id)).toBe(true);
  }
  const banner = page.getByTestId("offline-banner");

  /** Edits a quote's description with no signal: the save waits on the device. */
  const editOffline = async (id: string, description: string) => {
    await context.setOffline(true);
    await page.goto(`/dashboard/quotes/${id}/edit`);
    await page.getByLabel("Job description").fill(description);
    await page.getByRole("button", { name: "Save Quote" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/quotes/${id}$`));
    await expect(banner).toContainText("1 change waiting");
  };
  const other = await otherDevice(browser, email, password);
  const descriptionOf = async (id: string) =>
    ((await (await other.request.get(`/api/quotes/${id}`)).json()) as { jobDescription: string })
      .jobDescription;

  // The server answers "not now" (restarting) twice: the change waits and is sent after.
  let refusedForNow = 0;
  await page.route(`**/api/quotes/${ceiling}`, async (route) => {
    if (route.request().method() !== "PATCH" || refusedForNow >= 2) return route.fallback();
    refusedForNow++;
    await route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "unavailable", message: "Restarting." } }),
    });
  });
  await editOffline(ceiling, "Overboard and skim the kitchen ceiling.");
  await context.setOffline(false);
  await expect
    .poll(() => descriptionOf(ceiling), { timeout: 20_000 })
    .toBe("Overboard and skim the kitchen ceiling.");
  expect(refusedForNow).toBe(2);
  await expect(banner).toHaveText("All changes sent.");
  await page.unroute(`**/api/quotes/${ceiling}`);
  // Stored as sent on the device before the next page load.
  await expect.poll(() => waitingAndConflicts(page)).toEqual({ waiting: 0, conflicts: 0 });

  /** Edited with no signal while the office marks the quote sent: the change is refused. */
  const refusedOnceBack = async (id: string, description: string) => {
    await editOffline(id, description);
    const { version } = (await (await other.request.get(`/api/quotes/${id}`)).json()) as {
      version: number;
    };
    const sent = await other.request.post(`/api/quotes/${id}/status`, {
      data: { status: "sent", version },
    });
    expect(sent.status()).toBe(200);
    await context.setOffline(false);
  };

  // Sent from the office meanwhile: the change cannot be saved, and the user is told, with it.
  await refusedOnceBack(hall, "Skim the hall and the landing.");
  const refused = page.getByRole("dialog", { name: "A change could not be sent" });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText(
    "This quote has been sent. Revise it to make changes. What you changed on this device is below; it was not saved.",
  );
  await expect(refused.getByRole("row", { name: /Job description/ })).toContainText(
    "Skim the hall and the landing.",
  );
  await expect(banner).toHaveText(
    "A change could not be sent: This quote has been sent. Revise it to make changes.",
  );
  await snap(page, "offline-refused-desktop");
  await page.setViewportSize(phone);
  // A choice to make: no close button that would do nothing.
  await expect(refused.getByRole("button", { name: "Close" })).toHaveCount(0);
  await expect(refused.getByRole("button", { name: "Revise with my change" })).toBeInViewport();
  await expect(refused.getByRole("button", { name: "Dismiss my change" })).toBeInViewport();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "offline-refused-phone");
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
  await refused.getByRole("button", { name: "Dismiss my change" }).click();
  await expect(refused).toBeHidden();
  // Nothing says all was sent: the change was not.
  await expect(banner).toBeEmpty();
  await expect.poll(() => waitingAndConflicts(page)).toEqual({ waiting: 0, conflicts: 0 });
  expect(await descriptionOf(hall)).toBe("Hall skim: as seen.");

  // Or kept: my change goes into the sent quote's next revision, which opens.
  await page.setViewportSize(desktop);
  await refusedOnceBack(stairwell, "Skim the stairwell walls.");
  await refused.getByRole("button", { name: "Revise with my change" }).click();
  await expect(refused).toBeHidden();
  await expect(page).not.toHaveURL(new RegExp(`/dashboard/quotes/${stairwell}$`));
  const revision = page.url().split("/").pop()!;
  await expect(page.getByText("Skim the stairwell walls.").first()).toBeVisible();
  const revised = (await (await other.request.get(`/api/quotes/${revision}`)).json()) as {
    jobDescription: string;
    revisesQuoteId: string;
    status: string;
  };
  expect(revised).toMatchObject({
    jobDescription: "Skim the stairwell walls.",
    revisesQuoteId: stairwell,
    status: "draft",
  });
  expect(await descriptionOf(stairwell)).toBe("Stairwell: as seen.");
  await expect.poll(() => waitingAndConflicts(page)).toEqual({ waiting: 0, conflicts: 0 });
  await context.close();
  await other.context().close();
});

test("a new quote made with no signal whose customer was deleted meanwhile is shown to the user and opens again in the builder, to be created for another customer", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page, email, password } = await newUserDevice(browser);
  const customerIds: string[] = [];
  for (const [firstName, lastName] of [
    ["Dana", "Reeve"],
    ["Ola", "Kent"],
  ]) {
    const made = await page.request.post("/api/customers", { data: { firstName, lastName } });
    expect(made.status()).toBe(201);
    customerIds.push(((await made.json()) as { id: string }).id);
  }
  await page.goto("/dashboard/quotes");
  await workerInstalled(page);

  // Filled in with a signal; the signal goes before Create Quote is pressed.
  await page.goto("/dashboard/quotes/new");
  await page.getByLabel("Project name").fill("Garage skim");
  await page.getByLabel("Job description").fill("Skim the garage walls.");
  await page.getByLabel("Days required").fill("3");
  const picker = page.getByRole("combobox", { name: "Customer" });
  await picker.click();
  await page
    .getByRole("listbox", { name: "Customers" })
    .getByRole("option", { name: /Dana Reeve/ })
    .click();
  const custom = page.getByRole("group", { name: "Custom material" });
  await custom.getByLabel("Material name").fill("Multi-finish 25kg");
  await custom.getByLabel("Quantity").fill("4");
  await custom.getByLabel("Net cost per unit (£)").fill("11.50");
  await custom.getByRole("button", { name: "Add Material" }).click();
  await context.setOffline(true);
  await page.getByRole("button", { name: "Create Quote" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
  const deviceId = page.url().split("/").pop()!;
  const banner = page.getByTestId("offline-banner");
  await expect(banner).toContainText("1 change waiting");

  // Meanwhile the office deletes that customer: the draft, sent late, is refused.
  const other = await otherDevice(browser, email, password);
  expect((await other.request.delete(`/api/customers/${customerIds[0]}`)).status()).toBe(204);
  await context.setOffline(false);
  const refused = page.getByRole("dialog", { name: "A new quote could not be saved" });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText(
    "“Garage skim”, made on this device, was not saved. That customer is no longer on record. Pick another customer. Open it in the builder",
  );
  await expect(refused.getByRole("row", { name: /Customer/ })).toContainText("No longer on record");
  await expect(refused.getByRole("row", { name: /Multi-finish 25kg/ })).toContainText("4 ");
  await expect(refused.getByRole("row", { name: /Job description/ })).toContainText(
    "Skim the garage walls.",
  );
  await expect(refused.getByRole("row", { name: /Labour/ })).toContainText("3 days");
  await snap(page, "offline-refused-new-desktop");
  await page.setViewportSize(phone);
  await expect(refused.getByRole("button", { name: "Open in the builder" })).toBeInViewport();
  await expect(refused.getByRole("button", { name: "Dismiss my quote" })).toBeInViewport();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "offline-refused-new-phone");
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
  // Nothing of it was kept, and the list no longer shows it as waiting.
  expect((await other.request.get(`/api/quotes/${deviceId}`)).status()).toBe(404);

  // Opened again: what I wrote fills the builder, the deleted customer left out.
  await refused.getByRole("button", { name: "Open in the builder" }).click();
  await expect(refused).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/new$/);
  await expect(page.getByLabel("Project name")).toHaveValue("Garage skim");
  await expect(page.getByLabel("Job description")).toHaveValue("Skim the garage walls.");
  await expect(page.getByLabel("Days required")).toHaveValue("3");
  await expect(
    page.getByRole("list", { name: "Materials" }).getByLabel("Quantity of Multi-finish 25kg"),
  ).toHaveValue("4");
  await expect(picker).toHaveValue("");
  await snap(page, "offline-refused-new-builder-phone");
  await picker.click();
  await page
    .getByRole("listbox", { name: "Customers" })
    .getByRole("option", { name: /Ola Kent/ })
    .click();
  await page.getByRole("button", { name: "Create Quote" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
  const created = (await (
    await other.request.get(`/api/quotes/${page.url().split("/").pop()}`)
  ).json()) as {
    name: string;
    customerId: string;
    laborDays: number;
    jobDescription: string;
    materials: { name: string; quantity: number; netUnitPricePence: number }[];
  };
  expect(created).toMatchObject({
    name: "Garage skim",
    customerId: customerIds[1],
    laborDays: 3,
    jobDescription: "Skim the garage walls.",
    materials: [{ name: "Multi-finish 25kg", quantity: 4, netUnitPricePence: 1150 }],
  });
  await expect.poll(() => waitingAndConflicts(page)).toEqual({ waiting: 0, conflicts: 0 });
  await context.close();
  await other.context().close();
});

/** How many photos wait in the device's store. */
function photosOnDevice(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("sole-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction("keyval").objectStore("keyval").getAllKeys();
          keys.onsuccess = () =>
            resolve(keys.result.filter((k) => String(k).startsWith("photo:")).length);
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

test("a site photo taken with no signal for a quote deleted meanwhile is shown, can be saved to the device, and goes from it once dismissed", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page, email, password } = await newUserDevice(browser);
  const made = await page.request.post("/api/quotes", {
    data: { name: "Porch ceiling", jobDescription: "Overboard the porch ceiling." },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  await page.goto("/dashboard/quotes");
  await workerInstalled(page);
  await page.goto(`/dashboard/quotes/${id}`);
  await expect(page.getByRole("heading", { name: /Porch ceiling/ }).first()).toBeVisible();
  await expect.poll(() => keptOnDevice(page, "Overboard the porch ceiling.")).toBe(true);

  await context.setOffline(true);
  await page.getByLabel("Site photo file").setInputFiles(photo);
  await expect(page.getByTestId("site-photo")).toHaveAttribute("src", /^blob:/);
  await expect(page.getByTestId("offline-banner")).toContainText("1 change waiting");
  // Said as it is: kept on the phone, not yet added.
  await expect(
    page.getByText("Saved on this device: it will be sent when you're back online."),
  ).toBeVisible();
  await expect(page.getByText("Photo added")).toHaveCount(0);
  expect(await photosOnDevice(page)).toBe(1);

  // Meanwhile the office deletes the quote: the photo, sent late, has nowhere to go.
  const other = await otherDevice(browser, email, password);
  expect((await other.request.delete(`/api/quotes/${id}`)).status()).toBe(204);
  await context.setOffline(false);
  const refused = page.getByRole("dialog", { name: "A change could not be sent" });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText(
    "The photo was not added. It is still on this device: save it before you dismiss it.",
  );
  const kept = refused.getByRole("img", { name: "Not added: loft.png" });
  await expect.poll(() => kept.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(8);
  await snap(page, "offline-refused-photo-desktop");
  await page.setViewportSize(phone);
  await expect(refused.getByRole("button", { name: "Dismiss the photo" })).toBeInViewport();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "offline-refused-photo-phone");
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);

  // Saved to the device: the same bytes, under its own name.
  const download = page.waitForEvent("download");
  await refused.getByRole("link", { name: "Save the photo to this device" }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe("loft.png");
  const path = await saved.path();
  const { readFile } = await import("node:fs/promises");
  expect((await readFile(path)).equals(photo.buffer)).toBe(true);

  // Dismissed: it goes from the device's store.
  await refused.getByRole("button", { name: "Dismiss the photo" }).click();
  await expect(refused).toBeHidden();
  await expect.poll(() => photosOnDevice(page)).toBe(0);
  await expect.poll(() => waitingAndConflicts(page)).toEqual({ waiting: 0, conflicts: 0 });
  await context.close();
  await other.context().close();
});

test("with no signal the builder's customer picker finds the customers seen on this phone, and the quote goes to Sole for that customer", async ({
  browser,
}) => {
  const { context, page } = await newUserDevice(browser);
  await page.setViewportSize(phone);
  const made = await page.request.post("/api/customers", {
    data: { firstName: "Patricia", lastName: "Hughes", email: "patricia@example.co.uk" },
  });
  const customerId = ((await made.json()) as { id: string }).id;
  // Online, the customers are seen once (the picker's newest customers) and kept on the device.
  await page.goto("/dashboard/quotes/new");
  await page.getByRole("combobox", { name: "Customer" }).click();
  await expect(page.getByRole("option", { name: /Patricia Hughes/ })).toBeVisible();
  await workerInstalled(page);
  await expect.poll(() => keptOnDevice(page, "patricia@example.co.uk")).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await page.getByLabel("Job description").fill("Rewire the kitchen sockets.");
  const picker = page.getByRole("combobox", { name: "Customer" });
  await picker.fill("hugh");
  await expect(page.getByText("No signal: customers seen on this phone.")).toBeVisible();
  await page.getByRole("option", { name: /Patricia Hughes/ }).click();
  await expect(picker).toHaveValue("Patricia Hughes");
  await snap(page, "offline-customer-picker-375");
  await page.getByRole("button", { name: "Create Quote" }).first().click();
  await expect(
    page.getByText("Saved on this device: it will be sent when you're back online."),
  ).toBeVisible();
  const id = page.url().split("/").pop()!;

  await context.setOffline(false);
  await expect(page.getByTestId("offline-banner")).toHaveText("All changes sent.");
  const sent = (await (await page.request.get(`/api/quotes/${id}`)).json()) as {
    customerId: string;
  };
  expect(sent.customerId).toBe(customerId);
  await context.close();
});
