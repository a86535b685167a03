/**
 * An allow-list HTML sanitizer for rich text stored in the database (article and service bodies).
 *
 * Kept: p, br, ul, ol, li, strong, em, b, i, h2-h4, a (href: http, https or relative), tables. Other
 * tags are dropped but their text stays; script, style and similar containers are dropped with their
 * content. Every attribute except a's href and td/th col/rowspan is dropped (so no on* handlers, style
 * or src). Text is re-escaped and every kept tag is closed, so the output is well-formed whatever the input.
 */

const ALLOWED = new Set([
  'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'h2', 'h3', 'h4', 'a',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
]);
const VOID = new Set(['br']);
/**
 * End tags HTML lets authors omit: opening `li` ends the open `li` of the same list, a block ends an
 * open `p`, and so on. Each entry: the tags the new tag closes, and the tags that stop the search.
 */
const BLOCKS = ['p', 'ul', 'ol', 'h2', 'h3', 'h4', 'table'];
const IMPLIED_END: Record<string, { closes: string[]; within: string[] }> = {
  ...Object.fromEntries(BLOCKS.map((t) => [t, { closes: ['p'], within: ['li', 'td', 'th', 'caption'] }])),
  li: { closes: ['li', 'p'], within: ['ul', 'ol', 'td', 'th'] },
  tr: { closes: ['tr', 'td', 'th'], within: ['table', 'thead', 'tbody', 'tfoot'] },
  td: { closes: ['td', 'th'], within: ['tr', 'table'] },
  th: { closes: ['td', 'th'], within: ['tr', 'table'] },
  thead: { closes: ['thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption'], within: ['table'] },
  tbody: { closes: ['thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption'], within: ['table'] },
  tfoot: { closes: ['thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption'], within: ['table'] },
};
/** Raw-text elements: the browser reads everything up to their end tag as text, so we skip it all. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);
/** Elements dropped with everything inside them (foreign content, templates, embedded objects). */
const DROP_WITH_CONTENT = new Set(['svg', 'math', 'template', 'object', 'head', 'select']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n',
  sol: '/', lpar: '(', rpar: ')', period: '.', comma: ',', semi: ';',
};

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** Decodes character references (numeric and the common named ones); unknown ones stay as written. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
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

type Attrs = Map<string, string>;

/** Reads attributes from `html` at `pos` up to the tag's `>`; returns them and the index after `>`, or -1 at EOF. */
function readAttributes(html: string, pos: number): { attrs: Attrs; end: number } {
  const attrs: Attrs = new Map();
  const re = /\s*([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?|\s*\/|\s*(>)|\s*["'<=][^\s>]*/y;
  re.lastIndex = pos;
  while (re.lastIndex < html.length) {
    const m = re.exec(html);
    if (!m) break;
    if (m[5]) return { attrs, end: re.lastIndex };
    const name = m[1]?.toLowerCase();
    // The first of duplicate attributes wins, as in browsers.
    if (name && !attrs.has(name)) attrs.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return { attrs, end: -1 };
}

function renderAttributes(tag: string, attrs: Attrs): string {
  if (tag === 'a') {
    const href = attrs.get('href')?.trim();
    if (href === undefined || !isSafeHref(href)) return '';
    const external = /^(https?:)?[\\/]{2}/i.test(href); // browsers read a leading "\\" like "//"
    return ` href="${escapeAttr(href)}"${external ? ' rel="noopener noreferrer nofollow"' : ''}`;
  }
  if (tag === 'td' || tag === 'th') {
    let out = '';
    for (const name of ['colspan', 'rowspan']) {
      const v = attrs.get(name)?.trim();
      if (v && /^\d{1,3}$/.test(v) && Number(v) >= 1) out += ` ${name}="${Number(v)}"`;
    }
    return out;
  }
  return '';
}

/** Keeps a character reference in text as written when it is well-formed; otherwise escapes the `&`. */
function cleanText(text: string): string {
  return text.replace(/&(?!(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)|<|>/gi, (ch) => (ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : '&amp;'));
}

/** Returns `html` with only the allowed tags and attributes, well-formed. Empty for null/undefined. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const out: string[] = [];
  const open: string[] = [];
  let dropDepth = 0;
  let pos = 0;
  const emit = (s: string) => {
    if (dropDepth === 0) out.push(s);
  };
  while (pos < html.length) {
    const lt = html.indexOf('<', pos);
    if (lt < 0) {
      emit(cleanText(html.slice(pos)));
      break;
    }
    if (lt > pos) emit(cleanText(html.slice(pos, lt)));
    pos = lt;
    if (html.startsWith('<!--', pos)) {
      const close = html.indexOf('-->', pos + 4);
      pos = close < 0 ? html.length : close + 3;
      continue;
    }
    if (html[pos + 1] === '!' || html[pos + 1] === '?' || (html[pos + 1] === '/' && html[pos + 2] === '>')) {
      // Doctype, CDATA, processing instruction or "</>": a bogus comment up to the next '>'.
      const close = html.indexOf('>', pos);
      pos = close < 0 ? html.length : close + 1;
      continue;
    }
    const tagMatch = /^<(\/?)([a-z][^\s/>]*)/i.exec(html.slice(pos, pos + 64));
    if (!tagMatch) {
      emit('&lt;');
      pos += 1;
      continue;
    }
    const closing = tagMatch[1] === '/';
    const tag = tagMatch[2]!.toLowerCase();
    const { attrs, end } = readAttributes(html, pos + tagMatch[0].length);
    if (end < 0) break; // a tag cut off at the end of input is dropped, as browsers do
    pos = end;

    if (!closing && RAW_TEXT.has(tag)) {
      // The element ends at "</tag" followed by whitespace, "/" or ">" (any case).
      const closeTag = new RegExp(`</${tag}(?=[\\s/>])`, 'gi');
      closeTag.lastIndex = pos;
      const close = closeTag.exec(html);
      const gt = close ? html.indexOf('>', close.index) : -1;
      pos = gt < 0 ? html.length : gt + 1;
      continue;
    }
    if (DROP_WITH_CONTENT.has(tag)) {
      const selfClosing = html[end - 2] === '/';
      if (!selfClosing) dropDepth = Math.max(0, dropDepth + (closing ? -1 : 1));
      continue;
    }
    if (!ALLOWED.has(tag) || dropDepth > 0) continue;
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at < 0) continue; // a stray end tag
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    const implied = IMPLIED_END[tag];
    if (implied) {
      // Close open elements down to the outermost one the new tag ends, stopping at its container.
      let cut = -1;
      for (let k = open.length - 1; k >= 0 && !implied.within.includes(open[k]!); k--) {
        if (implied.closes.includes(open[k]!)) cut = k;
      }
      while (cut >= 0 && open.length > cut) out.push(`</${open.pop()}>`);
    }
    out.push(`<${tag}${renderAttributes(tag, attrs)}>`);
    if (!VOID.has(tag)) open.push(tag);
  }
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}
