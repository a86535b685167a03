import { describe, expect, it } from 'vitest';
import { decodeEntities, isSafeHref, sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting tags as they are', () => {
    const html = '<h2>Title</h2><p>A <strong>bold</strong>, <em>em</em>, <b>b</b> and <i>i</i> line.<br>Next</p><ul><li>one</li></ul><ol><li>two</li></ol><h3>x</h3><h4>y</h4>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps tables with numeric spans only', () => {
    const html = '<table><caption>c</caption><thead><tr><th colspan="2" style="x">h</th></tr></thead><tbody><tr><td rowspan="3" colspan="abc">d</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>';
    expect(sanitizeHtml(html)).toBe(
      '<table><caption>c</caption><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="3">d</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>',
    );
  });

  it('removes scripts and styles with their content', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<SCRIPT type="x">alert("<p>")</SCRIPT >ok')).toBe('ok');
    expect(sanitizeHtml('<style>p{color:red}</style><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<script/src="//evil">alert(1)</script>z')).toBe('z');
    expect(sanitizeHtml('a<script>never closed <p>b')).toBe('a');
    expect(sanitizeHtml('<iframe src="//evil"></iframe><noscript><p>n</p></noscript>t')).toBe('t');
  });

  it('removes event handlers and every attribute not allowed', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x" id=y>t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<a href="/x" onmouseover="alert(1)" target="_blank">t</a>')).toBe('<a href="/x">t</a>');
  });

  it('drops javascript:, data: and other schemes from links, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x61;script:alert(1)',
      'jav&#97;script:alert(1)',
      'javascript&colon;alert(1)',
      '&#x6A;avascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'mailto:a@b.c',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizeHtml("<a href='javascript:alert(1)'>x</a>")).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=javascript:alert(1)>x</a>')).toBe('<a>x</a>');
  });

  it('keeps http(s) and relative links, escaped, and marks external ones', () => {
    expect(sanitizeHtml('<a href="/products?id=1&amp;x=2">p</a>')).toBe('<a href="/products?id=1&amp;x=2">p</a>');
    expect(sanitizeHtml('<a href="https://example.com/a">e</a>')).toBe('<a href="https://example.com/a" rel="noopener noreferrer nofollow">e</a>');
    expect(sanitizeHtml('<a href="page.html#top">r</a>')).toBe('<a href="page.html#top">r</a>');
    expect(sanitizeHtml('<a href="\\\\evil.example">b</a>')).toBe('<a href="\\\\evil.example" rel="noopener noreferrer nofollow">b</a>');
    expect(sanitizeHtml('<a href="/x&quot;onclick=alert(1)">q</a>')).toBe('<a href="/x&quot;onclick=alert(1)">q</a>');
    // The first of duplicate attributes wins, as in browsers.
    expect(sanitizeHtml('<a href="/ok" href="javascript:alert(1)">d</a>')).toBe('<a href="/ok">d</a>');
  });

  it('keeps the text of unknown tags and drops foreign content', () => {
    expect(sanitizeHtml('<div><span>kept</span></div><font color=red>too</font>')).toBe('kepttoo');
    expect(sanitizeHtml('<svg><script>alert(1)</script><a href="/x">s</a></svg>after')).toBe('after');
    expect(sanitizeHtml('<svg/><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<!-- <script>alert(1)</script> --><p>c</p><!DOCTYPE html><?xml x?>')).toBe('<p>c</p>');
  });

  it('closes unclosed tags and drops stray end tags (malformed input)', () => {
    expect(sanitizeHtml('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(sanitizeHtml('</p>text</li>')).toBe('text');
    expect(sanitizeHtml('<b><i>x</b>y</i>')).toBe('<b><i>x</i></b>y');
    expect(sanitizeHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(sanitizeHtml('<ul><li>a<ul><li>b</ul></ul>')).toBe('<ul><li>a<ul><li>b</li></ul></li></ul>');
    expect(sanitizeHtml('<p>one<p>two<ul><li>x</ul>')).toBe('<p>one</p><p>two</p><ul><li>x</li></ul>');
    expect(sanitizeHtml('<table><tr><td>a<td>b<tr><td>c</table>')).toBe('<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>');
    expect(sanitizeHtml('<p>cut <a href="/x"')).toBe('<p>cut </p>');
    expect(sanitizeHtml('<br/><BR />')).toBe('<br><br>');
  });

  it('escapes stray angle brackets and ampersands in text', () => {
    expect(sanitizeHtml('1 < 2 > 0 & 3 <= 4')).toBe('1 &lt; 2 &gt; 0 &amp; 3 &lt;= 4');
    expect(sanitizeHtml('&lt;script&gt; &amp; &#x4E2D; &copy;')).toBe('&lt;script&gt; &amp; &#x4E2D; &copy;');
    expect(sanitizeHtml('< script>alert(1)</ script>')).toBe('&lt; script&gt;alert(1)&lt;/ script&gt;');
    expect(sanitizeHtml('<<script>alert(1)</script>p>')).toBe('&lt;p&gt;');
  });

  it('keeps Chinese text and handles empty input', () => {
    expect(sanitizeHtml('<p>重组人白介素-2</p>')).toBe('<p>重组人白介素-2</p>');
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
  });

  it('is fast on hostile input', () => {
    const started = performance.now();
    sanitizeHtml('<a '.repeat(20_000) + ' '.repeat(50_000) + '&a'.repeat(20_000));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('isSafeHref and decodeEntities', () => {
  it('accepts relative and http(s), rejects other schemes', () => {
    expect(isSafeHref('/a')).toBe(true);
    expect(isSafeHref('?q=1')).toBe(true);
    expect(isSafeHref('#top')).toBe(true);
    expect(isSafeHref('HTTPS://x.cn')).toBe(true);
    expect(isSafeHref('\u0001javascript:x')).toBe(false);
    expect(isSafeHref('ftp://x')).toBe(false);
  });

  it('decodes numeric and common named references, leaves unknown ones', () => {
    expect(decodeEntities('&#106;&#x61;&colon;&amp;&unknown;')).toBe('ja:&&unknown;');
    expect(decodeEntities('&#0;&#xD800;')).toBe('\ufffd\ufffd');
  });
});
