import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { etagMatches } from '../../http/validators.ts';
import { HttpError } from '../../http/errors.ts';
import { attachmentName } from '../../http/attachment-name.ts';
import { withFiles } from './demo-documents.ts';
import { storeOf } from '../../storage/document-store.ts';
import type { DocumentRow } from './documents.queries.ts';

/** The version a download address carries: the first 16 hex digits of the file's SHA-256. */
export const versionOf = (sha256: string) => sha256.slice(0, 16);

/** A year: the longest lifetime caches honour (RFC 9111 §5.2.2.1 suggests no more). */
const YEAR_SECONDS = 31_536_000;

/**
 * Sends a document as an attachment with a strong ETag (its SHA-256): 304 to a matching If-None-Match.
 * An address carrying the file's current version (`?v=`, as the public list gives it) is cached for good
 * (`immutable`: a new file gets a new address); without it, caches keep the file but revalidate
 * (`no-cache`), so a replaced certificate is never served stale.
 */
export async function sendDocument(c: Context, deps: AppDeps, row: DocumentRow): Promise<Response> {
  const store = storeOf(deps);
  const [doc] = await withFiles(deps.db, store, [row]);
  const bytes = doc?.sha256 ? await store.get(deps.db, doc.sha256) : null;
  if (!doc?.sha256 || !bytes) throw new HttpError('E0404');
  const etag = `"${doc.sha256}"`;
  const versioned = c.req.query('v') === versionOf(doc.sha256);
  const headers: Record<string, string> = {
    etag,
    'cache-control': versioned ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, no-cache',
    'x-content-type-options': 'nosniff',
  };
  if (etagMatches(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(c.req.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), {
    status: 200,
    headers: {
      ...headers,
      'content-type': doc.contentType,
      'content-length': String(bytes.length),
      'content-disposition': `attachment; filename="${attachmentName(doc.fileName, `${doc.kind}-${doc.id}`)}"`,
    },
  });
}
