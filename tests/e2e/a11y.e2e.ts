import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes.ts';
import { useBrowser } from './browser.ts';
import { routeQueries } from './route-queries.ts';

/**
 * Accessibility scan: axe-core (WCAG 2.0/2.1 A and AA rules) over every route of src/app/routes.ts in
 * both languages, plus the 404 page, and the phone layout with its menu and popovers open. A violation
 * of impact serious or critical fails the test; all of them are printed with the page they were on.
 */
const { baseURL, newPage } = useBrowser();
// Evaluated through the browser's debugging protocol, which the page's Content-Security-Policy (no inline
// scripts) does not block, unlike a script tag added to the page.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

interface Finding {
  page: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe on the page as it is now; returns every violation (all impacts) tagged with `label`. */
async function scan(page: Page, label: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? 'unknown', help: v.help, targets: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)) }));
  }, TAGS);
  return violations.map((v) => ({ page: label, ...v }));
}

/** Loads `path` and waits until the client has hydrated (scripts done, network quiet). */
async function open(page: Page, path: string) {
  const res = await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  return res?.status() ?? 0;
}

function report(findings: Finding[]): string {
  return findings.map((f) => `${f.page}  [${f.impact}] ${f.id}: ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');
}

function failing(findings: Finding[]) {
  const bad = findings.filter((f) => FAILING_IMPACTS.has(f.impact));
  if (findings.length) console.log(`axe findings (${bad.length} serious/critical of ${findings.length}):\n${report(findings)}`);
  return bad.map((f) => `${f.page} ${f.id} ${f.targets.join(' ')}`);
}

let queries: Record<string, string> = {};
beforeAll(async () => {
  queries = await routeQueries(baseURL);
});

for (const lang of ['en', 'zh'] as const) {
  // One test per route (a slow page on a loaded machine fails its own test, not the whole scan); one page per
  // language, reused from route to route.
  describe(`axe-core accessibility scan (WCAG 2.1 A/AA) in ${lang === 'en' ? 'English' : 'Chinese'}`, () => {
    const prefix = lang === 'zh' ? '/cn' : '';
    let page: Page;
    beforeAll(async () => {
      page = await newPage({ viewport: { width: 1366, height: 900 } });
    });
    afterAll(async () => {
      await page?.context().close();
    });
    for (const route of routes) {
      it(`finds no serious or critical violation on ${prefix}${route.path}`, async () => {
        const query = queries[route.path];
        const path = `${route.path === '/' && prefix ? '' : route.path}${query ? `?${query}` : ''}`;
        const url = `${prefix}${path}` || '/';
        // A page that answers 404/500 here means the scan did not see the real page.
        expect(await open(page, url), url).toBe(200);
        expect(failing(await scan(page, url))).toEqual([]);
      });
    }
    it(`finds no serious or critical violation on the not-found page ${prefix}/no-such-page`, async () => {
      const missing = `${prefix}/no-such-page`;
      expect(await open(page, missing)).toBe(404);
      expect(failing(await scan(page, missing))).toEqual([]);
    });
  });
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
