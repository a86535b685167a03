import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rateLimits } from '../db/schema/index.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { countHit, forgetHits, hit, hitsSoFar } from './rate-limit.ts';

describeEachDatabase(
  'fixed-window rate limit',
  (database) => {
    const limit = { max: 10, windowMs: 60_000 };
    const at = new Date('2026-11-21T08:00:30Z');

    it('lets exactly `max` of many concurrent hits through (atomic upsert)', async () => {
      const key = `test:concurrent:${Date.now()}`;
      const results = await Promise.allSettled(Array.from({ length: 25 }, () => hit(database().db, key, limit, at)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
      const [row] = await database().db.select().from(rateLimits).where(eq(rateLimits.key, key));
      expect(row!.count).toBe(25);
    });

    it('starts counting again in the next window', async () => {
      const key = `test:window:${Date.now()}`;
      for (let i = 0; i < 10; i++) await hit(database().db, key, limit, at);
      await expect(hit(database().db, key, limit, new Date('2026-11-21T08:00:59Z'))).rejects.toMatchObject({ code: 'E0429' });
      await expect(hit(database().db, key, limit, new Date('2026-11-21T08:01:00Z'))).resolves.toBeUndefined();
    });

    it('reads the current window without counting, and forgets a key', async () => {
      const key = `test:peek:${Date.now()}`;
      expect(await hitsSoFar(database().db, key, limit, at)).toBe(0);
      expect(await countHit(database().db, key, limit, at)).toBe(1);
      expect(await countHit(database().db, key, limit, at)).toBe(2);
      expect(await hitsSoFar(database().db, key, limit, at)).toBe(2);
      expect(await hitsSoFar(database().db, key, limit, new Date('2026-11-21T08:01:00Z'))).toBe(0);
      await forgetHits(database().db, key);
      expect(await hitsSoFar(database().db, key, limit, at)).toBe(0);
    });
  },
  { seed: false },
);
