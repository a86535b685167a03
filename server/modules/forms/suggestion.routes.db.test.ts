import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { validSuggestion } from '../../../src/contracts/forms/suggestion.test.ts';
import { suggestions } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { testApp } from '../../test/app.ts';

describeEachDatabase('POST /suggest', (database) => {
  const post = (body: unknown) =>
    testApp(database().db).request('/api/v1/suggest', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const rows = async (id: string) => (await database().db.select({ n: count() }).from(suggestions).where(eq(suggestions.submissionId, id)))[0]!.n;

  it('stores a suggestion once', async () => {
    await Promise.all([post({ ...validSuggestion, submissionId: 'sug-dbl-0001' }), post({ ...validSuggestion, submissionId: 'sug-dbl-0001' })]);
    expect(await rows('sug-dbl-0001')).toBe(1);
  });
  it('rejects a too-long product name and stores nothing', async () => {
    const res = await post({ ...validSuggestion, submissionId: 'sug-bad-0001', productName: 'Interleukin-38 full length' });
    expect(res.status).toBe(400);
    expect((await res.json()).data.fields).toEqual([{ field: 'productName', message: 'It should be 2 to 10 words long' }]);
    expect(await rows('sug-bad-0001')).toBe(0);
  });
});
