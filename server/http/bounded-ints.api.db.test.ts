import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountKit } from '../modules/account/account.test-kit.ts';
import { createTestDatabase, type TestDatabase } from '../test/databases.ts';

/** Just past an `integer` column (2^31) and past exact doubles (2^53): both must be a 400 naming the field. */
const TOO_BIG = ['2147483648', '9007199254740992'];

describe('ids and counts are bounded to their column range (PostgreSQL)', () => {
  let database: TestDatabase;
  let kit: ReturnType<typeof accountKit>;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    kit = accountKit(database.db);
    token = (await kit.newUser()).token;
  }, 120_000);
  afterAll(async () => database?.close());

  const fieldsOf = (body: { data: unknown }) => ((body.data as { fields?: { field: string }[] } | null)?.fields ?? []).map((f) => f.field);

  it.each([
    ['POST', '/user', 'areaId'],
    ['POST', '/user', 'industryId'],
    ['POST', '/coa', 'areaId'],
    ['POST', '/coa', 'industryId'],
    ['POST', '/try_out', 'treeId'],
    ['POST', '/try_out', 'areaId'],
    ['POST', '/paper_reward', 'areaId'],
    ['POST', '/resource/1/request', 'areaId'],
    ['POST', '/order', 'sizeId'],
  ])('%s %s names %s', async (method, path, field) => {
    for (const big of TOO_BIG) {
      for (const value of [big, Number(big)]) {
        const res = await kit.call(method, path, { token, body: { [field]: value } });
        expect(res.status, `${field}=${value}`).toBe(400);
        expect(fieldsOf(res.body)).toContain(field);
      }
    }
  });

  it.each([
    ['/tree_structure?pid=', 'pid'],
    ['/distributor?areaId=', 'areaId'],
    ['/reference?productId=', 'productId'],
    ['/resource?categoryId=', 'categoryId'],
    ['/service?menuId=', 'menuId'],
    ['/article?id=', 'id'],
    ['/order/batch?idList=1,', 'idList'],
    ['/users/info/', 'id'],
    ['/order/', 'id'],
  ])('GET/DELETE %s… names %s', async (prefix, field) => {
    const method = prefix.startsWith('/order/batch') ? 'DELETE' : prefix === '/order/' ? 'PUT' : 'GET';
    for (const big of TOO_BIG) {
      const res = await kit.call(method, `${prefix}${big}`, { token, body: method === 'PUT' ? { count: 1 } : undefined });
      expect(res.status, `${prefix}${big}`).toBe(400);
      expect(fieldsOf(res.body)).toContain(field);
    }
  });
});
