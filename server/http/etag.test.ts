import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bodyOf, sendBody } from './cached-body.ts';
import { encode, INLINE_MAX_BYTES, preferredEncoding } from './compression.ts';
import { Memo } from './memo.ts';
import { etagMatches, weakTag } from './validators.ts';

const text = (s: string) => new TextEncoder().encode(s);
const big = text(JSON.stringify({ list: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Recombinant Human IL-${i} Protein` })) }));
const get = (headers: Record<string, string> = {}, method = 'GET') => new Request('http://x/a', { method, headers });

describe('validators', () => {
  it('makes weak tags that change with the body and the salt', () => {
    const a = weakTag(text('a'));
    expect(a).toMatch(/^W\/"[\w-]{22}"$/);
    expect(weakTag(text('a'))).toBe(a);
    expect(weakTag(text('b'))).not.toBe(a);
    expect(weakTag(text('a'), 'intl')).toMatch(/^W\/"intl-/);
    expect(weakTag(text('a'), 'intl')).not.toBe(weakTag(text('a'), 'cn'));
  });

  it('matches If-None-Match lists weakly, and *', () => {
    expect(etagMatches('W/"x"', 'W/"x"')).toBe(true);
    expect(etagMatches('"x"', 'W/"x"')).toBe(true); // weak comparison ignores W/
    expect(etagMatches('"y", W/"x"', 'W/"x"')).toBe(true);
    expect(etagMatches('*', 'W/"x"')).toBe(true);
    expect(etagMatches('W/"y"', 'W/"x"')).toBe(false);
    expect(etagMatches(undefined, 'W/"x"')).toBe(false);
  });

  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('sendBody', () => {
  const headers = { 'content-type': 'application/json', 'cache-control': 'no-cache' };

  it('sends the body in the accepted encoding, compressed once per body', async () => {
    const body = bodyOf(big);
    const br = await sendBody(get({ 'accept-encoding': 'gzip, br' }), body, headers);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('etag')).toBe(body.etag);
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(big.length / 3);
    expect(brotliDecompressSync(bytes).equals(Buffer.from(big))).toBe(true);
    const gz = await sendBody(get({ 'accept-encoding': 'gzip' }), body, headers);
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(Buffer.from(big))).toBe(true);
    expect(body.encoded.br).toBeInstanceOf(Uint8Array); // kept for the next request
  });

  it('compresses a body over the inline bound in the thread pool, once for concurrent requests', async () => {
    const large = text('x'.repeat(INLINE_MAX_BYTES + 1) + JSON.stringify({ list: Array.from({ length: 2000 }, (_, i) => i) }));
    const body = bodyOf(large);
    expect(encode(bodyOf(big), 'br')).toBeInstanceOf(Uint8Array); // inline: ready at once
    const pending = encode(body, 'br');
    expect(pending).toBeInstanceOf(Promise);
    expect(encode(body, 'br')).toBe(pending); // a second request waits for the same work
    const [a, b] = await Promise.all([sendBody(get({ 'accept-encoding': 'br' }), body, headers), sendBody(get({ 'accept-encoding': 'gzip' }), body, headers)]);
    expect(brotliDecompressSync(Buffer.from(await a.arrayBuffer())).equals(Buffer.from(large))).toBe(true);
    expect(gunzipSync(Buffer.from(await b.arrayBuffer())).equals(Buffer.from(large))).toBe(true);
    expect(body.encoded.br).toBeInstanceOf(Uint8Array);
  });

  it('sends small bodies, unaccepting clients and already compressed formats as they are', async () => {
    expect((await sendBody(get({ 'accept-encoding': 'br' }), bodyOf(text('{"a":1}')), headers)).headers.get('content-encoding')).toBeNull();
    expect((await sendBody(get(), bodyOf(big), headers)).headers.get('content-encoding')).toBeNull();
    const png = await sendBody(get({ 'accept-encoding': 'br' }), bodyOf(big), { 'content-type': 'image/png' }, { compress: false });
    expect(png.headers.get('content-encoding')).toBeNull();
    expect(png.headers.get('vary')).toBeNull();
  });

  it('answers 304 without a body to a matching If-None-Match, keeping the caching headers', async () => {
    const body = bodyOf(big, 'cn');
    const res = await sendBody(get({ 'if-none-match': body.etag, 'accept-encoding': 'br' }), body, { ...headers, vary: 'X-Lang' });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(res.headers.get('etag')).toBe(body.etag);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toBe('X-Lang, Accept-Encoding');
    expect(res.headers.get('content-type')).toBeNull();
  });

  it('never answers 304 for another status, and sends no body to HEAD', async () => {
    const body = bodyOf(big);
    expect((await sendBody(get({ 'if-none-match': body.etag }), body, headers, { status: 404 })).status).toBe(404);
    const head = await sendBody(get({}, 'HEAD'), body, headers);
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(head.headers.get('content-length')).toBe(String(big.length));
  });
});

describe('Memo', () => {
  const value = (s: string) => ({ bytes: text(s) });

  it('keeps values for its lifetime', () => {
    let now = 0;
    const memo = new Memo<{ bytes: Uint8Array }>(1000, 1024, () => now);
    memo.set('a', value('x'));
    now = 999;
    expect(memo.get('a')).toBeDefined();
    now = 1000;
    expect(memo.get('a')).toBeUndefined();
    expect(memo.size).toBe(0);
  });

  it('drops the least recently used values beyond its size', () => {
    const memo = new Memo<{ bytes: Uint8Array }>(60_000, 400);
    memo.set('a', value('x'.repeat(100)));
    memo.set('b', value('x'.repeat(100)));
    memo.get('a'); // a is now more recent than b
    memo.set('c', value('x'.repeat(100)));
    memo.set('d', value('x'.repeat(100)));
    memo.set('e', value('x'.repeat(100)));
    expect(memo.get('b')).toBeUndefined();
    expect(memo.get('a')).toBeDefined();
    expect(memo.get('e')).toBeDefined();
    memo.set('huge', value('x'.repeat(101))); // over a quarter of the size: not kept
    expect(memo.get('huge')).toBeUndefined();
  });

  it('runs one load for concurrent callers of a key, and keeps nothing for null', async () => {
    const memo = new Memo<{ bytes: Uint8Array }>(60_000);
    let loads = 0;
    const load = async () => (loads++, await new Promise((r) => setTimeout(r, 10)), value('v'));
    const all = await Promise.all(Array.from({ length: 5 }, () => memo.getOrLoad('k', load)));
    expect(loads).toBe(1);
    expect(new Set(all).size).toBe(1);
    await memo.getOrLoad('k', load);
    expect(loads).toBe(1);
    expect(await memo.getOrLoad('n', async () => null)).toBeNull();
    expect(memo.get('n')).toBeUndefined();
    memo.clear();
    await memo.getOrLoad('k', load);
    expect(loads).toBe(2);
  });

  it('forgets a failed load, so the next caller tries again', async () => {
    const memo = new Memo<{ bytes: Uint8Array }>(60_000);
    await expect(memo.getOrLoad('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await memo.getOrLoad('k', async () => value('v'))).toEqual(value('v'));
  });
});
