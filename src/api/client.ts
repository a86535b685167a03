import redaxios, { type Options, type Response } from 'redaxios';
import type { z } from 'zod';
import { ApiError, fieldErrorsOf } from '../contracts/api-error.ts';
import { errorCodes, SUCCESS, type Envelope, type FieldIssue } from '../contracts/envelope.ts';
import type { Lang } from '../contracts/lang.ts';
import { FILE_ANSWER, pathOf, type Answer, type Endpoint, type EndpointInput } from '../contracts/endpoint.ts';

export { ApiError, fieldErrorsOf };

/**
 * Whether answers are checked against their contract's schema: in development and in tests (Vite and Vitest
 * set `DEV`), so a server answer that drifts from its contract fails there; never in a production build,
 * where the check would cost every page and `DEV` is replaced by `false` so the code is dropped.
 */
export const CHECK_ANSWERS: boolean = import.meta.env.DEV === true;

export interface ApiOptions {
  baseURL: string;
  lang: Lang;
  /** The stored token, sent as Authorization to the endpoints that take it. */
  token?: () => string | null;
  /** Server-side rendering answers in-process: a fetch bound to the app. */
  fetch?: typeof fetch;
  headers?: Record<string, string>;
}

const statusOf = (code: string): number => (errorCodes as Record<string, number>)[code] ?? 500;

type Params = Record<string, string | number | boolean | undefined>;

/** The input of `call`: optional when the endpoint takes none. */
export type CallInput<E extends Endpoint> = {} extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

export interface Api {
  /** Calls a declared endpoint (src/contracts/endpoint.ts): its path filled in, its answer typed (and checked when CHECK_ANSWERS) by its schema. */
  call<E extends Endpoint>(endpoint: E, ...input: CallInput<E>): Promise<Answer<E>>;
}

function clean(params?: Params): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') out[k] = String(v);
  return out;
}

/**
 * The one wrapper around HTTP: envelope unwrapped, token attached. The answer is typed by the contract's
 * schema; it is checked against it only when CHECK_ANSWERS (a mismatch throws with the path in its message).
 */
export function createApi(options: ApiOptions): Api {
  const http = redaxios.create({ baseURL: options.baseURL, ...(options.fetch ? { fetch: options.fetch } : {}) });

  async function send<T>(method: string, path: string, params: Params | undefined, body: unknown, schema?: z.ZodType<T>): Promise<T> {
    const headers: Record<string, string> = { 'x-lang': options.lang, ...options.headers };
    const token = options.token?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    let envelope: Envelope<unknown>;
    let status = 0;
    try {
      // redaxios types `request` as a union of its two call forms; the config form is the one used here.
      const request = http.request as (config: Options) => Promise<Response<Envelope<unknown>>>;
      const res = await request({ url: path, method: method as Options['method'], params: clean(params), data: body, headers });
      envelope = res.data;
      status = res.status;
    } catch (err) {
      // redaxios rejects with its response copy; `status` is missing from it when the Response's fields are
      // not enumerable (the in-process server's), so the envelope's code is what counts.
      const res = err as { status?: number; data?: Envelope<{ fields?: FieldIssue[] } | null> };
      if (res && res.data && typeof res.data === 'object' && 'code' in res.data) {
        const code = res.data.code;
        throw new ApiError(code, res.data.msg, res.status ?? statusOf(code), res.data.data?.fields ?? [], res.data.data ?? null);
      }
      throw new ApiError('network', err instanceof Error ? err.message : String(err), res?.status ?? 0);
    }
    if (!envelope || envelope.code !== SUCCESS) {
      const code = envelope?.code ?? 'E0500';
      throw new ApiError(code, envelope?.msg ?? '', status >= 400 ? status : statusOf(code));
    }
    if (schema && CHECK_ANSWERS) {
      const checked = schema.safeParse(envelope.data);
      if (!checked.success) throw new Error(`${method.toUpperCase()} ${path}: the answer does not match its contract: ${checked.error.message}`);
    }
    return envelope.data as T;
  }

  return {
    call: (e, ...[input]) => {
      const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Params; body?: unknown };
      if (e.answer === FILE_ANSWER) throw new Error(`${e.method} ${e.path} answers a file: download it, do not call it`);
      return send(e.method.toLowerCase(), pathOf(e.path, params), query, body, e.answer) as Promise<never>;
    },
  };
}
