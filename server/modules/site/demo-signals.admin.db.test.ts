import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { globalConfig } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';

describeEachDatabase('the demo-data banner: where the demo data still shows', (database) => {
  let k: AdminKit;
  let token: string;

  beforeAll(async () => {
    // Any staff member sees it: support does not edit the configuration.
    ({ k, token } = await adminSession(database().db, ['support']));
  });

  it('names the placeholder configuration, the example citations and distributors; a replaced entry leaves the list', async () => {
    const before = (await k.call('GET', '/admin/demo-signals', { token })).body.data;
    expect(before.demo).toBe(true);
    const config = before.signals.find((s: { kind: string }) => s.kind === 'config');
    expect(config.keys).toEqual(expect.arrayContaining(['icp', 'mail']));
    expect(before.signals.map((s: { kind: string }) => s.kind)).toEqual(['config', 'citations', 'distributors']);
    await database().db.update(globalConfig).set({ value: '沪ICP备12345678号-1' }).where(eq(globalConfig.key, 'icp'));
    const after = (await k.call('GET', '/admin/demo-signals', { token })).body.data;
    expect(after.signals.find((s: { kind: string }) => s.kind === 'config').keys).not.toContain('icp');
    expect((await k.call('GET', '/admin/demo-signals')).status).toBe(401);
  });
});
