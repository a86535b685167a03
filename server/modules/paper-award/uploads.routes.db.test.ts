import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { UPLOAD_LIMIT_BYTES } from '../../../src/contracts/forms/paper-award.ts';
import { uploads } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { UPLOAD_IP_LIMIT } from './paper-award.routes.ts';
import { FILES, rewardKit } from './paper-award.test-kit.ts';
import { handMadePdf } from '../../security/pdf-content.test-kit.ts';

const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

describeEachDatabase('POST /paper_reward/upload', (database) => {
  const rowsNamed = (name: string) => database().db.select().from(uploads).where(eq(uploads.originalName, name));

  it('stores an ID photo and a paper checked by content, under random names, answering only a token', async () => {
    const kit = rewardKit(database().db);
    const photo = await kit.upload('idPhoto', FILES.png(), 'front side.png');
    expect(photo.status).toBe(200);
    expect(photo.body.data).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), kind: 'idPhoto' });
    const paper = await kit.upload('paper', FILES.pdf(), 'my paper.pdf');
    expect(paper.status).toBe(200);
    const [row] = await database().db.select().from(uploads).where(eq(uploads.token, paper.body.data.token));
    expect(row).toMatchObject({ kind: 'paper', mime: 'application/pdf', originalName: 'my paper.pdf', sizeBytes: FILES.pdf().byteLength, applicationId: null });
    expect(row!.storedName).toMatch(/^[0-9a-f]{32}\.pdf$/);
    const stored = filesIn(kit.uploadsDir);
    expect(stored).toHaveLength(2);
    expect(stored).toEqual(expect.arrayContaining([row!.storedName, expect.stringMatching(/^[0-9a-f]{32}\.png$/)]));
  });

  it('refuses a renamed executable as a photo, in the page language, and writes nothing', async () => {
    const kit = rewardKit(database().db);
    const elf = await kit.upload('idPhoto', FILES.elf(), 'photo.jpg');
    expect(elf.status).toBe(415);
    expect(elf.body.code).toBe('E0415');
    expect(elf.body.data.fields).toEqual([{ field: 'file', message: 'ID photo: only JPEG or PNG images are accepted' }]);
    const mz = await kit.upload('paper', FILES.mz(), 'paper.pdf', { lang: 'zh' });
    expect(mz.status).toBe(415);
    expect(mz.body.data.fields).toEqual([{ field: 'file', message: '论文全文：仅支持 PDF 文件' }]);
    // A real image is still no paper: the kind decides what is accepted.
    expect((await kit.upload('paper', FILES.jpeg(), 'paper.pdf')).status).toBe(415);
    expect(filesIn(kit.uploadsDir)).toEqual([]);
    expect(await rowsNamed('photo.jpg')).toEqual([]);
  });

  it('refuses a paper PDF carrying JavaScript or embedded files, saying why in the page language, and writes nothing', async () => {
    const kit = rewardKit(database().db);
    const script = handMadePdf({ catalog: '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>' });
    const scripted = await kit.upload('paper', script, 'scripted.pdf');
    expect([scripted.status, scripted.body.data.fields]).toEqual([400, [{ field: 'file', message: 'Paper: the PDF is not accepted because it contains JavaScript; please save it again as a plain PDF' }]]);
    const attached = await kit.upload('paper', handMadePdf({ catalog: '/Names << /EmbeddedFiles << /Names [] >> >>' }), 'attached.pdf', { lang: 'zh' });
    expect(attached.body.data.fields[0].message).toBe('论文全文：该PDF无法接受，因为其中内嵌了其他文件；请重新另存为普通PDF');
    expect(filesIn(kit.uploadsDir)).toEqual([]);
    expect([...(await rowsNamed('scripted.pdf')), ...(await rowsNamed('attached.pdf'))]).toEqual([]);
  });

  it('refuses an oversized photo after counting its bytes, and writes nothing', async () => {
    const kit = rewardKit(database().db);
    const big = new Uint8Array(UPLOAD_LIMIT_BYTES.idPhoto + 1);
    big.set(FILES.jpeg());
    const res = await kit.upload('idPhoto', big, 'huge-photo.jpg', { lang: 'zh' });
    expect(res.status).toBe(413);
    expect(res.body.data.fields).toEqual([{ field: 'file', message: '身份证照片：文件不能超过 5 MB' }]);
    expect(filesIn(kit.uploadsDir)).toEqual([]);
    expect(await rowsNamed('huge-photo.jpg')).toEqual([]);
  });

  it('refuses a body whose Content-Length is too large before reading any of it', async () => {
    const kit = rewardKit(database().db);
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulls++;
          controller.enqueue(new Uint8Array(64 * 1024));
        },
      },
      { highWaterMark: 0 },
    );
    const res = await kit.app.request('/api/v1/paper_reward/upload?kind=paper', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(100 * 1024 * 1024), 'x-forwarded-for': '10.9.9.9' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulls).toBe(0);
  });

  it('stores a path-like name under a random name inside the uploads folder, keeping only the base name', async () => {
    const kit = rewardKit(database().db);
    const res = await kit.upload('idPhoto', FILES.jpeg(), '../../etc/passwd.jpg');
    expect(res.status).toBe(200);
    const [row] = await database().db.select().from(uploads).where(eq(uploads.token, res.body.data.token));
    expect(row!.storedName).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(row!.originalName).toBe('passwd.jpg');
    expect(filesIn(kit.uploadsDir)).toEqual([row!.storedName]);
    // Nothing beside the uploads folder, nor where the name pointed.
    expect(readdirSync(kit.root)).toEqual(['uploads']);
    expect(existsSync(join(kit.root, '..', 'etc', 'passwd.jpg'))).toBe(false);
  });

  it('names the missing file or kind', async () => {
    const kit = rewardKit(database().db);
    const none = new FormData();
    none.set('kind', 'idPhoto');
    const missing = await kit.call('POST', '/paper_reward/upload?kind=idPhoto', { body: none });
    expect(missing.status).toBe(400);
    expect(missing.body.data.fields).toEqual([{ field: 'file', message: 'ID photo: please choose a file' }]);
    // The kind only in the body is not enough: the size cap must be known before the body is read.
    const bodyOnly = new FormData();
    bodyOnly.set('kind', 'idPhoto');
    bodyOnly.set('file', new Blob([FILES.jpeg()]), 'id.jpg');
    const noQuery = await kit.call('POST', '/paper_reward/upload', { body: bodyOnly });
    expect(noQuery.status).toBe(400);
    expect(noQuery.body.data.fields[0].field).toBe('kind');
    const odd = await kit.upload('passport', FILES.jpeg(), 'id.jpg');
    expect(odd.status).toBe(400);
    expect(odd.body.data.fields[0].field).toBe('kind');
  });

  it('limits uploads per client address', async () => {
    const kit = rewardKit(database().db);
    const ip = '10.77.77.77';
    for (let i = 0; i < UPLOAD_IP_LIMIT.max; i++) expect((await kit.upload('idPhoto', FILES.jpeg(), 'id.jpg', { ip })).status).toBe(200);
    const over = await kit.upload('idPhoto', FILES.jpeg(), 'id.jpg', { ip });
    expect(over.status).toBe(429);
    expect((await kit.upload('idPhoto', FILES.jpeg(), 'id.jpg', { ip: '10.77.77.78' })).status).toBe(200);
  });

  it('is unavailable without an uploads folder, and never serves a file back', async () => {
    const off = rewardKit(database().db, { uploads: false });
    expect((await off.upload('idPhoto', FILES.jpeg(), 'id.jpg')).status).toBe(503);
    const kit = rewardKit(database().db);
    const { token } = (await kit.upload('idPhoto', FILES.jpeg(), 'id.jpg')).body.data;
    const [row] = await database().db.select().from(uploads).where(eq(uploads.token, token));
    for (const path of [`/paper_reward/upload/${token}`, `/paper_reward/upload?token=${token}`, `/uploads/${row!.storedName}`]) {
      expect((await kit.call('GET', path)).status).toBe(404);
    }
  });
});
