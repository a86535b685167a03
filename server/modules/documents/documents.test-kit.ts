import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { adminKit } from '../admin/admin.test-kit.ts';
import type { ProductFacts } from './demo-pdfs.ts';

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

/** A product as the drawn documents read it (datasheet, SDS), with Greek and Chinese text to exercise the fonts. */
export const SAMPLE_FACTS: ProductFacts = {
  company: 'Aurora Protein Sciences',
  catalogNumber: 'CYT-H0101',
  name: 'Recombinant Human IL-1α Protein',
  description: 'Recombinant Human IL-1α Protein is expressed in E. coli without a tag; 重组人白介素-1α蛋白.',
  category: 'Interleukins',
  species: 'Human',
  tag: 'Tag free',
  target: 'IL-1α',
  coupling: null,
  expressionSystem: 'E. coli',
  sizes: ['10 µg', '50 µg'],
  troubleshooting: 'Q: Activity is lower than expected.\nA: Avoid repeated freeze-thaw cycles.',
  issuedOn: '2025-06-02',
};
