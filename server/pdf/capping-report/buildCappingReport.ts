// PLACEHOLDER: replaced at merge by s31-page's implementation
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { SpectrumCappingAnswer } from '../../../src/science/spectrum/spectrumCapping.ts';

/** S31-INTERFACES.md §3 (the contract's zod schema lives in src/contracts/capping-report.ts). */
export interface CappingReportInput {
  toolboxVersion: string;
  massTableVersion: string;
  massTableSources: string[];
  file: { name: string; bytes: number; sha256: string };
  parameters: Record<string, unknown>;
  spectrum: { mz: number[]; intensity: number[] };
  answer: SpectrumCappingAnswer;
  comment: string;
  preparedBy: string;
  date: string;
}

/** Placeholder: a one-page PDF with fixed dates (deterministic), not the report. */
export async function buildCappingReport(input: CappingReportInput, lang: 'en' | 'zh'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fixed = new Date(`${input.date}T00:00:00Z`);
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(`Capping report (${lang}) ${input.file.name} ${input.file.sha256}`, { x: 40, y: 780, size: 10, font });
  return doc.save({ useObjectStreams: false });
}
