import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { loginLink } from './login-link.ts';

/**
 * Toasts and dialogs are readable and dialogs are real modals: the cart toast after "Add to cart" and the enquiry
 * dialog (with its error messages showing) on a product page, in English and Chinese. The contrast of every text
 * is computed from the computed colours: the text colour over the element's background, walking up to the first
 * opaque background and blending the translucent ones on the way (WCAG 2.1 relative luminance; AA needs 4.5:1).
 */
const { baseURL, newPage } = useBrowser();
const PRODUCT = '/product-detail?catalogNumber=CYT-H0201';

/** Contrast ratio of every visible element with its own text inside `root`, lowest first. */
function contrasts(root: Locator): Promise<{ text: string; ratio: number }[]> {
  return root.evaluate((container) => {
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    // Any CSS colour (rgb, hsl, oklch, color-mix results) to sRGB 0-255 and alpha 0-1, through a 1 px canvas.
    const rgba = (css: string): [number, number, number, number] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const d = ctx.getImageData(0, 0, 1, 1).data;
      return [d[0]!, d[1]!, d[2]!, d[3]! / 255];
    };
    const over = (top: number[], under: number[]) => [0, 1, 2].map((i) => top[3]! * top[i]! + (1 - top[3]!) * under[i]!);
    const background = (el: Element | null): number[] => {
      const layers: number[][] = [];
      for (; el; el = el.parentElement) {
        const bg = rgba(getComputedStyle(el).backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] >= 1) break;
      }
      return layers.reduceRight((under, top) => over(top, under), [255, 255, 255]);
    };
    const luminance = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const out: { text: string; ratio: number }[] = [];
    for (const el of [container, ...container.querySelectorAll('*')]) {
      const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent!.trim()).join(' ').trim();
      if (!own || !(el as HTMLElement).checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const bg = background(el);
      const fg = over(rgba(getComputedStyle(el).color), bg);
      const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
      out.push({ text: own.slice(0, 60), ratio: Math.round(((hi! + 0.05) / (lo! + 0.05)) * 100) / 100 });
    }
    return out.sort((a, b) => a.ratio - b.ratio);
  });
}

const lowContrast = async (root: Locator) => (await contrasts(root)).filter((c) => c.ratio < 4.5);

/** The dialog is open in the top layer (showModal or an aria-modal dialog) and has the focus. */
async function modalState(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const d = document.querySelector(sel)!;
    return {
      modal: (d instanceof HTMLDialogElement && d.open && d.matches(':modal')) || (d.getAttribute('role') === 'dialog' && d.getAttribute('aria-modal') === 'true'),
      focusInside: d.contains(document.activeElement),
      named: !!d.getAttribute('aria-labelledby') && !!document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent?.trim(),
    };
  }, selector);
}

describe('toasts and dialogs', () => {
  for (const { lang, prefix, viewport } of [
    { lang: 'en', prefix: '', viewport: { width: 1440, height: 900 } },
    { lang: 'zh', prefix: '/cn', viewport: { width: 390, height: 844 } },
  ]) {
    it(`${lang}: the cart toast after "Add to cart" is on screen with text contrast >= 4.5:1`, async () => {
      const { token } = inject('runCustomer');
      const page = await newPage({ viewport });
      await page.goto(await loginLink(baseURL, token, `${prefix}${PRODUCT}`));
      // The button, not the login link it replaces once the page has exchanged the hand-off for a login.
      await page.click('button[data-testid=add-to-cart]');
      const toast = page.locator('[data-testid=toast] .toast');
      await toast.waitFor({ state: 'visible', timeout: 15_000 });
      const box = (await toast.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      const all = await contrasts(toast);
      expect(all.length).toBeGreaterThan(0);
      expect(await lowContrast(toast)).toEqual([]);
      await page.context().close();
    });

    it(`${lang}: the enquiry dialog is a modal with the focus inside, and its texts and error messages have contrast >= 4.5:1`, async () => {
      const page = await newPage({ viewport });
      await page.goto(`${prefix}${PRODUCT}`);
      await page.click('[data-testid=enquire]');
      const dialog = page.locator('[data-testid=enquiry-dialog]');
      await dialog.waitFor({ state: 'visible', timeout: 15_000 });
      expect(await modalState(page, '[data-testid=enquiry-dialog]')).toEqual({ modal: true, focusInside: true, named: true });
      // Sent empty: the error messages show, and must be as readable as the rest.
      await dialog.locator('button[type=submit]').click();
      await dialog.locator('[id$=-error], .field-error, [role=alert]').first().waitFor({ state: 'visible', timeout: 10_000 });
      const all = await contrasts(dialog);
      expect(all.length).toBeGreaterThan(5);
      expect(await lowContrast(dialog)).toEqual([]);
      // Escape closes it and the focus goes back to the button that opened it.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: 10_000 });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('enquire');
      await page.context().close();
    });
  }
});
