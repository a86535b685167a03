import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from './static-files.ts';

const root = mkdtempSync(join(tmpdir(), 'static-files-'));
const js = `export const x = ${JSON.stringify('a'.repeat(4000))};\n`;
mkdirSync(join(root, 'assets'));
mkdirSync(join(root, 'images'));
writeFileSync(join(root, 'assets/app-abc123.js'), js);
writeFileSync(join(root, 'assets/app-abc123.js.br'), 'precompressed'); // stands in for the build's brotli file
writeFileSync(join(root, 'images/logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
writeFileSync(join(root, 'images/photo.png'), Buffer.alloc(4096, 1));
writeFileSync(join(root, 'index.html'), '<!doctype html>');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const serve = createStaticFiles(root);
const app = new Hono().get('*', async (c) => (await serve(c)) ?? c.text('not a file', 404));
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('static files', () => {
  it('sends the build’s precompressed file, cached for a year under /assets/', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toBe('precompressed');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('compresses once when the build left no compressed file, and sends plain bytes to others', async () => {
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(js);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(js);
  });

  it('revalidates other files with an ETag, and sees them change', async () => {
    const first = await get('/images/logo.svg', { 'accept-encoding': 'br' });
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag')!;
    const again = await get('/images/logo.svg', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    writeFileSync(join(root, 'images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    utimesSync(join(root, 'images/logo.svg'), new Date(), new Date(Date.now() + 5000));
    const changed = await get('/images/logo.svg', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('does not compress formats that are compressed already', async () => {
    const res = await get('/images/photo.png', { 'accept-encoding': 'br' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it('serves neither index.html, nor paths outside the folder, nor missing files', async () => {
    for (const path of ['/index.html', '/assets/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/missing.js', '/%E0%A4%A']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
