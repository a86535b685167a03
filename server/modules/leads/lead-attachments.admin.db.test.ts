import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminKit } from '../admin/admin.test-kit.ts';
import { FILES, rewardKit } from '../paper-award/paper-award.test-kit.ts';

describeEachDatabase('paper-award files in the lead inbox', (database) => {
  const db = () => database().db;

  it('are listed with the lead and downloaded by inbox staff only, as attachments that never run, each opening audited', async () => {
    const reward = rewardKit(db());
    const form = await reward.withCode(await reward.application());
    const applied = await reward.apply(form);
    expect(applied.status).toBe(200);
    const id = applied.body.data.id as number;

    const k = adminKit(db(), { uploadsDir: reward.uploadsDir });
    const sales = await k.newStaff(['sales']);
    const content = await k.newStaff(['content']);
    const detail = await k.call('GET', `/admin/leads/paper-award/${id}`, { token: sales.token });
    expect(detail.status).toBe(200);
    expect(detail.body.data.attachments.map((a: { slot: string }) => a.slot)).toEqual(['idPhoto1', 'idPhoto2', 'paper']);
    expect(detail.body.data.fields.map((f: { name: string }) => f.name)).not.toContain('paperUploadId');

    const paper = await k.call('GET', `/admin/leads/paper-award/${id}/files/paper`, { token: sales.token });
    expect(paper.status).toBe(200);
    expect(paper.headers.get('content-type')).toBe('application/pdf');
    expect(paper.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
    expect(paper.headers.get('x-content-type-options')).toBe('nosniff');
    expect(paper.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(paper.body.data as Uint8Array).subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.from(paper.body.data as Uint8Array).equals(Buffer.from(FILES.pdf()))).toBe(true);
    const opened = await db().select().from(auditLog).where(and(eq(auditLog.entityKey, `paper-award:${id}`), eq(auditLog.action, 'open-file')));
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ staffId: sales.id, after: { slot: 'paper' } });

    // Staff without the inbox, nobody logged in, a bad slot, an unknown application: refused, nothing served.
    expect((await k.call('GET', `/admin/leads/paper-award/${id}/files/paper`, { token: content.token })).status).toBe(403);
    expect((await k.call('GET', `/admin/leads/paper-award/${id}/files/paper`)).status).toBe(401);
    expect((await k.call('GET', `/admin/leads/paper-award/${id}/files/passport`, { token: sales.token })).status).toBe(400);
    expect((await k.call('GET', `/admin/leads/paper-award/999999/files/paper`, { token: sales.token })).status).toBe(404);
  });
});
