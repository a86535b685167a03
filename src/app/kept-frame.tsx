import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { ShellData } from '../contracts/shell.ts';
import { FRAME_HEAD_SLOT_END, FRAME_HEAD_SLOT_START, FRAME_TAIL_SLOT, NEXT_PATH_MARKER } from '../shell/frame-slots.ts';
import { showsSocialPopover } from '../shell/social-popover.ts';
import type { Site } from '../site/site-context.tsx';

/**
 * The frame's head (skip link, top bar, header) and tail (footer and what follows the page) are the same on every
 * page of a language (src/shell/FrameParts.tsx); together they were about half the elements React rendered for a
 * product page. The server renders each once per frame data object (the server keeps each language's for a while:
 * server/web/shell-memo.ts), language hosts (and, for the tail, social-popover state), and splices that HTML into
 * each page in the slots the page left for them. The HTML is the same bytes the whole page would have had
 * (tests/unit/kept-frame.db.test.ts), so the browser hydrates it unchanged.
 */
interface KeptPart {
  /** Preload links React put first (the head's eager images), or ''. */
  hoisted: string;
  /** The part's HTML after them; null when it cannot be spliced. */
  html: string | null;
}

const kept = new WeakMap<ShellData, Map<string, KeptPart>>();

/** React puts the preload links of eager images at the top of the HTML it renders. */
const LEADING_HOISTED = /^(?:<(?:link|meta)\b[^>]*>)*/;
const HOISTED = /^<(link|meta|title|style|script)\b/;

/** What each part's HTML depends on beyond the frame data (FrameParts' comments). */
const headKey = (site: Site) => `head|${site.lang}|${JSON.stringify(site.hosts)}`;
const tailKey = (site: Site, path: string) => `tail|${site.lang}|${showsSocialPopover(path)}|${JSON.stringify(site.hosts)}`;

function keptPart(site: Site, key: string, render: () => string, splittable: (html: string) => KeptPart): KeptPart {
  let byKey = kept.get(site.shell);
  if (!byKey) kept.set(site.shell, (byKey = new Map()));
  let part = byKey.get(key);
  if (!part) byKey.set(key, (part = splittable(render())));
  return part;
}

/** The head: its leading preload links apart; spliceable only with exactly one `next` marker. */
function headPart(html: string): KeptPart {
  const hoisted = LEADING_HOISTED.exec(html)![0];
  const rest = html.slice(hoisted.length);
  const marker = rest.indexOf(NEXT_PATH_MARKER);
  const once = marker >= 0 && rest.indexOf(NEXT_PATH_MARKER, marker + 1) < 0;
  return { hoisted, html: once && !HOISTED.test(rest) ? rest : null };
}

/** The tail: a tail that starts with a hoisted tag (an eager image's preload) cannot be spliced. */
const tailPart = (html: string): KeptPart => ({ hoisted: '', html: HOISTED.test(html) ? null : html });

export interface FrameParts {
  /** The page rendered with slots for the head and the tail (`true`) or whole (`false`). */
  page: (slots: boolean) => ReactElement;
  /** The head and the tail rendered on their own, the head with its `next` marker. */
  head: () => ReactElement;
  tail: () => ReactElement;
}

/**
 * The page's HTML: rendered with slots, the kept head (its language switch pointed at the `next` path the head's
 * slot holds) and tail spliced in (rendered now when not kept yet), or whole when a part cannot be spliced.
 * `path` is the language-neutral path the router sees.
 */
export function renderWithKeptFrame(site: Site, path: string, parts: FrameParts): string {
  const head = keptPart(site, headKey(site), () => renderToString(parts.head()), headPart);
  const tail = keptPart(site, tailKey(site, path), () => renderToString(parts.tail()), tailPart);
  if (head.html === null || tail.html === null) return renderToString(parts.page(false));
  const html = renderToString(parts.page(true));
  const headAt = html.indexOf(FRAME_HEAD_SLOT_START);
  const nextAt = headAt + FRAME_HEAD_SLOT_START.length;
  const headEnd = html.indexOf(FRAME_HEAD_SLOT_END, nextAt);
  const tailAt = html.indexOf(FRAME_TAIL_SLOT, headEnd);
  // The page's own preload links come first in what it rendered; the whole page has the head's before them.
  const pageHoisted = html.slice(0, headAt);
  const spliceable = headAt >= 0 && headEnd >= 0 && tailAt >= 0 && LEADING_HOISTED.exec(pageHoisted)![0] === pageHoisted && !(head.hoisted && pageHoisted.includes(head.hoisted));
  if (!spliceable) return renderToString(parts.page(false));
  const next = html.slice(nextAt, headEnd);
  return (
    head.hoisted +
    pageHoisted +
    head.html.replace(NEXT_PATH_MARKER, () => next) +
    html.slice(headEnd + FRAME_HEAD_SLOT_END.length, tailAt) +
    tail.html +
    html.slice(tailAt + FRAME_TAIL_SLOT.length)
  );
}

/** The parts kept for `site` on `path`: their HTML, null when it cannot be spliced, undefined when none is kept yet. */
export function keptFrame(site: Site, path: string): { head: string | null | undefined; tail: string | null | undefined } {
  const byKey = kept.get(site.shell);
  return { head: byKey?.get(headKey(site))?.html, tail: byKey?.get(tailKey(site, path))?.html };
}
