import { eq } from 'drizzle-orm';
import type { ConnectionTest } from '../../../src/contracts/admin/procurement.ts';
import type { AppDeps } from '../../deps.ts';
import { punchoutSessions } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { sha256 } from '../../security/digest.ts';
import { connectionById } from './connections.changes.ts';
import { cxmlDocument, xmlEscape } from './cxml-write.ts';
import { punchoutSetup, startPageUrl } from './punchout-setup.ts';
import { at, readXml, textOf } from './strict-xml.ts';

type Step = ConnectionTest['steps'][number];

/** A setup request as the connection's procurement system would send it, marked `deploymentMode="test"`. */
function selfSetupRequest(c: NonNullable<Awaited<ReturnType<typeof connectionById>>>, now: Date): string {
  const cred = (domain: string, identity: string, more = '') => `<Credential domain="${xmlEscape(domain)}"><Identity>${xmlEscape(identity)}</Identity>${more}</Credential>`;
  const header = `<Header><From>${cred(c.fromDomain, c.fromIdentity)}</From><To>${cred('NetworkID', 'self-test')}</To><Sender>${cred(c.senderDomain, c.senderIdentity, '<SharedSecret>(stored as a hash: not sent)</SharedSecret>')}<UserAgent>connection test</UserAgent></Sender></Header>`;
  const setup = `<PunchOutSetupRequest operation="create"><BuyerCookie>self-test-${now.getTime()}</BuyerCookie><BrowserFormPost><URL>${xmlEscape(`${c.allowedOrigins[0] ?? ''}/`)}</URL></BrowserFormPost><Contact role="endUser"><Name xml:lang="en">Connection test</Name><Email>connection-test@example.com</Email></Contact></PunchOutSetupRequest>`;
  return cxmlDocument(`${now.getTime()}.self-test@punchout`, now, `${header}<Request deploymentMode="test">${setup}</Request>`);
}

/**
 * The back office's test of a connection: plays its procurement system against this server (the setup request
 * with its identities and first allowed origin, through the same reader and checks as a real one; only the secret
 * is not sent, being stored as a hash), reads the StartPage back and checks its token opens a session, then removes
 * that session. Each step says what it found; the message log keeps the exchange.
 */
export async function testConnection(deps: AppDeps, id: number): Promise<ConnectionTest> {
  const c = await connectionById(deps.db, id);
  if (!c) throw new HttpError('E0404');
  const steps: Step[] = [];
  const step = (name: string, ok: boolean, detail: string) => (steps.push({ step: name, ok, detail }), ok);
  const done = () => ({ ok: steps.every((s) => s.ok), steps });
  if (!step('protocol', c.protocol === 'cxml', c.protocol === 'cxml' ? 'cXML 1.2' : 'an OCI connection is tried by opening its OCI URL (it carries the key, shown once)')) return done();
  step('secret', c.secretHash !== '', 'stored as a scrypt hash; the buyer\'s first request checks it');
  const answer = await punchoutSetup(deps, selfSetupRequest(c, deps.now()), { selfTestOf: c.id });
  const doc = readXml(answer.xml);
  const status = at(doc, 'Response', 'Status');
  if (!step('setup', answer.status === 200, `Status ${status?.attrs.code ?? '?'} ${status?.attrs.text ?? ''} ${textOf(status)}`.trim())) return done();
  const url = textOf(at(doc, 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL'));
  const token = /\/punchout\/start\/([A-Za-z0-9_-]{43})$/.exec(url)?.[1];
  if (!step('startPage', token !== undefined && url.startsWith(startPageUrl(deps, '')), token ? url.replace(token, '***') : `no StartPage URL: ${url}`)) return done();
  const [session] = await deps.db.select().from(punchoutSessions).where(eq(punchoutSessions.startTokenHash, sha256(token!)));
  const live = !!session && !session.startedAt && session.startExpiresAt > deps.now();
  step('startToken', live, live ? 'single use, valid 5 minutes' : 'the token opens no session');
  if (session) await deps.db.delete(punchoutSessions).where(eq(punchoutSessions.id, session.id));
  return done();
}
