import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { sendBody, type CachedBody } from '../http/cached-body.ts';

/** Formats that gain from compression; the others (PNG, JPEG, WebP, WOFF2, PDF) are compressed already. */
const TEXT = new Set(['.js', '.css', '.svg', '.json', '.txt', '.xml', '.ico']);

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

/** Hashed build output: the name changes with the content, so browsers keep it for a year unasked. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other files (public/: logo, banners) keep their names across releases: revalidated after an hour. */
const REVALIDATE = 'public, max-age=3600';
/** Files kept in memory up to this size; larger ones are read per request. */
const MAX_KEPT_BYTES = 4 * 1024 * 1024;

interface StaticFile {
  body: CachedBody;
  mtimeMs: number;
  size: number;
  lastModified: string;
}

/** Reads a file and the .br / .gz forms the build wrote beside it (vite.config.ts), when there are any. */
async function load(file: string, info: { mtimeMs: number; size: number; mtime: Date }): Promise<StaticFile> {
  const [bytes, br, gz] = await Promise.all([readFile(file), readFile(`${file}.br`).catch(() => null), readFile(`${file}.gz`).catch(() => null)]);
  const body: CachedBody = {
    bytes,
    // Changes whenever the file does; the same for every encoding of it (weak).
    etag: `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`,
    encoded: { ...(br ? { br } : {}), ...(gz ? { gzip: gz } : {}) },
  };
  return { body, mtimeMs: info.mtimeMs, size: info.size, lastModified: info.mtime.toUTCString() };
}

/**
 * Serves files below `root` (the built client). Hashed files under /assets/ are cached by browsers for a
 * year; other files are revalidated (ETag, 304). Text files go out brotli- or gzip-compressed: the build's
 * precompressed forms when present, else compressed once here. Files stay in memory (the build is a
 * couple of MB); files outside /assets/ are checked for changes on every request. index.html is never
 * served directly: pages are rendered.
 */
export function createStaticFiles(root: string) {
  const base = normalize(root + sep);
  const kept = new Map<string, StaticFile>();
  return async (c: Context): Promise<Response | null> => {
    let rel: string;
    try {
      rel = decodeURIComponent(c.req.path);
    } catch {
      return null;
    }
    if (rel === '/' || rel.endsWith('/index.html') || rel === '/admin.html' || !extname(rel)) return null;
    const file = normalize(join(base, rel));
    if (!file.startsWith(base)) return null;
    const immutable = rel.startsWith('/assets/');
    let entry = kept.get(file);
    if (!entry || !immutable) {
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      if (!entry || entry.mtimeMs !== info.mtimeMs || entry.size !== info.size) {
        entry = await load(file, info);
        if (info.size <= MAX_KEPT_BYTES) kept.set(file, entry);
      }
    }
    const ext = extname(file);
    const headers = { 'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': immutable ? IMMUTABLE : REVALIDATE, 'last-modified': entry.lastModified };
    return sendBody(c.req.raw, entry.body, headers, { compress: TEXT.has(ext) });
  };
}
