import { createContext } from 'react';

/**
 * Server rendering only. The frame's head (skip link, top bar, header) and tail (quick links, footer, the floating
 * controls) are the same on every page of a language but for the language switch's `next` path; the server renders
 * each once and splices it into every page (src/app/kept-frame.tsx). The browser always renders both itself.
 */

/** True = render the head's and the tail's slots (below) in the parts' places: the page is rendered without them. */
export const FrameSlots = createContext(false);

/** True = a part is being rendered on its own to be kept: what depends on the page's path writes a marker. */
export const KeptFramePart = createContext(false);

/**
 * What the head and the tail render as in a page rendered with slots: elements no page renders. The head's slot
 * holds the page's `next` path as the language switch's link has it: `<template data-frame-head="…"></template>`.
 */
export const FRAME_HEAD_SLOT_START = '<template data-frame-head="';
export const FRAME_HEAD_SLOT_END = '"></template>';
export const FRAME_TAIL_SLOT = '<template data-frame-tail=""></template>';

/**
 * The language switch's `next` path in a kept head (src/shell/LangSwitch.tsx), replaced by each page's own:
 * letters and underscores only, so encodeURIComponent and React's attribute escaping leave it as it is.
 */
export const NEXT_PATH_MARKER = '__KEPT_FRAME_NEXT__';
