import type { adminKit } from '../admin/admin.test-kit.ts';

type Kit = ReturnType<typeof adminKit>;

/** Sends a file to the import as the raw request body (or as a multipart form when `form` is set). */
export async function postImport(kit: Kit, token: string, bytes: Uint8Array | string, query = '', opts: { form?: boolean; lang?: 'en' | 'zh'; mapping?: string } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': kit.ip, authorization: `Bearer ${token}`, 'x-lang': opts.lang ?? 'en' };
  let body: BodyInit;
  if (opts.form) {
    const form = new FormData();
    form.set('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), 'catalogue.csv');
    if (opts.mapping) form.set('mapping', opts.mapping);
    body = form;
  } else {
    headers['content-type'] = 'application/octet-stream';
    body = typeof bytes === 'string' ? bytes : new Uint8Array(bytes);
  }
  const res = await kit.app.request(`/api/v1/admin/catalogue/import${query}`, { method: 'POST', headers, body });
  return { status: res.status, body: (await res.json()) as { code: string; msg: string; data: any } };
}

/** Downloads the export (xlsx or csv) as bytes. */
export async function getExport(kit: Kit, token: string, format: 'xlsx' | 'csv' = 'xlsx') {
  const res = await kit.app.request(`/api/v1/admin/catalogue/export?format=${format}`, { headers: { 'x-forwarded-for': kit.ip, authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** CSV text of rows (cells quoted when needed), without a byte-order mark. */
export const csv = (rows: readonly (readonly string[])[]) => rows.map((r) => r.map((v) => (/[",;\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',')).join('\n');
