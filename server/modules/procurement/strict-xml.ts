/**
 * A strict reader of the XML procurement systems send (cXML 1.2): elements, attributes, text, CDATA, comments and
 * processing instructions, the five predefined entities and numeric character references. It never fetches and
 * never expands anything: the one DOCTYPE accepted is an external identifier alone (`<!DOCTYPE cXML SYSTEM
 * "http://xml.cxml.org/schemas/cXML/1.2.050/cXML.dtd">`, as every cXML document starts), which is skipped; an
 * internal subset (`[...]`), any `<!ENTITY`, any other `<!` declaration and any reference to an undeclared entity
 * are refused (XXE, billion laughs). A small reader of our own rather than a general parser configured to be
 * safe: there is no DTD code to switch off, so there is none to forget (the hostile inputs are in its tests).
 */

export interface XmlElement {
  name: string;
  attrs: Readonly<Record<string, string>>;
  children: readonly (XmlElement | string)[];
}

export type XmlRefusal = 'doctype' | 'entity' | 'malformed';

/** Thrown for a document this reader refuses; `reason` says which rule, `at` the character offset. */
export class XmlRefused extends Error {
  constructor(
    readonly reason: XmlRefusal,
    readonly at: number,
    detail: string,
  ) {
    super(`${detail} at ${at}`);
  }
}

/** XML 1.0 Name (ASCII subset plus any non-ASCII letter), with a namespace prefix allowed. */
const NAME = /[A-Za-z_:\u00C0-\uFFFF][-A-Za-z0-9._:\u00B7\u00C0-\uFFFF]*/y;
const SPACE = /[ \t\r\n]*/y;
/** `<!DOCTYPE name SYSTEM "uri">` or `PUBLIC "id" "uri"`: an external identifier and nothing else. */
const DOCTYPE = /<!DOCTYPE[ \t\r\n]+[A-Za-z_][-A-Za-z0-9._]*[ \t\r\n]+(?:SYSTEM|PUBLIC[ \t\r\n]+(?:"[^"<>[\]]*"|'[^'<>[\]]*'))[ \t\r\n]+(?:"[^"<>[\]]*"|'[^'<>[\]]*')[ \t\r\n]*>/y;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** Elements nested deeper than this are refused: no real cXML comes near, and recursion stays bounded. */
const MAX_DEPTH = 64;

/** Reads a whole document and answers its root element; throws XmlRefused. */
export function readXml(text: string): XmlElement {
  let i = 0;
  const fail = (reason: XmlRefusal, detail: string): never => {
    throw new XmlRefused(reason, i, detail);
  };
  const space = () => {
    SPACE.lastIndex = i;
    SPACE.exec(text);
    i = SPACE.lastIndex;
  };
  const name = (): string => {
    NAME.lastIndex = i;
    const m = NAME.exec(text);
    if (!m) fail('malformed', 'a name was expected');
    i = NAME.lastIndex;
    return m![0];
  };
  const decode = (raw: string, from: number): string =>
    raw.replace(/&([^;&<]*);|&/g, (_whole, ref: string | undefined, offset: number) => {
      if (ref === undefined) throw new XmlRefused('malformed', from + offset, 'a bare & ');
      if (ref in PREDEFINED) return PREDEFINED[ref]!;
      const num = /^#(?:x([0-9A-Fa-f]{1,6})|([0-9]{1,7}))$/.exec(ref);
      const code = num ? parseInt(num[1] ?? num[2]!, num[1] ? 16 : 10) : NaN;
      if (!num) throw new XmlRefused('entity', from + offset, `the entity &${ref}; is not one of XML's five`);
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) throw new XmlRefused('malformed', from + offset, 'a character reference out of range');
      return String.fromCodePoint(code);
    });
  /** Moves past a comment or a processing instruction starting at `i`; false when there is none. */
  const skipCommentOrInstruction = (): boolean => {
    for (const [open, close, what] of [['<!--', '-->', 'comment'], ['<?', '?>', 'processing instruction']] as const) {
      if (!text.startsWith(open, i)) continue;
      const end = text.indexOf(close, i + open.length);
      if (end < 0) fail('malformed', `an unclosed ${what}`);
      i = end + close.length;
      return true;
    }
    return false;
  };
  /** Skips comments, processing instructions and white space between markup; refuses other declarations. */
  const misc = (allowDoctype: boolean) => {
    for (;;) {
      space();
      if (skipCommentOrInstruction()) continue;
      if (text.startsWith('<!DOCTYPE', i)) {
        if (!allowDoctype) fail('doctype', 'a second DOCTYPE');
        DOCTYPE.lastIndex = i;
        if (!DOCTYPE.exec(text)) fail('doctype', 'a DOCTYPE with an internal subset or without an external identifier');
        i = DOCTYPE.lastIndex;
        allowDoctype = false;
      } else if (text.startsWith('<!', i)) {
        fail(text.startsWith('<!ENTITY', i) ? 'entity' : 'doctype', 'a markup declaration');
      } else return;
    }
  };
  const element = (depth: number): XmlElement => {
    if (depth > MAX_DEPTH) fail('malformed', 'elements nested too deep');
    if (text[i] !== '<') fail('malformed', 'an element was expected');
    i++;
    const tag = name();
    const attrs: Record<string, string> = Object.create(null);
    for (;;) {
      const before = i;
      space();
      if (text.startsWith('/>', i)) return (i += 2), { name: tag, attrs, children: [] };
      if (text[i] === '>') break;
      if (i === before) fail('malformed', 'white space before an attribute');
      const key = name();
      space();
      if (text[i] !== '=') fail('malformed', 'an attribute without =');
      i++;
      space();
      const quote = text[i];
      if (quote !== '"' && quote !== "'") fail('malformed', 'an unquoted attribute');
      const end = text.indexOf(quote!, i + 1);
      if (end < 0) fail('malformed', 'an unclosed attribute');
      const raw = text.slice(i + 1, end);
      if (raw.includes('<')) fail('malformed', 'a < in an attribute');
      if (key in attrs) fail('malformed', `the attribute ${key} twice`);
      attrs[key] = decode(raw, i + 1);
      i = end + 1;
    }
    i++;
    const children: (XmlElement | string)[] = [];
    let textRun = '';
    for (;;) {
      const lt = text.indexOf('<', i);
      if (lt < 0) fail('malformed', `the element ${tag} is not closed`);
      if (lt > i) textRun += decode(text.slice(i, lt), i);
      i = lt;
      if (text.startsWith('</', i)) {
        i += 2;
        if (name() !== tag) fail('malformed', `a closing tag that does not match ${tag}`);
        space();
        if (text[i] !== '>') fail('malformed', 'an unclosed closing tag');
        i++;
        if (textRun) children.push(textRun);
        return { name: tag, attrs, children };
      }
      if (text.startsWith('<![CDATA[', i)) {
        const end = text.indexOf(']]>', i + 9);
        if (end < 0) fail('malformed', 'an unclosed CDATA section');
        textRun += text.slice(i + 9, end);
        i = end + 3;
      } else if (skipCommentOrInstruction()) {
        // a comment or processing instruction inside an element: nothing of it is kept
      } else if (text.startsWith('<!', i)) {
        fail(text.startsWith('<!ENTITY', i) ? 'entity' : 'doctype', 'a markup declaration inside an element');
      } else {
        if (textRun) children.push(textRun);
        textRun = '';
        children.push(element(depth + 1));
      }
    }
  };
  if (text.charCodeAt(0) === 0xfeff) i = 1;
  misc(true);
  const root = element(0);
  misc(false);
  if (i !== text.length) fail('malformed', 'content after the root element');
  return root;
}

/** The first child element called `name`, or undefined. */
export const child = (e: XmlElement | undefined, name: string): XmlElement | undefined => e?.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === name);

/** Every child element called `name`. */
export const childrenNamed = (e: XmlElement | undefined, name: string): XmlElement[] => (e?.children ?? []).filter((c): c is XmlElement => typeof c !== 'string' && c.name === name);

/** The element at a path of child names (`at(root, 'Header', 'From', 'Credential')`). */
export const at = (e: XmlElement | undefined, ...path: string[]): XmlElement | undefined => path.reduce<XmlElement | undefined>((el, n) => child(el, n), e);

/** An element's text content (its descendants' text joined), trimmed. */
export function textOf(e: XmlElement | undefined): string {
  if (!e) return '';
  const parts: string[] = [];
  const walk = (el: XmlElement) => el.children.forEach((c) => (typeof c === 'string' ? parts.push(c) : walk(c)));
  walk(e);
  return parts.join('').trim();
}
