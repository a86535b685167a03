/** Writing cXML: text and attribute values escaped, and the envelope every answer and message shares. */

/** Text or an attribute value with the five XML specials escaped (and no character that XML 1.0 forbids). */
export const xmlEscape = (s: string): string =>
  s
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The DOCTYPE line of cXML 1.2 (the version this server speaks; cXML Reference Guide 1.2.050). */
export const CXML_DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.050/cXML.dtd">';

/** A whole cXML document around `body`, with its payload id and timestamp. */
export function cxmlDocument(payloadId: string, at: Date, body: string, lang = 'en-US'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${CXML_DOCTYPE}\n<cXML payloadID="${xmlEscape(payloadId)}" timestamp="${at.toISOString()}" xml:lang="${xmlEscape(lang)}">${body}</cXML>`;
}

/** A cXML `Status`: its code (also the HTTP status of the answer), text and detail. */
export type Refusal = { code: number; text: string; detail: string };
export const refuse = (code: number, text: string, detail: string): Refusal => ({ code, text, detail });

/** A `Response` with its `Status` and, for a good setup request, the `PunchOutSetupResponse`'s `StartPage/URL`. */
export function cxmlResponse(payloadId: string, at: Date, status: { code: number; text: string; detail?: string }, startUrl?: string): string {
  const statusXml = `<Status code="${status.code}" text="${xmlEscape(status.text)}">${xmlEscape(status.detail ?? '')}</Status>`;
  const setup = startUrl ? `<PunchOutSetupResponse><StartPage><URL>${xmlEscape(startUrl)}</URL></StartPage></PunchOutSetupResponse>` : '';
  return cxmlDocument(payloadId, at, `<Response>${statusXml}${setup}</Response>`);
}
