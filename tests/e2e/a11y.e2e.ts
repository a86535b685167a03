import { describe, expect, it } from 'vitest';
import { failing, scan, type Finding } from './axe.ts';
import { useBrowser } from './browser.ts';

/**
 * Accessibility of what a page shows only after a click: the phone menu and the social popover open, the desktop
 * drop-down open, and the footer message form showing its errors. Every route itself is scanned by the browser
 * sweep (tests/e2e/sweep.ts).
 */
const { newPage } = useBrowser();

/** Loads `path` and waits until the client has hydrated (scripts done, network quiet). */
async function open(page: Awaited<ReturnType<typeof newPage>>, path: string) {
  const res = await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  return res?.status() ?? 0;
}

describe('axe-core accessibility scan of open menus, popovers and form errors', () => {
  it('finds no serious or critical violation with the menus, the popover and form errors showing', { timeout: 60_000 }, async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const findings: Finding[] = [];
    for (const url of ['/', '/cn']) {
      await open(page, url);
      await page.click('[data-testid=menu-toggle]');
      await page.click('[data-testid=subnav-products]');
      expect(await page.locator('#menu-products').isVisible()).toBe(true);
      findings.push(...(await scan(page, `${url} (phone, menu open)`)));
      // The open menu covers the floating buttons: close it, so the popover is scanned on its own.
      await page.click('[data-testid=menu-toggle]');
      await page.click('[data-testid=social-toggle]');
      expect(await page.locator('[data-testid=social-panel]').isVisible()).toBe(true);
      findings.push(...(await scan(page, `${url} (phone, social popover open)`)));
    }
    await page.context().close();
    // The desktop drop-down and the footer message form showing its validation errors.
    const desk = await newPage({ viewport: { width: 1366, height: 900 } });
    await open(desk, '/');
    await desk.hover('[data-testid=nav-products] > a');
    await expect.poll(() => desk.locator('[data-testid=menu-products]').isVisible()).toBe(true);
    findings.push(...(await scan(desk, '/ (desktop, products menu open)')));
    await desk.click('[data-testid=lw-form] button[type=submit]');
    await expect.poll(() => desk.locator('[data-testid=lw-form] [aria-invalid=true]').count()).toBeGreaterThan(0);
    findings.push(...(await scan(desk, '/ (desktop, message form errors)')));
    await desk.context().close();
    expect(failing(findings)).toEqual([]);
  });
});
