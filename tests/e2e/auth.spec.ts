import {
  expect,
  firstLink,
  mailTo,
  pageOrigin,
  signUpViaApi,
  snap,
  test,
  uniqueEmail,
} from "./fixtures";

test("create account, verify through the mailbox, land on the dashboard, log out", async ({
  page,
}) => {
  const email = uniqueEmail("signup");
  await page.goto("/login");
  await page.getByRole("tab", { name: "Create Account" }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await page.getByLabel("Name").fill("Sam Spark");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("sparky-1");
  await page.getByLabel("Confirm password").fill("sparky-2");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel("Confirm password").fill("sparky-1");
  await expect(page.getByText("Passwords don't match")).toBeHidden();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(
    page
      .getByText("Account created successfully! Please check your email to verify your account.")
      .first(),
  ).toBeVisible();

  await page.getByRole("tab", { name: "Login" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("sparky-1");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText(/verify your email address before signing in/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend verification email" })).toBeVisible();

  await page.goto("/dev/mailbox");
  // This account's email: other tests sign up at the same time, and the newest may be theirs.
  const verify = page
    .getByRole("article")
    .filter({ hasText: email })
    .getByRole("link", { name: /verify-email/ })
    .first();
  await expect(verify).toBeVisible();
  // The mailbox opens links in a new tab; follow it in this one. The link alone verifies nothing:
  // its page asks for the password chosen at sign-up (ADR 0027).
  await page.goto((await verify.getAttribute("href"))!);
  await expect(page).toHaveURL(/\/verify-email\?token=/);
  await expect(page.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
  await expect(
    page.getByText("Enter the password you chose when you signed up to finish."),
  ).toBeVisible();
  // Whose account it finishes is in plain sight: a link someone else sent shows their address.
  await expect(page.getByText(`Signing up as ${email}`)).toBeVisible();
  await page.getByLabel("Password").fill("sparky-2");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(
    page.getByText("That is not the password this account was signed up with."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email\?token=/);
  await page.getByLabel("Password").fill("sparky-1");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByText("Signed out successfully")).toBeVisible();
});

test("forgot password, reset through the emailed link, signed in", async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByText(
      "Check your email for a link to reset your password. If it doesn't appear within a few minutes, check your spam folder.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to login" })).toBeVisible();
  await snap(page, "forgot-password-sent-desktop");

  const mail = await mailTo(page.request, email, "Reset your Sole password");
  await page.goto(firstLink(mail.text));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel("New password", { exact: true }).fill("fresh-pass-9");
  await page.getByLabel("Confirm new password").fill("fresh-pass-9");
  await snap(page, "reset-password-desktop");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const again = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password: "fresh-pass-9" },
    headers: pageOrigin(),
  });
  expect(again.ok()).toBeTruthy();
});

test("five wrong passwords lock the account", async ({ page }) => {
  const { email, password } = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  for (let i = 1; i <= 4; i++) {
    await page.getByLabel("Password").fill(`wrong-${i}-x`);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
  }
  await page.getByLabel("Password").fill("wrong-5-x");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Too many failed attempts. Account locked for 15 minutes." }),
  ).toBeVisible();
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Account temporarily locked. Try again in 15 minutes." }),
  ).toBeVisible();
});

test("a protected page sends a signed-out visitor to /auth and back after sign-in", async ({
  page,
}) => {
  const { email, password } = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto("/dashboard/quotes");
  await expect(page).toHaveURL(/\/auth\?from=%2Fdashboard%2Fquotes/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes$/);
  await expect(page.getByText("Successfully logged in!")).toBeVisible();
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("Try Demo signs in a visitor to their own demo business", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Try Demo" }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Signed in successfully")).toBeVisible();
  await expect(page.getByText("Loft room stud wall and boarding").first()).toBeVisible();
  await expect(page.getByText("Harbour Building & Plastering").first()).toBeVisible();
  const me = await (await page.request.get("/api/me")).json();
  expect(me.user.isAnonymous).toBe(true);
});

for (const [name, size] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 375, height: 812 }],
] as const) {
  test(`sign-in screens look finished (${name})`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto("/login");
    await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
    await snap(page, `login-${name}`);
    await page.getByRole("tab", { name: "Create Account" }).click();
    await page.getByRole("button", { name: "Create Account" }).click();
    await snap(page, `signup-errors-${name}`);
    await page.goto("/forgot-password");
    await snap(page, `forgot-password-${name}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await page.goto("/verify-email?token=from-the-email");
    await expect(page.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
    await snap(page, `verify-email-${name}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
  });
}
