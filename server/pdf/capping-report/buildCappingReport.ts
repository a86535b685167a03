import { createHash } from 'node:crypto';
import { PDFDocument, PDFHexString, type PDFFont } from 'pdf-lib';
import type { CappingReportInput } from '../../../src/contracts/capping-report.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { translate } from '../../../src/i18n/create.ts';
import { resources } from '../../../src/i18n/resources.ts';
import { BRAND, GREY, INK, LEFT, RIGHT, WIDTH } from '../page-layout.ts';
import { PageCursor } from '../page-cursor.ts';
import { drawSpectrum, SERIES_COLOURS } from './spectrum-figure.ts';
import { embedCjkFonts } from '../cjk-font.ts';
import { wrapText } from '../wrap-text.ts';
import { num, parameterText } from './text-lines.ts';

export type { CappingReportInput } from '../../../src/contracts/capping-report.ts';

/** Left edges of the assignment table's columns: species, mass, intensity, charges, error. */
const COLS = [LEFT, 190, 290, 370, 490] as const;
const PERCENTS = [
  ['capped', 'capped_percent'],
  ['gpppn', 'gpppn_percent'],
  ['uncapped', 'uncapped_percent'],
  ['cap1', 'cap1_percent'],
  ['anyCap', 'any_cap_percent'],
] as const;

/**
 * The capping report as an A4 PDF in `lang`, for a reviewer to sign: provenance (versions, the input file's
 * name, size and SHA-256), every parameter, the summed spectrum as vector paths, the assignments, the
 * percentages with their ranges and definitions, comment, prepared by and the user's date. Deterministic: no
 * creation or modification date, no producer, and a document id hashed from the input, so identical inputs
 * give identical bytes (the fonts are HarfBuzz subsets of the same characters, server/pdf/font-subset.ts).
 */
export async function buildCappingReport(input: CappingReportInput, lang: Lang): Promise<Uint8Array> {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, `toolbox:${key}`, params);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`${t('report.title')} – ${input.file.name}`);
  pdf.setLanguage(lang === 'zh' ? 'zh-CN' : 'en-GB');
  const id = createHash('sha256').update(JSON.stringify([lang, input])).digest('hex').slice(0, 32);
  pdf.context.trailerInfo.ID = pdf.context.obj([PDFHexString.of(id), PDFHexString.of(id)]);
  const { font, bold } = await embedCjkFonts(pdf, charactersOf(input, lang));

  const at = new PageCursor(pdf);
  const row = (s: string, size = 9, f: PDFFont = font, colour = INK) => {
    for (const line of wrapText(f, s, WIDTH, size)) {
      at.room(size * 1.5);
      at.page.drawText(line, { x: LEFT, y: at.y, size, font: f, color: colour });
      at.y -= size * 1.5;
    }
  };
  const heading = (s: string) => {
    at.y -= 6;
    at.room(40);
    at.page.drawText(s, { x: LEFT, y: at.y, size: 12, font: bold, color: BRAND });
    at.y -= 6;
    at.page.drawLine({ start: { x: LEFT, y: at.y }, end: { x: RIGHT, y: at.y }, thickness: 0.6, color: BRAND });
    at.y -= 14;
  };

  row(t('report.title'), 18, bold, BRAND);
  row(t('report.subtitle'), 10);
  row(t('spectrum.screening'), 9, bold);
  heading(t('report.provenance'));
  row(t('report.toolboxVersion', { version: input.toolboxVersion }));
  row(t('report.massTable', { version: input.massTableVersion }));
  for (const s of input.massTableSources) row(`· ${s}`, 8, font, GREY);
  row(t('report.inputFile', { name: input.file.name }));
  row(t('report.fileSize', { bytes: input.file.bytes }));
  row(t('report.sha256', { hash: input.file.sha256 }), 8);
  heading(t('report.parameters'));
  for (const [key, value] of Object.entries(input.parameters)) row(`${key}: ${parameterText(value, t('report.yes'), t('report.no'))}`);

  heading(t('report.spectrum'));
  at.room(210);
  drawSpectrum(at.page, font, input, { x: LEFT, y: at.y - 200, w: WIDTH, h: 200 }, t('spectrum.mzAxis'));
  at.y -= 214;

  heading(t('report.assignments'));
  const cells = (values: string[], f: PDFFont, colour = INK) => {
    at.room(14);
    values.forEach((v, i) => at.page.drawText(v, { x: COLS[i]!, y: at.y, size: 8, font: f, color: colour }));
    at.y -= 13;
  };
  cells(['species', 'mass', 'intensity', 'charges', 'error'].map((k) => t(`spectrum.col_${k}`)), bold);
  input.answer.species.forEach((s, i) =>
    cells([s.species, num(s.mass_monoisotopic, 3), num(s.intensity, 0), s.charges.join(' '), num(s.error_ppm, 1)], font, SERIES_COLOURS[i % SERIES_COLOURS.length]),
  );
  if (input.answer.species.length === 0) row(t('spectrum.none'));
  row(t('spectrum.envelopesTitle'), 9, bold);
  for (const e of input.answer.unassigned_envelopes) cells(['—', num(e.mass, 3), num(e.intensity, 0), e.charges.join(' '), ''], font);
  if (input.answer.unassigned_envelopes.length === 0) row(t('spectrum.none'));
  row(t('spectrum.ambiguousTitle'), 9, bold);
  for (const a of input.answer.ambiguous) cells([a.candidates.map((c) => c.species).join(' / '), num(a.mass, 3), num(a.intensity, 0), '', ''], font);
  if (input.answer.ambiguous.length === 0) row(t('spectrum.none'));

  heading(t('report.results'));
  for (const [key, field] of PERCENTS) {
    const range = input.answer.ranges[field];
    const extremes = range ? ` (${t('spectrum.range', { min: num(range[0], 1), max: num(range[1], 1) })})` : '';
    row(`${t(`spectrum.${key}`)}: ${num(input.answer[field], 1)} %${extremes}`, 10, bold);
    row(t(`spectrum.${key}Def`), 8, font, GREY);
  }
  row(t('spectrum.sumNote'), 8);

  heading(t('report.commentTitle'));
  for (const para of (input.comment || '—').split('\n')) row(para);
  at.y -= 12;
  row(t('report.signature', { name: input.preparedBy, date: input.date }), 10);
  at.y -= 8;
  row(t('report.reviewedBy'), 10);
  const pages = pdf.getPages();
  pages.forEach((p, i) => p.drawText(t('report.page', { page: i + 1, pages: pages.length }), { x: LEFT, y: 30, size: 7, font, color: GREY }));
  return pdf.save();
}

/** Every character the report may draw: its input, its texts in the language, printable ASCII and the signs used. */
function charactersOf(input: CappingReportInput, lang: Lang): string {
  const { report, spectrum } = resources[lang].toolbox as { report: unknown; spectrum: unknown };
  let ascii = '';
  for (let c = 0x20; c < 0x7f; c++) ascii += String.fromCharCode(c);
  return `${JSON.stringify(input)}${JSON.stringify(report)}${JSON.stringify(spectrum)}·−—–…${ascii}`;
}
