import { beforeAll, expect, it } from 'vitest';
import { cappingReportBody } from '../../../src/contracts/capping-report.ts';
import { sampleReportInput } from '../../pdf/capping-report/report-sample.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { adminKit, type AdminKit } from '../admin/admin.test-kit.ts';

describeEachDatabase(
  'capping report API',
  (database) => {
    let k: AdminKit;
    let token: string;
    beforeAll(async () => {
      k = adminKit(database().db);
      token = await k.customerToken();
    });
    const report = (body: unknown, opts: { token?: string } = { token }) => k.call('POST', '/toolbox/capping-report', { body, ...opts });

    it('answers the same PDF bytes for the same body, and a Chinese report in Chinese', async () => {
      const body = cappingReportBody.parse({ ...sampleReportInput(), lang: 'en' });
      const [a, b] = [await report(body), await report(body)];
      expect(a.status).toBe(200);
      expect(a.headers.get('content-type')).toBe('application/pdf');
      const bytes = a.body.data as Uint8Array;
      expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
      expect(Buffer.from(b.body.data as Uint8Array).equals(Buffer.from(bytes))).toBe(true);
      const en = await pdfText(bytes);
      expect(en).toContain('Capping report');
      expect(en).toContain(body.file.sha256);
      const zh = await pdfText((await report({ ...body, lang: 'zh' })).body.data as Uint8Array);
      expect(zh).toContain('加帽报告');
      expect(zh).toContain('编制人：Dr. Li Wei 李伟');
    });

    it('refuses an anonymous caller (401) and a malformed body (400 naming the field)', async () => {
      const body = { ...sampleReportInput(), lang: 'en' };
      expect((await report(body, {})).status).toBe(401);
      const bad = await report({ ...body, file: { ...body.file, sha256: 'not-a-hash' }, spectrum: { mz: Array(5000).fill(1), intensity: Array(5000).fill(1) } });
      expect(bad.status).toBe(400);
      expect(bad.body.data.fields.map((f: { field: string }) => f.field).sort()).toEqual(['file.sha256', 'spectrum.intensity', 'spectrum.mz']);
    });
  },
  { seed: false },
);
