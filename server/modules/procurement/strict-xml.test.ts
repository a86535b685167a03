import { describe, expect, it } from 'vitest';
import { at, childrenNamed, readXml, textOf, XmlRefused } from './strict-xml.ts';

const refusal = (xml: string) => {
  try {
    readXml(xml);
  } catch (e) {
    if (e instanceof XmlRefused) return e.reason;
    throw e;
  }
  return 'accepted';
};

describe('the strict XML reader of cXML', () => {
  it('reads a cXML document with its standard DOCTYPE line, attributes, entities, CDATA and comments', () => {
    const doc = readXml(`\uFEFF<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.050/cXML.dtd">
<!-- sent by a test -->
<cXML payloadID="1@x" xml:lang='en-US'>
  <Header><From><Credential domain="NetworkID"><Identity>AN&amp;01 &#x4E2D;&#25991;</Identity></Credential></From></Header>
  <Request><Item n="1"/><Item n="2"><![CDATA[<not markup> & fine]]></Item></Request>
</cXML>`);
    expect(doc.name).toBe('cXML');
    expect(doc.attrs).toEqual({ payloadID: '1@x', 'xml:lang': 'en-US' });
    expect(at(doc, 'Header', 'From', 'Credential')!.attrs.domain).toBe('NetworkID');
    expect(textOf(at(doc, 'Header', 'From', 'Credential', 'Identity'))).toBe('AN&01 中文');
    expect(childrenNamed(at(doc, 'Request'), 'Item').map((e) => e.attrs.n)).toEqual(['1', '2']);
    expect(textOf(childrenNamed(at(doc, 'Request'), 'Item')[1])).toBe('<not markup> & fine');
  });

  it('accepts a PUBLIC external identifier, never fetching it (there is no code that could)', () => {
    expect(refusal('<!DOCTYPE cXML PUBLIC "-//x" "http://127.0.0.1:1/never.dtd"><cXML/>')).toBe('accepted');
  });

  it('refuses XXE: an internal subset declaring an external entity', () => {
    expect(refusal('<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><cXML>&xxe;</cXML>')).toBe('doctype');
    expect(refusal('<!DOCTYPE cXML SYSTEM "cXML.dtd" [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><cXML>&xxe;</cXML>')).toBe('doctype');
  });

  it('refuses billion laughs, and a parameter entity', () => {
    const lol = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, n) => `<!ENTITY lol${n + 1} "${`&lol${n || ''};`.repeat(10)}">`).join('')}]><lolz>&lol9;</lolz>`;
    expect(refusal(lol)).toBe('doctype');
    expect(refusal('<!DOCTYPE x [<!ENTITY % p SYSTEM "http://evil/p.dtd"> %p;]><x/>')).toBe('doctype');
  });

  it('refuses an entity declaration or DOCTYPE anywhere else, and undeclared entity references', () => {
    expect(refusal('<!ENTITY x "y"><cXML/>')).toBe('entity');
    expect(refusal('<cXML><!ENTITY x "y"></cXML>')).toBe('entity');
    expect(refusal('<cXML><!DOCTYPE cXML SYSTEM "cXML.dtd"></cXML>')).toBe('doctype');
    expect(refusal('<!DOCTYPE cXML SYSTEM "a.dtd"><!DOCTYPE cXML SYSTEM "b.dtd"><cXML/>')).toBe('doctype');
    expect(refusal('<!DOCTYPE cXML><cXML/>')).toBe('doctype');
    expect(refusal('<cXML>&xxe;</cXML>')).toBe('entity');
    expect(refusal('<cXML a="&xxe;"/>')).toBe('entity');
    expect(refusal('<cXML><!ATTLIST cXML a CDATA #IMPLIED></cXML>')).toBe('doctype');
  });

  it('refuses malformed documents instead of guessing', () => {
    for (const bad of ['', '<cXML>', '<cXML></cxml>', '<a><b></a></b>', '<cXML a=1/>', '<cXML a="1" a="2"/>', '<cXML/><second/>', 'text<cXML/>', '<cXML>a & b</cXML>', '<cXML>&#0;</cXML>', '<cXML>&#xD800;</cXML>', '<cXML a="<"/>', '<cXML><![CDATA[x</cXML>']) {
      expect(refusal(bad), bad).toBe('malformed');
    }
  });

  it('refuses nesting deeper than 64 elements without exhausting the stack', () => {
    expect(refusal(`${'<a>'.repeat(10_000)}${'</a>'.repeat(10_000)}`)).toBe('malformed');
    expect(refusal(`${'<a>'.repeat(60)}${'</a>'.repeat(60)}`)).toBe('accepted');
  });

  it('keeps attribute names like __proto__ as data, never touching prototypes', () => {
    const doc = readXml('<cXML __proto__="x" constructor="y"/>');
    expect(doc.attrs.__proto__).toBe('x');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
