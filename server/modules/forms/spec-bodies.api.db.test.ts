import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { leaveWords } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { testApp } from '../../test/app.ts';
import { sampleMessage } from '../../../tests/fixtures/form-samples.ts';

/** The spec's body of POST /leave_word: seven fields, no submissionId. */
const specBody = (content: string) => {
  const { submissionId: _, ...body } = sampleMessage('', { content });
  return body;
};

describeEachDatabase('form endpoints accept the spec body; idempotency is optional', (database) => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    testApp(database().db).request('/api/v1/leave_word', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const rowsWith = async (content: string) => (await database().db.select({ n: count() }).from(leaveWords).where(eq(leaveWords.content, content)))[0]!.n;

  it('stores the seven-field body, each request as a submission of its own', async () => {
    const content = `spec body ${Date.now()}`;
    for (let i = 0; i < 2; i++) {
      const res = await post(specBody(content));
      expect(res.status).toBe(200);
      expect((await res.json()).code).toBe('E0001');
    }
    expect(await rowsWith(content)).toBe(2);
  });

  it('stores one row per Idempotency-Key, answering the same id to a retry', async () => {
    const content = `keyed body ${Date.now()}`;
    const key = `key-${Date.now().toString(36)}-abcdef`;
    const first = await (await post(specBody(content), { 'idempotency-key': key })).json();
    const again = await (await post(specBody(content), { 'idempotency-key': key })).json();
    expect(again.data.id).toBe(first.data.id);
    expect(await rowsWith(content)).toBe(1);
  });

  it('refuses a malformed Idempotency-Key naming it, and writes nothing', async () => {
    const content = `bad key ${Date.now()}`;
    const res = await post(specBody(content), { 'idempotency-key': 'no spaces allowed here' });
    expect(res.status).toBe(400);
    expect((await res.json()).data.fields[0].field).toBe('Idempotency-Key');
    expect(await rowsWith(content)).toBe(0);
  });
});
