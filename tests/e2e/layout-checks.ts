import type { Page } from 'playwright-core';

/** Pairs of visible navigation labels (main items, open panel links) whose boxes intersect. */
export function overlappingNavLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll<HTMLElement>('.main-nav a, .topbar-right > *')]
      .filter((el) => el.offsetParent !== null && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => ({ text: (el.textContent ?? '').trim(), r: el.getBoundingClientRect() }))
      .filter((b) => b.r.width > 0 && b.r.height > 0);
    const out: string[] = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!.r, boxes[j]!.r];
        // One pixel of slack: neighbouring boxes may share an edge after rounding.
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        if (overlap) out.push(`"${boxes[i]!.text}" × "${boxes[j]!.text}"`);
      }
    }
    return out;
  });
}

/** The header search input is visible and inside the window. */
export async function searchInView(page: Page): Promise<boolean> {
  const input = page.locator('[data-testid=header-search] input[type=search]');
  if (!(await input.isVisible())) return false;
  const box = await input.boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

/** The document's width against the window's and the visible area's (a phone's scroll bar takes none). */
export const widths = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth, client: document.documentElement.clientWidth }));
