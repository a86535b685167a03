import { asc, count, eq, isNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { procurementConnections, procurementMessages } from '../../db/schema/index.ts';
import { LIMITS } from '../../security/rate-limit.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';
import { logMessage, MESSAGES_KEPT } from './messages.queries.ts';
import { at, readXml } from './strict-xml.ts';

describeEachDatabase('PunchOut limits: cXML requests per address (429), the message log kept to the last 50', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  beforeAll(async () => {
    ({ k } = await adminSession(db(), ['owner']));
  });
  /** A document refused before any secret check (cheap), from one client address. */
  const post = (path: string, ip: string) => k.app.request(path, { method: 'POST', headers: { 'content-type': 'text/xml', 'x-forwarded-for': ip }, body: '<cXML/>' });

  it('answers cXML Status 429 to an address beyond 120 setup and order requests a minute, and not to another address', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < LIMITS.punchoutIp.max; i++) expect((await post(i % 2 ? '/punchout/cxml/setup' : '/punchout/cxml/order', ip)).status).toBe(400);
    const logged = (await db().select({ n: count() }).from(procurementMessages))[0]!.n;
    for (const path of ['/punchout/cxml/setup', '/punchout/cxml/order']) {
      const res = await post(path, ip);
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('60');
      expect(at(readXml(await res.text()), 'Response', 'Status')!.attrs.code).toBe('429');
    }
    // Refused without reading or logging anything.
    expect((await db().select({ n: count() }).from(procurementMessages))[0]!.n).toBe(logged);
    expect((await post('/punchout/cxml/setup', '203.0.113.8')).status).toBe(400);
    k.advance(LIMITS.punchoutIp.windowMs);
    expect((await post('/punchout/cxml/setup', ip)).status).toBe(400);
  });

  it('keeps the last 50 messages of each connection, and of unknown senders together, forgetting older ones', async () => {
    const [a, b] = await db()
      .insert(procurementConnections)
      .values(['A', 'B'].map((name) => ({ name, protocol: 'cxml' as const, organisation: name, fromDomain: 'd', fromIdentity: name, senderDomain: 'd', senderIdentity: name, secretHash: 'x', lang: 'en' as const, currency: 'CNY' as const, allowedOrigins: [] })))
      .returning();
    const message = (connectionId: number | null, n: number) => ({ connectionId, direction: 'in' as const, type: 'PunchOutSetupRequest', status: '200', durationMs: 1, xml: `message ${n}` });
    for (let n = 1; n <= MESSAGES_KEPT + 5; n++) await logMessage(db(), message(a!.id, n));
    await logMessage(db(), message(b!.id, 1));
    const kept = await db().select({ xml: procurementMessages.xml }).from(procurementMessages).where(eq(procurementMessages.connectionId, a!.id)).orderBy(asc(procurementMessages.id));
    expect(kept.length).toBe(50);
    expect([kept[0]!.xml, kept.at(-1)!.xml]).toEqual(['message 6', 'message 55']);
    expect(await db().select().from(procurementMessages).where(eq(procurementMessages.connectionId, b!.id))).toHaveLength(1);
    // The first test's refusals had no connection: they too are kept to 50.
    expect((await db().select({ n: count() }).from(procurementMessages).where(isNull(procurementMessages.connectionId)))[0]!.n).toBe(50);
  });
});
