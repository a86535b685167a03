import { and, eq } from 'drizzle-orm';
import { withinOrigins } from '../../../src/contracts/admin/procurement.ts';
import type { AppDeps } from '../../deps.ts';
import { procurementConnections, punchoutSessions } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../security/digest.ts';
import { logMessage } from './messages.queries.ts';
import { ociTarget } from './oci-fields.ts';
import { connectionAccountEmail, isBuyerEmail } from './procurement-buyer.ts';
import { START_TOKEN_TTL_MS } from './punchout-setup.ts';
import { punchoutStart } from './punchout-start.ts';

/** Why an OCI start is refused: each has its page text (`account:punchout.<reason>`). */
export type OciRefusal = 'ociKey' | 'ociHook';
export type OciStartOutcome = { location: string } | { refused: string; status: number; lang: 'en' | 'zh' };


/** The parameters the log keeps: the key masked (messages.queries.ts), never anything else SRM may append (a PASSWORD). */
const logged = (p: URLSearchParams) => `?${new URLSearchParams(['key', 'HOOK_URL', '~TARGET', 'USERNAME', 'email'].flatMap((k): [string, string][] => (p.has(k) ? [[k, p.get(k)!]] : [])))}`;

/**
 * Opens the shop for SAP SRM (OCI): `key` is the connection's long random key (only its SHA-256 is stored; OCI
 * sends no other credential, so no password ever rides in the URL); `HOOK_URL`, where the cart goes back, must lie
 * within the connection's allowed origins; `~TARGET` the frame it is posted into. The buyer is the connection's
 * member with the `USERNAME` or `email` given as an e-mail address (created on first use), else the connection's
 * own account. It then starts exactly as a cXML StartPage does (punchout-start.ts): a session made and started at
 * once, the buyer logged in, the shop shown with the banner.
 */
export async function ociStart(deps: AppDeps, params: URLSearchParams): Promise<OciStartOutcome> {
  const started = performance.now();
  const now = deps.now();
  const key = params.get('key') ?? '';
  const [connection] = /^[A-Za-z0-9_-]{43}$/.test(key) ? await deps.db.select().from(procurementConnections).where(and(eq(procurementConnections.protocol, 'oci'), eq(procurementConnections.ociKeyHash, sha256(key)))) : [];
  const log = (status: number) => logMessage(deps.db, { connectionId: connection?.id ?? null, direction: 'in', type: 'OCI start', status: String(status), durationMs: performance.now() - started, xml: logged(params) });
  if (!connection) return (await log(401), { refused: 'ociKey', status: 401, lang: 'en' });
  const hookUrl = params.get('HOOK_URL') ?? '';
  if (!withinOrigins(hookUrl, connection.allowedOrigins)) return (await log(400), { refused: 'ociHook', status: 400, lang: connection.lang });
  const named = [params.get('USERNAME'), params.get('email')].map((v) => (v ?? '').trim().toLowerCase()).find((v) => isBuyerEmail(v));
  const token = randomToken();
  await deps.db.insert(punchoutSessions).values({
    connectionId: connection.id,
    operation: 'create',
    buyerCookie: '',
    returnUrl: hookUrl,
    returnTarget: ociTarget(params.get('~TARGET')),
    supplierDomain: '',
    supplierIdentity: '',
    contactEmail: named ?? connectionAccountEmail(connection.id),
    contactName: named ? '' : connection.name,
    items: [],
    startTokenHash: sha256(token),
    startExpiresAt: new Date(now.getTime() + START_TOKEN_TTL_MS),
    createdAt: now,
  });
  const outcome = await punchoutStart(deps, token);
  await log('location' in outcome ? 200 : outcome.status);
  return outcome;
}
