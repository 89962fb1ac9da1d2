import { test as base, expect, type Page } from "@playwright/test";

/** Screenshots for people to look at, kept under test-results/screens. */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

export const phone = { width: 375, height: 812 };
export const desktop = { width: 1280, height: 800 };

export const test = base;
export { expect };
