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

/** A product as the drawn documents read it (its public answer), with Greek and Chinese text to exercise the font. */
export const SAMPLE_FACTS: ProductFacts = {
  company: 'Aurora Protein Sciences',
  lang: 'en',
  product: {
    catalogNumber: 'CYT-H0101',
    name: 'Recombinant Human IL-1α Protein',
    description: 'Recombinant Human IL-1α Protein is expressed in E. coli without a tag; 重组人白介素-1α蛋白.',
    troubleshooting: 'Q: Activity is lower than expected.\nA: Avoid repeated freeze-thaw cycles.',
    species: { value: 'human', label: 'Human' },
    target: { value: 'IL-1α', label: 'IL-1α' },
    coupling: null,
    expressionSystem: { value: 'e_coli', label: 'E. coli' },
    specification: {
      mwPredictedKda: 18,
      mwObservedKda: 17.5,
      mwNonReducingKda: null,
      purityPercent: 95,
      purityMethod: 'SDS-PAGE',
      endotoxinEuPerUg: 0.01,
      expressionHost: 'E. coli',
      hostCellLine: null,
      constructRange: 'Ser113-Ala271',
      accession: 'P01583',
      activity: 'Measured in a cell proliferation assay using D10.G4.1 mouse helper T cells. The ED50 for this effect is 2-10 pg/mL.',
      ed50NgPerMl: 0.006,
      formulation: 'Lyophilized from a 0.22 µm filtered solution in PBS, pH 7.4, with 5% trehalose as protectant.',
      reconstitution: 'Reconstitute in sterile water to 0.1–0.5 mg/mL.',
      storage: 'Lyophilized: 12 months at -20 °C or below.',
      shippingTemperature: 'ambient',
      tag: null,
    },
  },
  category: 'Interleukins',
  sizes: ['10 µg', '50 µg'],
  issuedOn: '2025-06-02',
};
