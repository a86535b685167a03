import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

const { newPage } = useBrowser();

const MRNA = 'GGGAGACGCUCGAUCCAGCUAAGCUAGCAUGGCCACCAUGAAA';

/** What has the focus: its id, test id or text, and whether a focus outline is drawn around it. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const style = el ? getComputedStyle(el) : null;
    return {
      id: el?.id ?? '',
      testid: el?.dataset.testid ?? '',
      text: (el?.textContent ?? '').trim().slice(0, 40),
      tag: el?.tagName ?? '',
      outlined: !!style && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1,
    };
  });
}

/** Presses Tab until `match` holds for the focused element (at most `max` times); answers the last focus. */
async function tabUntil(page: Page, match: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 250) {
  let f = await focused(page);
  for (let i = 0; i < max && !match(f); i++) {
    await page.keyboard.press('Tab');
    f = await focused(page);
  }
  return f;
}

describe('keyboard use', () => {
  it('runs the toolbox with the keyboard alone, with the focus visible on each step', async () => {
    const page = await newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`/tool-class/probe-design?seq=${MRNA}&dp=19`);
    const length = await tabUntil(page, (f) => f.id === 'tb-probeLength');
    expect(length).toMatchObject({ id: 'tb-probeLength', outlined: true });
    await page.keyboard.press('Control+A');
    await page.keyboard.type('24');
    const run = await tabUntil(page, (f) => f.tag === 'BUTTON' && f.text === 'Calculate');
    expect(run.outlined).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-testid=probe-sequence]').getAttribute('data-sequence')).toMatch(/^[ACGTU]{24}$/);
    await page.context().close();
  });

  it('reaches the cart from the header and sends the online message form from the keyboard, errors announced', async () => {
    const page = await newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto('/');
    const cart = await tabUntil(page, (f) => f.testid === 'cart-link');
    expect(cart.outlined).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/cart');
    const name = await tabUntil(page, (f) => f.id === 'lw-name');
    expect(name).toMatchObject({ id: 'lw-name', outlined: true });
    await tabUntil(page, (f) => f.tag === 'BUTTON' && f.text === 'Submit', 40);
    await page.keyboard.press('Enter');
    const error = page.locator('#lw-name-error');
    await expect.poll(() => error.getAttribute('role')).toBe('alert');
    expect(await page.locator('#lw-name').getAttribute('aria-describedby')).toBe('lw-name-error');
    await page.context().close();
  });
});
