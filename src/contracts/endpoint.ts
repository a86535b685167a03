import type { z } from 'zod';
import type { Permission } from './admin/permissions.ts';
import type { Lang } from './lang.ts';

/**
 * One API endpoint, declared once: the server binds its handler to it (server/http/endpoint-route.ts: input
 * checked, access checked, cache rule applied, the answer parsed against `answer` in development and tests),
 * the browser calls it (`api.call(endpoint, input)`), the README's API tables are printed from it
 * (scripts/api-tables.ts) and a generic test walks it (malformed input, unknown id, no access, cache headers).
 */

/** Who may call: anyone, a logged-in customer, any staff member (their own account), or staff holding a permission. */
export type Access = 'public' | 'customer' | 'staff' | { permission: Permission };

/**
 * How the answer may be kept. `public`: the same for every visitor of a language and region (catalogue,
 * content, configuration), so the server's API memo may keep it; `private`: the default for GET (validators,
 * `private, no-cache`); `none`: never stored (`no-store`, every back-office answer).
 */
export type CacheRule = 'public' | 'private' | 'none';

/** A file answer (a PDF, a workbook, an image): not an envelope; the README names it. */
export const FILE_ANSWER = 'file' as const;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a body's rules may depend on (see `bodyIn`): the request's language and the day. */
export interface BodyAt {
  lang: Lang;
  /** The day of the request as YYYY-MM-DD: `latestTodayIso` of the server's clock (deps.now). */
  today: string;
}

/** The latest calendar day anywhere on Earth (UTC+14), so "not in the future" never refuses today somewhere. */
export const latestTodayIso = (now: Date) => new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends z.ZodType | typeof FILE_ANSWER = z.ZodType | typeof FILE_ANSWER,
> {
  method: Method;
  /** Below /api/v1, with `:name` for each path parameter: `/admin/products/:catalogNumber`. */
  path: string;
  access: Access;
  params?: P;
  query?: Q;
  /**
   * The JSON body; an upload (multipart or raw bytes) is read by its handler and described in `does`. With
   * `bodyIn`, the schema shown in the README and used for the types (one language's form, e.g. the English one).
   */
  body?: B;
  /**
   * The body's schema for one request, when its rules depend on the request's language (a mainland mobile on
   * the Chinese site, an international number on the English one) or on the day (a date not in the future):
   * the server reads the body with `bodyIn({ lang, today })` instead of `body`, so a 400 names each bad field
   * by that request's rules. The schema it gives has the same output type as `body` (the handler's `input.body`).
   */
  bodyIn?: (at: BodyAt) => z.ZodType<Out<B>>;
  /** The body is a form submission: its `submissionId` may come from the `Idempotency-Key` header or be left out. */
  submission?: true;
  answer: A;
  cache?: CacheRule;
  /** The README's table group (a heading of the API section). */
  group: string;
  /** What it does, as the README's "does" column says it (Markdown, one line): the shapes, the rules, the errors. */
  does: string;
}

/** Declares an endpoint (types kept literal so `api.call` and the server's handler know its input and answer). */
export const endpoint = <P extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined, A extends z.ZodType | typeof FILE_ANSWER = z.ZodType>(
  e: Endpoint<P, Q, B, A>,
): Endpoint<P, Q, B, A> => e;

/** `GET /admin/orders`: the method and the path as the README and the errors name them. */
export type Route = `${Method} /${string}`;

/** A declaration in a file of endpoints that share who may call, the README group and the cache rule. */
export type Declaration<P extends z.ZodType | undefined, Q extends z.ZodType | undefined, B extends z.ZodType | undefined, A extends z.ZodType | typeof FILE_ANSWER> = Omit<
  Endpoint<P, Q, B, A>,
  'method' | 'path' | 'access' | 'group'
> & { route: Route; access?: Access; group?: string };

/**
 * The declare function of one file: `const declare = endpointsOf({ group: 'admin', access: { permission: 'orders' } })`,
 * then `declare({ route: 'GET /admin/orders', query, answer, does })`; a declaration may still name its own
 * access, group or cache where it differs from the file's.
 */
export function endpointsOf(shared: { group: string; access: Access; cache?: CacheRule }) {
  return <P extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined, A extends z.ZodType | typeof FILE_ANSWER = z.ZodType>({
    route,
    ...declared
  }: Declaration<P, Q, B, A>): Endpoint<P, Q, B, A> => {
    const space = route.indexOf(' ');
    return { ...shared, ...declared, method: route.slice(0, space) as Method, path: route.slice(space + 1) };
  };
}

type In<S> = S extends z.ZodType ? z.input<S> : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type ParamsOf<E> = E extends Endpoint<infer P, infer _Q, infer _B, infer _A> ? P : never;
type QueryOf<E> = E extends Endpoint<infer _P, infer Q, infer _B, infer _A> ? Q : never;
type BodyOf<E> = E extends Endpoint<infer _P, infer _Q, infer B, infer _A> ? B : never;

/** What a caller sends: the path parameters, the query and the body, each present when the endpoint declares it. */
export type EndpointInput<E extends Endpoint> = ([ParamsOf<E>] extends [undefined] ? unknown : { params: In<ParamsOf<E>> }) &
  ([QueryOf<E>] extends [undefined] ? unknown : { query?: In<QueryOf<E>> }) &
  ([BodyOf<E>] extends [undefined] ? unknown : { body: In<BodyOf<E>> });

/** What the handler receives: the same, checked and transformed by the schemas. */
export interface CheckedInput<E extends Endpoint> {
  params: Out<ParamsOf<E>>;
  query: Out<QueryOf<E>>;
  body: Out<BodyOf<E>>;
}

/** The answer's data (the envelope's `data`). */
export type Answer<E extends Endpoint> = E['answer'] extends z.ZodType ? z.output<E['answer']> : never;

/** The permission an endpoint needs, null for staff endpoints any staff member may call (their own account). */
export const permissionOf = (e: Endpoint): Permission | null => (typeof e.access === 'object' ? e.access.permission : null);

/** `/admin/products/:catalogNumber` with `{catalogNumber: 'CYT-H0201'}` → `/admin/products/CYT-H0201` (each value encoded). */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** `GET /admin/products/:catalogNumber`: how the README, the tests and the errors name an endpoint. */
export const endpointKey = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;
