import { and, eq, inArray } from 'drizzle-orm';
import { withinOrigins } from '../../../src/contracts/admin/procurement.ts';
import type { AppDeps } from '../../deps.ts';
import { products, productSizes, punchoutSessions } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../security/digest.ts';
import { productShown } from '../catalogue/product.queries.ts';
import { authenticate } from './cxml-auth.ts';
import { cxmlResponse, refuse, type Refusal } from './cxml-write.ts';
import { isBuyerEmail } from './procurement-buyer.ts';
import { logMessage } from './messages.queries.ts';
import { readSetupRequest, CxmlRequestInvalid, type SetupRequest } from './setup-request.ts';
import { readXml, XmlRefused } from './strict-xml.ts';

/** How long a StartPage token may wait to be opened (issue #30: single use, 5 minutes). */
export const START_TOKEN_TTL_MS = 5 * 60_000;

/** Where a StartPage points: this server's public origin (never the request's Host header). */
export const startPageUrl = (deps: Pick<AppDeps, 'publicOrigin'>, token: string) => `${(deps.publicOrigin ?? 'http://localhost').replace(/\/$/, '')}/punchout/start/${token}`;

export interface SetupOptions {
  /**
   * The back office's round-trip test of this connection (connection-test.ts): its stored secret is a hash that
   * cannot be sent, so the secret check alone is skipped for it. Never set from a request.
   */
  selfTestOf?: number;
}

export interface CxmlAnswer {
  /** The cXML status code, also the HTTP status of the answer. */
  status: number;
  xml: string;
}

/** The sizes the ItemOut lines name by SupplierPartAuxiliaryID (the size's id), each visible; a refusal names the first unknown line. */
async function cartOf(deps: AppDeps, r: SetupRequest): Promise<{ sizeId: number; quantity: number }[] | Refusal> {
  if (r.operation === 'create' || r.items.length === 0) return [];
  const ids = r.items.map((i) => (/^\d{1,9}$/.test(i.auxiliaryId) ? Number(i.auxiliaryId) : 0));
  const found = await deps.db.select({ id: productSizes.id }).from(productSizes).innerJoin(products, eq(products.id, productSizes.productId)).where(and(inArray(productSizes.id, ids.filter((n) => n > 0)), productShown));
  const known = new Set(found.map((f) => f.id));
  const unknown = ids.findIndex((id) => !known.has(id));
  if (unknown >= 0) return refuse(400, 'Bad Request', `ItemOut ${unknown + 1}: unknown part ${r.items[unknown]!.supplierPartId}`);
  return r.items.map((i, n) => ({ sizeId: ids[n]!, quantity: i.quantity }));
}

/**
 * Answers a PunchOutSetupRequest: the document read strictly (no DTD, no entity), the From and Sender identities
 * matched to a connection, the SharedSecret checked against its scrypt hash (constant time; an unknown identity
 * is checked against a decoy so both take as long), the BrowserFormPost URL within the connection's origins. A good
 * request makes a session and answers its StartPage with a single-use token valid 5 minutes. Every request and
 * answer is logged, the secret masked.
 */
export async function punchoutSetup(deps: AppDeps, body: string, opts: SetupOptions = {}): Promise<CxmlAnswer> {
  const started = performance.now();
  const now = deps.now();
  let connectionId: number | null = null;
  let startUrl: string | undefined;
  const outcome = await (async (): Promise<Refusal> => {
    let r: SetupRequest;
    try {
      r = readSetupRequest(readXml(body));
    } catch (e) {
      if (e instanceof XmlRefused || e instanceof CxmlRequestInvalid) return refuse(400, 'Bad Request', e.message);
      throw e;
    }
    const auth = await authenticate(deps, r, opts.selfTestOf);
    connectionId = auth.connection?.id ?? null;
    if (!auth.ok) return auth.refusal;
    const { connection } = auth;
    if (!withinOrigins(r.returnUrl, connection.allowedOrigins)) return refuse(400, 'Bad Request', 'BrowserFormPost/URL is outside the allowed origins');
    if (!isBuyerEmail(r.contactEmail)) return refuse(400, 'Bad Request', 'Contact/Email is missing or not an e-mail address');
    const items = await cartOf(deps, r);
    if (!Array.isArray(items)) return items;
    const token = randomToken();
    await deps.db.insert(punchoutSessions).values({
      connectionId: connection.id,
      operation: r.operation,
      buyerCookie: r.buyerCookie,
      returnUrl: r.returnUrl,
      supplierDomain: r.to.domain,
      supplierIdentity: r.to.identity,
      contactEmail: r.contactEmail,
      contactName: r.contactName,
      items,
      startTokenHash: sha256(token),
      startExpiresAt: new Date(now.getTime() + START_TOKEN_TTL_MS),
      createdAt: now,
    });
    startUrl = startPageUrl(deps, token);
    return refuse(200, 'OK', '');
  })();
  const xml = cxmlResponse(`${now.getTime()}.${randomToken().slice(0, 12)}@punchout`, now, outcome, startUrl);
  const durationMs = performance.now() - started;
  const status = String(outcome.code);
  await logMessage(deps.db, { connectionId, direction: 'in', type: 'PunchOutSetupRequest', status, durationMs, xml: body });
  await logMessage(deps.db, { connectionId, direction: 'out', type: 'PunchOutSetupResponse', status, durationMs, xml: xml.replace(/\/punchout\/start\/[A-Za-z0-9_-]+/, '/punchout/start/***') });
  return { status: outcome.code, xml };
}

