import type { AppDeps } from '../../deps.ts';
import { randomToken } from '../../security/digest.ts';
import { authenticate } from './cxml-auth.ts';
import { cxmlResponse, refuse, type Refusal } from './cxml-write.ts';
import { logMessage } from './messages.queries.ts';
import { applyOrderRequest } from './order-request.changes.ts';
import { readOrderRequest, type OrderRequest } from './order-request.ts';
import type { CxmlAnswer } from './punchout-setup.ts';
import { CxmlRequestInvalid } from './setup-request.ts';
import { readXml, XmlRefused } from './strict-xml.ts';

/**
 * Answers a cXML OrderRequest (`POST /punchout/cxml/order`): read by the same strict reader as the setup request,
 * authenticated the same way (From/Sender of a cXML connection, SharedSecret against its hash; else 401), then
 * applied to the back office (order-request.changes.ts). Answers a `Response` whose `Status` code is also the HTTP
 * status; the request and the answer are logged, the secret masked.
 */
export async function punchoutOrder(deps: AppDeps, body: string): Promise<CxmlAnswer> {
  const started = performance.now();
  const now = deps.now();
  let connectionId: number | null = null;
  const outcome = await (async (): Promise<Refusal> => {
    let r: OrderRequest;
    try {
      r = readOrderRequest(readXml(body));
    } catch (e) {
      if (e instanceof XmlRefused || e instanceof CxmlRequestInvalid) return refuse(400, 'Bad Request', e.message);
      throw e;
    }
    const auth = await authenticate(deps, r);
    connectionId = auth.connection?.id ?? null;
    if (!auth.ok) return auth.refusal;
    return applyOrderRequest(deps, now, auth.connection, r);
  })();
  const xml = cxmlResponse(`${now.getTime()}.${randomToken().slice(0, 12)}@punchout`, now, outcome);
  const durationMs = performance.now() - started;
  const status = String(outcome.code);
  await logMessage(deps.db, { connectionId, direction: 'in', type: 'OrderRequest', status, durationMs, xml: body });
  await logMessage(deps.db, { connectionId, direction: 'out', type: 'Response', status, durationMs, xml });
  return { status: outcome.code, xml };
}
