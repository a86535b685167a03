import { createHash } from 'node:crypto';

/** Validators of answers: weak ETags of a body, and If-None-Match against them. */

/** A weak ETag of `bytes`, prefixed with `salt` (e.g. the visitor's region) when given. */
export function weakTag(bytes: Uint8Array, salt = ''): string {
  const hash = createHash('sha1').update(bytes).digest('base64url').slice(0, 22);
  return `W/"${salt ? `${salt}-` : ''}${hash}"`;
}

/** True when an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
