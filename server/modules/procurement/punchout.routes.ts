import { Hono, type Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { ipOf } from '../../http/client.ts';
import { readBodyCapped } from '../../http/read-body-capped.ts';
import { countHit, LIMITS } from '../../security/rate-limit.ts';
import { cxmlResponse } from './cxml-write.ts';
import { logMessage } from './messages.queries.ts';
import { ociStart } from './oci-start.ts';
import { punchoutOrder } from './punchout-order.ts';
import { punchoutSetup } from './punchout-setup.ts';
import { punchoutStart } from './punchout-start.ts';
import { punchoutTransfer } from './punchout-transfer.ts';
import { refusalPage, transferPage, transferPolicy } from './punchout.pages.ts';

/** The largest cXML document a procurement system may send (issue #30: 1 MB; real setup requests are a few kB). */
export const CXML_MAX_BYTES = 1_000_000;
/** An OCI start carries a key, a return URL, a target and a user name: a few hundred bytes. */
const OCI_START_MAX_BYTES = 16_384;
/** The transfer form carries one session key: anything bigger is not from our page. */
const TRANSFER_MAX_BYTES = 4_096;

const xmlAnswer = (c: Context, status: number, xml: string) => c.body(xml, status as 200, { 'content-type': 'text/xml; charset=utf-8', 'cache-control': 'no-store' });
const htmlAnswer = (c: Context, status: number, html: string, csp?: string) =>
  c.body(html, status as 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...(csp ? { 'content-security-policy': csp } : {}) });

/**
 * PunchOut's own addresses, outside the JSON API (the procurement system speaks cXML, the browser posts forms):
 * `POST /punchout/cxml/setup`, `POST /punchout/cxml/order`, `GET /punchout/start/:token`, `GET|POST /punchout/oci/start`,
 * `POST /punchout/transfer`. Mounted before the pages.
 */
export function punchoutRoutes(deps: AppDeps) {
  const app = new Hono();

  /**
   * A cXML document posted by a procurement system, read as UTF-8 within 1 MB; a body too big or not UTF-8 is
   * answered (413, 400) and logged without a connection, and `handle` never runs.
   */
  const cxmlPost = (type: string, handle: (body: string) => Promise<{ status: number; xml: string }>) => async (c: Context) => {
    const now = deps.now();
    // Counted before anything is read. A refusal here is not logged: a flood must not push the connections'
    // real messages out of their log (messages.queries.ts keeps the last 50).
    if ((await countHit(deps.db, `punchout:ip:${ipOf(deps, c)}`, LIMITS.punchoutIp, now)) > LIMITS.punchoutIp.max) {
      c.header('retry-after', String(Math.ceil(LIMITS.punchoutIp.windowMs / 1000)));
      return xmlAnswer(c, 429, cxmlResponse(`${now.getTime()}@punchout`, now, { code: 429, text: 'Too Many Requests', detail: 'too many requests from this address: try again in a minute' }));
    }
    let body: string;
    try {
      body = new TextDecoder('utf-8', { fatal: true }).decode(await readBodyCapped(c, CXML_MAX_BYTES, () => new HttpError('E0413')));
    } catch (e) {
      const tooLarge = e instanceof HttpError;
      const status = tooLarge ? { code: 413, text: 'Request Entity Too Large', detail: 'the document is over 1 MB' } : { code: 400, text: 'Bad Request', detail: 'the document is not UTF-8' };
      const xml = cxmlResponse(`${now.getTime()}@punchout`, now, status);
      await logMessage(deps.db, { connectionId: null, direction: 'in', type, status: String(status.code), durationMs: 0, xml: tooLarge ? '(over 1 MB, not read)' : '(not UTF-8)' });
      return xmlAnswer(c, status.code, xml);
    }
    const answer = await handle(body);
    return xmlAnswer(c, answer.status, answer.xml);
  };

  app.post('/cxml/setup', cxmlPost('PunchOutSetupRequest', (body) => punchoutSetup(deps, body)));
  app.post('/cxml/order', cxmlPost('OrderRequest', (body) => punchoutOrder(deps, body)));

  app.get('/start/:token', async (c) => {
    const outcome = await punchoutStart(deps, c.req.param('token'));
    if ('location' in outcome) {
      // The address carries a one-minute, single-use login hand-off code, which the page removes from the address at once.
      c.header('cache-control', 'no-store');
      return c.redirect(outcome.location, 303);
    }
    return htmlAnswer(c, outcome.status, refusalPage(outcome.lang, outcome.refused));
  });

  // OCI's start: SAP SRM opens it with GET (the URL's parameters) or POST (a form); both are read.
  app.on(['GET', 'POST'], '/oci/start', async (c) => {
    const params = new URLSearchParams(new URL(c.req.url).search);
    if (c.req.method === 'POST' && (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
      try {
        new URLSearchParams(new TextDecoder().decode(await readBodyCapped(c, OCI_START_MAX_BYTES, () => new HttpError('E0413')))).forEach((v, k) => params.set(k, v));
      } catch {
        // A body too big for a start is ignored: the query alone is read (no key there: refused as such).
      }
    }
    const outcome = await ociStart(deps, params);
    if ('location' in outcome) {
      c.header('cache-control', 'no-store');
      return c.redirect(outcome.location, 303);
    }
    return htmlAnswer(c, outcome.status, refusalPage(outcome.lang, outcome.refused));
  });

  app.post('/transfer', async (c) => {
    let key = '';
    try {
      key = new URLSearchParams(new TextDecoder().decode(await readBodyCapped(c, TRANSFER_MAX_BYTES, () => new HttpError('E0413')))).get('session') ?? '';
    } catch {
      key = '';
    }
    const outcome = await punchoutTransfer(deps, key);
    if ('refused' in outcome) {
      const status = outcome.refused === 'noSession' ? 410 : 400;
      return htmlAnswer(c, status, refusalPage(outcome.lang, outcome.refused, { lines: outcome.lines?.join(', ') }));
    }
    return htmlAnswer(c, 200, transferPage(outcome.lang, outcome.name, outcome.returnUrl, outcome.fields, outcome.target), transferPolicy(outcome.returnUrl));
  });

  return app;
}
