import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError, createApi } from './client.ts';

// A tiny API that answers like the real one, reached in-process like server rendering does.
const app = new Hono()
  .get('/api/v1/ok', (c) => c.json({ code: 'E0001', msg: 'Success', data: { lang: c.req.header('x-lang'), auth: c.req.header('authorization') ?? null } }))
  .get('/api/v1/missing', (c) => c.json({ code: 'E0404', msg: 'Not found', data: null }, 404))
  .get('/api/v1/bad', (c) => c.json({ code: 'E0400', msg: 'Invalid', data: { fields: [{ field: 'pid', message: 'pid is required' }] } }, 400))
  .get('/api/v1/soft-fail', (c) => c.json({ code: 'E0409', msg: 'Already', data: null }));
const inProcess: typeof fetch = async (input, init) => app.fetch(new Request(input, init));
const api = (token?: string) => createApi({ baseURL: 'http://local/api/v1', lang: 'zh', fetch: inProcess, token: () => token ?? null });

describe('api client', () => {
  it('unwraps the envelope and sends the language and token', async () => {
    expect(await api('abc').get('/ok')).toEqual({ lang: 'zh', auth: 'Bearer abc' });
    expect(await api().get('/ok')).toEqual({ lang: 'zh', auth: null });
  });
  it('turns error envelopes into ApiError with code, status and fields', async () => {
    await expect(api().get('/missing')).rejects.toMatchObject({ code: 'E0404', status: 404 });
    const err = (await api().get('/bad').catch((e) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.fields).toEqual([{ field: 'pid', message: 'pid is required' }]);
  });
  it('treats a non-E0001 code in a 200 answer as an error', async () => {
    await expect(api().get('/soft-fail')).rejects.toMatchObject({ code: 'E0409', status: 409 });
  });
  it('reports unreachable servers as network errors', async () => {
    const broken = createApi({ baseURL: 'http://local/api/v1', lang: 'en', fetch: async () => { throw new TypeError('fetch failed'); } });
    await expect(broken.get('/ok')).rejects.toMatchObject({ code: 'network' });
  });
});
