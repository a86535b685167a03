import type { Page } from 'playwright-core';

/** The demo owner, who may do everything in the back office. */
export const OWNER = { email: 'owner@example.com', password: 'aurora-demo-owner' };

/** A suffix of this run only, so names the tests create do not collide with earlier runs. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** Logs in at the back office under `base` (`/admin`, `/cn/admin`) and waits for its navigation. */
export async function logIn(page: Page, base: string, who: { email: string; password: string } = OWNER) {
  await page.goto(base);
  await page.fill('#email', who.email);
  await page.fill('#password', who.password);
  await page.click('form button[type=submit]');
  await page.waitForSelector('.admin-nav');
}
