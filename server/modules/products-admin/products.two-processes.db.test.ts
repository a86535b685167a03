import { describe, expect, it } from 'vitest';
import { forgetOnChange } from '../../events/open-change-feed.ts';
import type { CachedBody } from '../../http/cached-body.ts';
import { Memo } from '../../http/memo.ts';
import { twoProcessesOnOneDatabase } from '../../test/two-processes.ts';
import { eventually } from '../../test/eventually.ts';
import { adminKit } from '../admin/admin.test-kit.ts';

const CN = 'CYT-H0201';

/**
 * Two server processes on one PostgreSQL database, each with its own change feed connection and its own
 * memo of storefront answers: a price saved through the back office of one is served by the other.
 */
describe('a product edit reaches a second server process (PostgreSQL LISTEN/NOTIFY)', () => {
  const { database: db, feeds: pair } = twoProcessesOnOneDatabase();

  it('serves the new price from the other process within 5 seconds, though it keeps its answers in memory', async () => {
    const database = db();
    const feeds = pair();
    const memo = new Memo<CachedBody>(60_000);
    const shop = adminKit(database.db, { changes: feeds[1] }, { memo });
    forgetOnChange(feeds[1]!, { memos: [memo], db: database.db });
    const office = adminKit(database.db, { changes: feeds[0] });
    const priceShown = async () => (await shop.call('GET', `/product/${CN}`)).body.data.sizes[0].price as string;
    const before = await priceShown();
    expect(memo.size).toBeGreaterThan(0);

    const token = (await office.newStaff(['catalogue'])).token;
    const { product } = (await office.call('GET', `/admin/products/${CN}`, { token })).body.data;
    const res = await office.call('PUT', `/admin/products/${CN}`, { token, body: { ...product, sizes: [{ ...product.sizes[0], price: '7654.3' }, ...product.sizes.slice(1)] } });
    expect(res.status).toBe(200);
    expect(before).not.toBe('¥7654.30');
    await eventually(async () => ((await priceShown()) === '¥7654.30' ? true : undefined), 5_000, 'the other process serves the new price');
  });
});
