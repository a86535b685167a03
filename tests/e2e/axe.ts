import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core (WCAG 2.0/2.1 A and AA rules) on a page of the site under test. A violation of impact serious or
 * critical fails; all of them are printed with the page they were on.
 */

// Evaluated through the browser's debugging protocol, which the page's Content-Security-Policy (no inline
// scripts) does not block, unlike a script tag added to the page.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface Finding {
  page: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** What a scan covers: the whole document by default; `include` narrows it to parts, `exclude` leaves parts out. */
export interface ScanScope {
  include?: string[];
  exclude?: string[];
}

/**
 * Runs axe on the page as it is now; returns every violation (all impacts) tagged with `label`. The sweep leaves the
 * frame out (`exclude`) once it has been scanned in a language and viewport; a page test may scan only its parts.
 */
export async function scan(page: Page, label: string, scope: ScanScope = {}): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, include, exclude }) => {
      const axe = (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
      const context = include.length || exclude.length ? { include: (include.length ? include : ['html']).map((s) => [s]), exclude: exclude.map((s) => [s]) } : document;
      const result = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? 'unknown', help: v.help, targets: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)) }));
    },
    { tags: TAGS, include: scope.include ?? [], exclude: scope.exclude ?? [] },
  );
  return violations.map((v) => ({ page: label, ...v }));
}

function report(findings: Finding[]): string {
  return findings.map((f) => `${f.page}  [${f.impact}] ${f.id}: ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');
}

/** The serious and critical findings, one line each (all findings are printed). */
export function failing(findings: Finding[]): string[] {
  const bad = findings.filter((f) => FAILING_IMPACTS.has(f.impact));
  if (findings.length) console.log(`axe findings (${bad.length} serious/critical of ${findings.length}):\n${report(findings)}`);
  return bad.map((f) => `${f.page} ${f.id} ${f.targets.join(' ')}`);
}
