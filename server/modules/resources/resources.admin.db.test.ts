import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';
import { PNG_BYTES, samplePdf } from '../documents/documents.test-kit.ts';

describeEachDatabase('resources in the back office: true sizes and a replacement file checked by content', (database) => {
  let k: AdminKit;
  let token: string;
  beforeAll(async () => {
    ({ k, token } = await adminSession(database().db, ['content']));
  });
  const upload = (id: number, bytes: Uint8Array) =>
    k.app.request(`/api/v1/admin/resources/${id}/file`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': k.ip, 'content-type': 'application/octet-stream' }, body: bytes as Uint8Array<ArrayBuffer> });

  it('lists the stand-ins at their true size (KB, not the demo MB); an upload replaces the file, its size listed and served', async () => {
    const list = (await k.call('GET', '/admin/resources', { token })).body.data as { id: number; sizeBytes: number; uploaded: boolean }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => !r.uploaded && r.sizeBytes > 500 && r.sizeBytes < 20_000)).toBe(true);
    const id = list[0]!.id;

    const refused = await upload(id, PNG_BYTES);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { data: { fields: { field: string }[] } }).data.fields[0]!.field).toBe('file');

    const pdf = await samplePdf('Replacement manual', 3);
    const res = await upload(id, pdf);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toMatchObject({ id, uploaded: true, sizeBytes: pdf.length });
    const listed = (await k.call('GET', '/resource?page=1&size=100')).body.data.list.find((r: { id: number }) => r.id === id);
    expect(listed.sizeBytes).toBe(pdf.length);
    const audit = await database().db.select().from(auditLog).where(and(eq(auditLog.entity, 'resource'), eq(auditLog.entityKey, String(id))));
    expect(audit.map((a) => a.action)).toEqual(['file']);
    expect((await upload(999_999, pdf)).status).toBe(404);
  });
});
