import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** The demo owner, who may do everything in the back office, with the second-factor secret the demo data gives it. */
export const OWNER = { email: 'owner@example.com', password: 'aurora-demo-owner', totpSecret: 'AURORADEMOOWNERSECONDFACTOR23456' };

/** A suffix of this run only, so names the tests create do not collide with earlier runs. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/**
 * Logs in at the back office under `base` (`/admin`, `/cn/admin`) and waits for its navigation; with `code`, the
 * second step too, once the page asks for it (an app's code or a recovery code).
 */
export async function logIn(page: Page, base: string, who: { email: string; password: string }, code?: string) {
  await page.goto(base);
  await page.fill('#email', who.email);
  await page.fill('#password', who.password);
  await page.click('form button[type=submit]');
  if (code !== undefined) {
    await page.waitForSelector('#code');
    await page.fill('#code', code);
    await page.click('form button[type=submit]');
  }
  await page.waitForSelector('.admin-nav');
}

/**
 * The demo owner's login at the login page, with the recovery code `n` of the run (global-setup.ts made ten):
 * each is good once, so each test that logs the owner in by hand names its own.
 */
export const logInOwner = (page: Page, base: string, n: number) => logIn(page, base, OWNER, inject('ownerRecoveryCodes')[n]);

/**
 * Opens the back office under `base` with the demo owner's session of this run (logged in once, global-setup.ts)
 * in the tab's sessionStorage, as the login page leaves it. A test that logs the owner out, or tests the login
 * itself, logs in on its own with `logIn`: logging out ends the session on the server for every page using it.
 * The session is written from a document of the site that runs none of its scripts (robots.txt), not by an init
 * script: a tab given an init script cannot be handed to the next test (browser.ts), and a new context costs about
 * 1.2 CPU-seconds more than a kept one (measured on the 2-core machine, 2026-11-28). Written once, it stays for the
 * tab's later pages as an init script's would, and a logout in the page clears it the same way.
 */
export async function asOwner(page: Page, base: string) {
  const { token, expiresAt, staff } = inject('ownerSession');
  await page.goto('/robots.txt');
  await page.evaluate((session) => sessionStorage.setItem('admin-session', session), JSON.stringify({ token, expiresAt, staff }));
  await page.goto(base);
  await page.waitForSelector('.admin-nav');
}

/** The bearer token of that session, for calls the tests make to the back-office API themselves. */
export const ownerToken = () => inject('ownerSession').token;
