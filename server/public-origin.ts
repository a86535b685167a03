import type { Env } from './env.ts';
import type { Logger } from './log.ts';

/**
 * The origin absolute links are built on when a language has no host of its own: PUBLIC_URL, else
 * EN_HOST or CN_HOST, else http://localhost:PORT. Links are never built from the request's Host header,
 * which the client chooses (a mailed confirmation link would carry a live token to any host).
 */
export function publicOrigin(env: Pick<Env, 'PUBLIC_URL' | 'EN_HOST' | 'CN_HOST' | 'PORT'>): { origin: string; configured: boolean } {
  const configured = env.PUBLIC_URL ?? env.EN_HOST ?? env.CN_HOST;
  return { origin: new URL(configured ?? `http://localhost:${env.PORT}`).origin, configured: configured !== undefined };
}

/** Logs, once at start, when links fall back to localhost because no public address is configured. */
export function announcePublicOrigin(env: Parameters<typeof publicOrigin>[0], log: Logger): string {
  const { origin, configured } = publicOrigin(env);
  if (!configured) log.warn('no public address configured (PUBLIC_URL, EN_HOST, CN_HOST): links in e-mails, canonical and hreflang use ' + origin);
  return origin;
}
