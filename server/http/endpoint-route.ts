import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { endpointKey, FILE_ANSWER, latestTodayIso, type Answer, type CheckedInput, type Endpoint } from '../../src/contracts/endpoint.ts';
import { publicRead } from './api-caching.ts';
import { requestLang } from './request-lang.ts';
import { ok } from './respond.ts';
import { ChangeRefused } from './staff/change-refused.ts';
import { fieldError, readBody, readParams, readQuery } from './validate.ts';

/**
 * The server's side of an endpoint declaration (src/contracts/endpoint.ts): every route of the API is a
 * `route(endpoint, handler)` in its module's list, and `mountRoutes` binds the list to Hono the one way:
 * access checked first (the caller's hook), then the path parameters, query and body read with the declared
 * schemas (400 naming the field; the body with `bodyIn` of the request's language and day when declared), then
 * the handler, whose data is sent as the success envelope; a handler may answer a Response of its own (a file,
 * its own headers).
 */
export interface Route<E extends Endpoint = Endpoint> {
  endpoint: E;
  handler: (c: Context, input: CheckedInput<E>) => Answer<E> | Response | Promise<Answer<E> | Response>;
}

// The handler is stored against the general Endpoint: its input type is the declaration's, checked where the route is made.
export const route = <E extends Endpoint>(endpoint: E, handler: Route<E>['handler']): Route => ({ endpoint, handler }) as unknown as Route;

/**
 * Whether answers are parsed against their declared schema: everywhere but production (`npm start` and the
 * browser tests' server run with NODE_ENV=production and skip it; development and the API tests do it), so an
 * answer that drifts from its contract fails a test instead of a client.
 */
const CHECK_ANSWERS = process.env.NODE_ENV !== 'production';

/** Thrown when an answer breaks its contract (a 500 in development and tests: the code is wrong, not the request). */
export class AnswerBreaksContract extends Error {}

/**
 * Where the test run records which endpoints had an answer parsed (scripts/test.sh sets it for the db lane;
 * scripts/test-budget.mjs lists the declared endpoints no test made answer): one file per process, a key a line.
 */
const COVERAGE_DIR = process.env.ENDPOINT_COVERAGE_DIR;
const covered = new Set<string>();

function recordParsed(e: Endpoint) {
  const key = endpointKey(e);
  if (!COVERAGE_DIR || covered.has(key)) return;
  covered.add(key);
  appendFileSync(join(COVERAGE_DIR, `answers-${process.pid}.txt`), `${key}\n`);
}

function checkAnswer(e: Endpoint, data: unknown) {
  if (e.answer === FILE_ANSWER) return;
  const checked = e.answer.safeParse(JSON.parse(JSON.stringify(data ?? null)));
  if (!checked.success) throw new AnswerBreaksContract(`${endpointKey(e)}: the answer does not match its declared schema: ${checked.error.message}`);
  recordParsed(e);
}

async function checkResponse(e: Endpoint, res: Response) {
  if (e.answer === FILE_ANSWER || res.status !== 200 || !/json/.test(res.headers.get('content-type') ?? '')) return;
  const envelope = (await res.clone().json()) as { data?: unknown };
  checkAnswer(e, envelope.data);
}

export interface MountOptions {
  /** Removed from each endpoint's path (the back office's sub-app is mounted at `/admin`). */
  prefix?: string;
  /** Checks the caller may use the endpoint (throws 401/403); runs before the input is read. */
  access?: (c: Context, e: Endpoint) => void | Promise<void>;
  /** Middleware run before everything else for each route (a permission guard). */
  guard?: (e: Endpoint) => MiddlewareHandler | undefined;
  /** The server's clock (deps.now): the day `bodyIn` is given. */
  now?: () => Date;
}

/** The schema a request's body is read with: the declaration's `bodyIn` for the request's language and day, else its `body`. */
function bodySchemaOf(c: Context, e: Endpoint, now: () => Date) {
  return e.bodyIn ? e.bodyIn({ lang: requestLang(c), today: latestTodayIso(now()) }) : e.body;
}

/** Binds each route to `app` in list order (the first route whose path matches answers). */
export function mountRoutes(app: Hono<any>, routes: readonly Route[], opts: MountOptions = {}) {
  const now = opts.now ?? (() => new Date());
  for (const { endpoint: e, handler } of routes) {
    const path = opts.prefix && e.path.startsWith(opts.prefix) ? e.path.slice(opts.prefix.length) || '/' : e.path;
    const before: MiddlewareHandler[] = [];
    const guard = opts.guard?.(e);
    if (guard) before.push(guard);
    if (e.cache === 'public') before.push(publicRead);
    // Hono's overloads type each arity apart; the list of middleware is built at run time.
    (app.on as (method: string, path: string, ...handlers: MiddlewareHandler[]) => void)(e.method, path, ...before, async (c: Context) => {
      await opts.access?.(c, e);
      const input = {
        params: e.params ? readParams(c, e.params) : undefined,
        query: e.query ? readQuery(c, e.query) : undefined,
        body: e.body || e.bodyIn ? await readBody(c, bodySchemaOf(c, e, now)!, { submission: e.submission === true }) : undefined,
      } as CheckedInput<Endpoint>;
      let answer: unknown;
      try {
        answer = await handler(c, input as never);
      } catch (err) {
        // A change the data refuses (a role that would leave no owner) names its field, as bad input does.
        if (err instanceof ChangeRefused) throw fieldError(c, err.field, err.key);
        throw err;
      }
      if (e.cache === 'none') c.header('cache-control', 'no-store');
      if (answer instanceof Response) {
        if (CHECK_ANSWERS) await checkResponse(e, answer);
        return answer;
      }
      if (CHECK_ANSWERS) checkAnswer(e, answer);
      return ok(c, answer);
    });
  }
}
