import type { ProductDetail } from '../../../src/contracts/catalogue.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { doseText, specificationRowText, specificationTexts } from '../../../src/contracts/specification-text.ts';
import { translate } from '../../../src/i18n/create.ts';
import { resources } from '../../../src/i18n/resources.ts';
import { PdfWriter } from './pdf-writer.ts';

/**
 * What a demo datasheet, safety data sheet and certificate are drawn from: the product as its page reads it (the public
 * product answer in the reader's language, `productDetail`), so a document states what the page states, in its words.
 */
export interface ProductFacts {
  company: string;
  lang: Lang;
  product: Pick<ProductDetail, 'catalogNumber' | 'name' | 'description' | 'troubleshooting' | 'species' | 'target' | 'coupling' | 'expressionSystem' | 'specification'>;
  /** The product's category in the reader's language. */
  category: string;
  /** The sizes sold ("10 µg"). */
  sizes: string[];
  /** YYYY-MM-DD: the document's date (fixed, so the bytes never change between processes). */
  issuedOn: string;
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;
export const translatorOf = (lang: Lang): Translate => (key, params) => translate(lang, key, params);

/** The writer of one document of `f`: metadata, footer and page numbers in the document's language. */
export function writerFor(f: ProductFacts, title: string, subject: string) {
  const t = translatorOf(f.lang);
  return PdfWriter.create({
    title,
    author: f.company,
    subject,
    date: f.issuedOn,
    lang: f.lang,
    footer: t('catalogue:documents.drawn.footer', { company: f.company, catalogNumber: f.product.catalogNumber }),
    pageLabel: (page, pages) => t('catalogue:documents.drawn.page', { page, pages }),
  });
}

/** The page's specification rows (its labels and texts, `skip` left out) and the dose-response figure's caption. */
export function specificationTable(w: PdfWriter, f: ProductFacts, skip: readonly string[] = []) {
  const t = translatorOf(f.lang);
  w.table(specificationTexts(f.product.specification, t).filter((r) => !skip.includes(r.row)).map((r) => [r.label, r.value] as const));
  const dose = doseText(f.product.specification, t);
  if (dose) w.text(dose);
}

/** A multi-page product datasheet: overview and the page's specification rows, then quality control and questions. */
export async function datasheetPdf(f: ProductFacts): Promise<Uint8Array> {
  const t = translatorOf(f.lang);
  const d = (key: string, params?: Record<string, unknown>) => t(`catalogue:documents.drawn.${key}`, params);
  const p = f.product;
  const w = await writerFor(f, `${t('catalogue:documents.kind.datasheet')} ${p.catalogNumber} ${p.name}`, t('catalogue:documents.kind.datasheet'));
  w.text(f.company, { size: 13, bold: true, brand: true });
  w.gap(20);
  w.text(d('datasheetTitle'), { size: 11, bold: true, brand: true });
  w.text(p.name, { size: 20, bold: true });
  w.text(`${d('catalogNumber')} ${p.catalogNumber} · ${f.category}`, { size: 11, grey: true });
  w.heading(d('description'));
  w.text(p.description || p.name);
  w.heading(d('specifications'));
  // The identity rows, then the page's specification rows with the page's own labels and texts.
  const identity: [string, string | null][] = [
    [d('catalogNumber'), p.catalogNumber],
    [d('category'), f.category],
    [d('target'), p.target?.label ?? null],
    [d('species'), p.species?.label ?? null],
    [d('expressionSystem'), p.expressionSystem?.label ?? null],
    [d('coupling'), p.coupling?.label ?? null],
  ];
  const rows = [
    ...identity.filter((row): row is [string, string] => row[1] !== null),
    ...specificationTexts(p.specification, t).map((r) => [r.label, r.value] as [string, string]),
    [d('sizes'), f.sizes.join(', ') || d('onInquiry')] as [string, string],
  ];
  w.table(rows);
  const dose = doseText(p.specification, t);
  if (dose) {
    w.heading(d('figures'));
    w.text(dose);
  }
  // Quality control and questions start on page 2: the first page is the one-glance summary.
  w.newPage();
  w.heading(d('qualityControl'));
  w.text(d('qualityControlText'));
  if (p.troubleshooting) {
    w.heading(d('questions'));
    for (const line of p.troubleshooting.split('\n')) w.text(line, { bold: /^(Q|问)[:：]/.test(line) });
  }
  w.heading(d('notes'));
  w.text(d('notesText', { date: f.issuedOn }), { grey: true });
  return w.save();
}

/**
 * A safety data sheet in the 16 sections of the GHS (UN GHS Rev. 10, Annex 4), for a non-hazardous research reagent:
 * composition, storage and transport are the product's own formulation, storage and shipping as the page states them.
 */
export async function sdsPdf(f: ProductFacts): Promise<Uint8Array> {
  const t = translatorOf(f.lang);
  const d = (key: string, params?: Record<string, unknown>) => t(`catalogue:documents.drawn.${key}`, params);
  const p = f.product;
  const spec = p.specification;
  const stated = (row: 'formulation' | 'storage' | 'shipping') => specificationRowText(row, spec, t) ?? d('notStated');
  const w = await writerFor(f, `${t('catalogue:documents.kind.sds')} ${p.catalogNumber}`, t('catalogue:documents.kind.sds'));
  w.text(f.company, { size: 13, bold: true, brand: true });
  w.gap(16);
  w.text(d('sdsTitle'), { size: 11, bold: true, brand: true });
  w.text(p.name, { size: 16, bold: true });
  w.text(d('revision', { catalogNumber: p.catalogNumber, date: f.issuedOn }), { grey: true });
  const values = { name: p.name, catalogNumber: p.catalogNumber, company: f.company, formulation: stated('formulation'), storage: stated('storage'), shipping: stated('shipping') };
  for (const section of Object.keys(resources[f.lang].catalogue.documents.drawn.sds)) {
    w.heading(d(`sds.${section}.title`));
    w.text(d(`sds.${section}.body`, values));
    // The properties are the page's specification, row for row.
    if (section === 'properties') specificationTable(w, f);
  }
  return w.save();
}
