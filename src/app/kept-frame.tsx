import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { ShellData } from '../contracts/shell.ts';
import { FRAME_TAIL_SLOT } from '../shell/FrameTail.tsx';
import { showsSocialPopover } from '../shell/social-popover.ts';
import type { Site } from '../site/site-context.tsx';

/**
 * The frame's tail (footer and what follows the page: src/shell/FrameTail.tsx) is the same on every page of a
 * language, and was about 40% of the elements React rendered for a product page. The server renders it once per
 * frame data object (the server keeps each language's for a while: server/web/shell-memo.ts), language hosts and
 * social-popover state, and splices that HTML into each page in the slot the page left for it. The HTML is the
 * same bytes the whole page would have had (tests/unit/frame-tail.test.ts), so the browser hydrates it unchanged.
 */
const kept = new WeakMap<ShellData, Map<string, string | null>>();

/** What the tail's HTML depends on beyond the frame data (FrameTail's comment). */
const tailKey = (site: Site, path: string) => `${site.lang}|${showsSocialPopover(path)}|${JSON.stringify(site.hosts)}`;

/**
 * React puts the preload links of eager images at the top of the HTML it renders: a tail rendered on its own that
 * starts with one cannot be spliced (its images load lazily: src/shell/FrameTail.tsx), and the page is rendered whole.
 */
const HOISTED = /^<(link|meta|title|style|script)\b/;

/**
 * The page's HTML: `page(true)` rendered with a slot for the tail, the kept tail spliced in (rendered now with
 * `tail()` when not kept), or `page(false)` whole when the tail cannot be spliced. `path` is the
 * language-neutral path the router sees.
 */
export function renderWithKeptTail(site: Site, path: string, page: (tailSlot: boolean) => ReactElement, tail: () => ReactElement): string {
  let byKey = kept.get(site.shell);
  if (!byKey) kept.set(site.shell, (byKey = new Map()));
  const key = tailKey(site, path);
  let tailHtml = byKey.get(key);
  if (tailHtml === undefined) {
    const rendered = renderToString(tail());
    byKey.set(key, (tailHtml = HOISTED.test(rendered) ? null : rendered));
  }
  if (tailHtml === null) return renderToString(page(false));
  const html = renderToString(page(true));
  const at = html.indexOf(FRAME_TAIL_SLOT);
  return at < 0 ? html : html.slice(0, at) + tailHtml + html.slice(at + FRAME_TAIL_SLOT.length);
}

/** The tail kept for `site` on `path`: its HTML, null when it cannot be spliced, undefined when none is kept yet. */
export const keptTail = (site: Site, path: string): string | null | undefined => kept.get(site.shell)?.get(tailKey(site, path));
