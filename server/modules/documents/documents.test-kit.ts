import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { adminKit } from '../admin/admin.test-kit.ts';

/** A small real PDF of `pages` pages saying `text`. */
export async function samplePdf(text: string, pages = 1): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) pdf.addPage([300, 300]).drawText(`${text} ${i + 1}`, { x: 20, y: 250, size: 12, font });
  return pdf.save();
}

/** The first 8 bytes of a PNG file (PNG spec §5.2) and a little more: an image, whatever it is called. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

/** Uploads through POST /api/v1/admin/documents as a browser would (multipart), answering status and envelope. */
export async function upload(k: ReturnType<typeof adminKit>, token: string | undefined, fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type?: string }, lang = 'en') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? 'application/pdf' }));
  const headers: Record<string, string> = { 'x-forwarded-for': k.ip, 'user-agent': 'admin-kit', 'x-lang': lang };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await k.app.request('/api/v1/admin/documents', { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as { code: string; msg: string; data: any } };
}
