/**
 * An allow-list HTML sanitizer for rich text stored in the database (article and service bodies, the
 * configuration's rich texts).
 *
 * Kept: p, br, ul, ol, li, strong, em, b, i, h2-h4, a (href: http, https or relative), tables. Other
 * tags are dropped but their text stays; script, style, foreign content (svg, math) and similar
 * containers are dropped with their content. Every attribute except a's href and td/th col/rowspan is
 * dropped (so no on* handlers, style, class or src). Text is decoded and its &, < and > written back as
 * references; every kept tag is closed, void ones written `<br />`.
 *
 * Tokenizing, tag balancing and serialising are the `sanitize-html` package's (htmlparser2 underneath,
 * https://github.com/apostrophecms/sanitize-html); this file only states the policy. Because the output
 * holds nothing but the tags and attributes below and escaped text, a browser cannot read it as
 * anything else, whatever the parser made of the input.
 */
import { decodeHTML } from 'entities';
import sanitize from 'sanitize-html';

const ALLOWED_TAGS = [
  'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'h2', 'h3', 'h4', 'a',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];

/**
 * Dropped with everything inside them rather than unwrapped: raw-text elements (the browser reads their
 * content as text or script, never as our markup), foreign content and templates (parsed by other rules:
 * the root of the svg/math mutation-XSS family) and embedded documents. sanitize-html's own list
 * (script, style, textarea, option, xmp) is repeated because setting the option replaces it.
 */
const DROP_WITH_CONTENT = [
  'script', 'style', 'textarea', 'option', 'xmp', 'title', 'iframe', 'noembed', 'noframes', 'noscript',
  'plaintext', 'svg', 'math', 'template', 'object', 'head', 'select',
];

/** Added to links that leave the site (no window.opener for the target, no referrer, no ranking credit); a rel of the input is never copied. */
const EXTERNAL_REL = 'noopener noreferrer nofollow';

/** Decodes character references as the HTML standard does (the `entities` package, htmlparser2's); unknown ones stay as written. */
export function decodeEntities(s: string): string {
  return decodeHTML(s);
}

/**
 * A link target is safe when it is relative or http(s). Browsers ignore control characters and
 * whitespace inside a scheme (`java\tscript:`), so they are removed before the scheme is read.
 */
export function isSafeHref(decoded: string): boolean {
  const compact = decoded.replace(/[\u0000-\u0020\u007f-\u009f\u00a0\u200b-\u200d\ufeff]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return !/^[^/?#]*:/.test(compact); // no "xyz:" before the path either
  return ['http', 'https'].includes(scheme[1]!.toLowerCase());
}

type Attributes = Record<string, string>;

/** a: the href alone when safe (the parser hands it over decoded), marked when it leaves the site. */
function linkAttributes(attribs: Attributes): Attributes {
  const href = attribs.href?.trim();
  if (href === undefined || !isSafeHref(href)) return {};
  const external = /^(https?:)?[\\/]{2}/i.test(href); // browsers read a leading "\\" like "//"
  return external ? { href, rel: EXTERNAL_REL } : { href };
}

/** td, th: colspan and rowspan when they are a small positive number, written as one. */
function spanAttributes(attribs: Attributes): Attributes {
  const out: Attributes = {};
  for (const name of ['colspan', 'rowspan']) {
    const v = attribs[name]?.trim();
    if (v && /^\d{1,3}$/.test(v) && Number(v) >= 1) out[name] = String(Number(v));
  }
  return out;
}

const cell = (tagName: string, attribs: Attributes) => ({ tagName, attribs: spanAttributes(attribs) });

const POLICY: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  // The transforms decide each kept attribute; the library's scheme check stays as a second lock.
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }),
    td: cell,
    th: cell,
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowProtocolRelative: true,
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  allowVulnerableTags: false,
  // Attribute values reach the checks above decoded, as a browser will read them (`jav&#x61;script:`), and
  // everything is re-escaped on output; with false the library passes input references through, which its
  // own source calls inadequate (escapeHtml in sanitize-html's index.js).
  parser: { decodeEntities: true },
};

/**
 * Returns `html` with only the allowed tags and attributes, well-formed. Empty for null/undefined.
 *
 * Two passes: unwrapping a dropped tag can leave two kept ones nested where the parser would not nest
 * them (`<li><span><li>` gives `<li><li>`, which parses as two list items), so one pass is not always
 * stable. The second pass reads markup with only allowed tags, which the parser takes as written, so
 * its output is the fixed point (sanitize-html.mxss.test.ts checks sanitizing again changes nothing).
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(sanitize(html, POLICY), POLICY);
}
