import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { ApiError, createApi } from './client.ts';

// A tiny API that answers like the real one, reached in-process like server rendering does.
const app = new Hono()
  .get('/api/v1/ok', (c) => c.json({ code: 'E0001', msg: 'Success', data: { lang: c.req.header('x-lang') ?? null, auth: c.req.header('authorization') ?? null } }))
  .get('/api/v1/echo/:name', (c) => c.json({ code: 'E0001', msg: 'Success', data: { lang: c.req.param('name'), auth: c.req.query('q') ?? null } }))
  .get('/api/v1/missing', (c) => c.json({ code: 'E0404', msg: 'Not found', data: null }, 404))
  .get('/api/v1/bad', (c) => c.json({ code: 'E0400', msg: 'Invalid', data: { fields: [{ field: 'pid', message: 'pid is required' }] } }, 400))
  .get('/api/v1/soft-fail', (c) => c.json({ code: 'E0409', msg: 'Already', data: null }))
  .get('/api/v1/drift', (c) => c.json({ code: 'E0001', msg: 'Success', data: { lang: 42 } }));
const inProcess: typeof fetch = async (input, init) => app.fetch(new Request(input, init));
const api = (token?: string) => createApi({ baseURL: 'http://local/api/v1', lang: 'zh', fetch: inProcess, token: () => token ?? null });

const answer = z.strictObject({ lang: z.string().nullable(), auth: z.string().nullable() });
const read = (path: string) => endpoint({ method: 'GET', path, access: 'public', group: 'storefront', answer, does: 'a test endpoint' });
const echo = endpoint({ method: 'GET', path: '/echo/:name', access: 'public', group: 'storefront', params: z.object({ name: z.string() }), query: z.object({ q: z.string().optional() }), answer, does: 'a test endpoint' });

describe('api client', () => {
  it('unwraps the envelope and sends the language and token', async () => {
    expect(await api('abc').call(read('/ok'))).toEqual({ lang: 'zh', auth: 'Bearer abc' });
    expect(await api().call(read('/ok'))).toEqual({ lang: 'zh', auth: null });
  });
  it('fills the path parameters in, encoded, and sends the query', async () => {
    expect(await api().call(echo, { params: { name: 'a/b c' }, query: { q: 'x' } })).toEqual({ lang: 'a/b c', auth: 'x' });
  });
  it('turns error envelopes into ApiError with code, status and fields', async () => {
    await expect(api().call(read('/missing'))).rejects.toMatchObject({ code: 'E0404', status: 404 });
    const err = (await api().call(read('/bad')).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.fields).toEqual([{ field: 'pid', message: 'pid is required' }]);
  });
  it('treats a non-E0001 code in a 200 answer as an error', async () => {
    await expect(api().call(read('/soft-fail'))).rejects.toMatchObject({ code: 'E0409', status: 409 });
  });
  it('refuses an answer that drifts from its declared schema (in development and tests)', async () => {
    await expect(api().call(read('/drift'))).rejects.toThrow(/does not match its contract/);
  });
  it('reports unreachable servers as network errors', async () => {
    const broken = createApi({ baseURL: 'http://local/api/v1', lang: 'en', fetch: async () => { throw new TypeError('fetch failed'); } });
    await expect(broken.call(read('/ok'))).rejects.toMatchObject({ code: 'network' });
  });
});
