import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

/**
 * Serves files below `root` (the built client). Hashed files under /assets/ are cached for a year;
 * other files are revalidated. index.html is never served directly: pages are rendered.
 */
export function createStaticFiles(root: string) {
  const base = normalize(root + sep);
  return async (c: Context): Promise<Response | null> => {
    const rel = decodeURIComponent(c.req.path);
    if (rel === '/' || rel.endsWith('/index.html') || !extname(rel)) return null;
    const file = normalize(join(base, rel));
    if (!file.startsWith(base)) return null;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const immutable = rel.startsWith('/assets/');
    const headers = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      'last-modified': info.mtime.toUTCString(),
    };
    if (c.req.method === 'HEAD') return new Response(null, { headers });
    return new Response(await readFile(file), { headers });
  };
}
