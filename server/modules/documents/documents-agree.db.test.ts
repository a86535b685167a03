import { asc } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { publicDocumentListSchema } from '../../../src/contracts/documents.ts';
import type { ProductSpecification } from '../../../src/contracts/product-specification.ts';
import { shippingTemperatures, specificationFieldIds, specificationFields } from '../../../src/contracts/resources/product.ts';
import { fieldText } from '../../../src/contracts/specification-text.ts';
import { translate } from '../../../src/i18n/create.ts';
import { products } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { testApp } from '../../test/app.ts';
import { lotResults } from '../lots/lot-results.ts';
import { coaRows } from './coa-rows.ts';

/** Text compared without its layout: a value may wrap anywhere (Chinese between any two characters). */
const flat = (s: string) => s.replace(/\s+/g, '');
/** The numbers a pattern finds in a text (its first group). */
const numbers = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => Number(m[1]));

/**
 * The demo products the documents are checked on: the first of each catalogue series (CYT-H, ENZ, MRN…), which
 * between them carry every family's shape of record (drawing is ~0.5 s a PDF here, six PDFs a product);
 * DOCUMENTS_EVERY_PRODUCT=1 checks every product (minutes).
 */
function sample(catalogNumbers: string[]): string[] {
  if (process.env.DOCUMENTS_EVERY_PRODUCT === '1') return catalogNumbers;
  const seen = new Map<string, number>();
  return catalogNumbers.filter((cat) => {
    const series = cat.replace(/\d+$/, '');
    seen.set(series, (seen.get(series) ?? 0) + 1);
    return seen.get(series)! <= 1;
  });
}

describeEachDatabase('drawn documents state what the product page states', (database) => {
  const app = () => testApp(database().db);
  const onPostgres = () => (database() as { url?: string }).url !== undefined;
  let catalogNumbers: string[] = [];

  beforeAll(async () => {
    const all = (await database().db.select({ cat: products.catalogNumber }).from(products).orderBy(asc(products.catalogNumber))).map((r) => r.cat);
    // The drawings are the same bytes on either driver: the sample is drawn on PGlite; on PostgreSQL (its `url`) the
    // queries behind them are checked on one product of each kind of record (protein, enzyme, mRNA raw material).
    catalogNumbers = sample(all);
    if (onPostgres() && process.env.DOCUMENTS_EVERY_PRODUCT !== '1') catalogNumbers = catalogNumbers.filter((cat) => ['CYT-H', 'ENZ', 'MRN'].some((s) => cat.startsWith(s)));
  });

  it('every declared field the product answer states appears, as the page prints it, in the datasheet, SDS and COA of both languages, and no other figure does', { timeout: 600_000 }, async () => {
    expect(catalogNumbers.length).toBeGreaterThan(onPostgres() ? 2 : 5);
    let stated = 0;
    let coasWithResults = 0;
    for (const cat of catalogNumbers) {
      for (const lang of ['en', 'zh'] as const) {
        const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
        const headers = { 'x-lang': lang };
        const answer = await (await app().request(`/api/v1/product/${cat}`, { headers })).json();
        const spec = answer.data.specification as ProductSpecification;
        const list = publicDocumentListSchema.parse((await (await app().request(`/api/v1/product/${cat}/documents`, { headers })).json()).data);
        const kinds = list.map((d) => d.kind);
        expect(kinds.filter((k) => k === 'datasheet' || k === 'sds'), `${cat} ${lang}`).toEqual(['datasheet', 'sds']);
        expect(kinds.filter((k) => k === 'coa').length, `${cat} ${lang}`).toBeGreaterThan(0);
        expect(list.every((d) => d.lang === lang)).toBe(true);
        for (const doc of list) {
          const what = `${cat} ${lang} ${doc.kind} ${doc.lot ?? ''}`;
          const text = await pdfText(new Uint8Array(await (await app().request(doc.url)).arrayBuffer()));
          // Every field of the declaration (not a hand list): a new field a drawing leaves out fails here.
          for (const id of specificationFieldIds) {
            const value = specificationFields[id].kind === 'dictionary' ? spec.tag : spec[id as keyof ProductSpecification];
            if (value === null || value === '') continue;
            const printed = fieldText(id, spec, t);
            expect(printed, `${what}: the page prints ${id}`).not.toBeNull();
            expect(flat(text), `${what}: ${id}`).toContain(flat(printed!));
            stated++;
          }
          // No other figure: endotoxin limits, purities and shipping than the record's.
          const endotoxins = numbers(text, /<\s*([\d.]+)\s*EU\//g);
          expect(endotoxins.every((n) => n === spec.endotoxinEuPerUg), `${what}: endotoxin ${endotoxins}`).toBe(true);
          const purities = numbers(text, /[>≥]\s*([\d.]+)\s*%/g);
          expect(purities.every((n) => n === spec.purityPercent), `${what}: purity ${purities}`).toBe(true);
          for (const other of shippingTemperatures.filter((s) => s !== spec.shippingTemperature)) expect(text, what).not.toContain(t(`catalogue:spec.shippingValue.${other}`));
          expect(text, what).not.toMatch(/\bPass\b/);
          if (doc.kind === 'coa') {
            // A lot with measured results states each of them; one without says it conforms to the specification.
            const measured = await lotResults(database().db, answer.data.id, doc.lot!);
            if (measured) for (const r of measured) expect(flat(text), `${what}: measured ${r.test}`).toContain(flat(r.value));
            // (A product whose page states no release test has none in the table: its certificate ends with the conclusion.)
            else if (coaRows({ specification: spec, lang }, null).length) expect(text, what).toContain(t('catalogue:documents.drawn.coa.conforms'));
            // Each row of the table: the test, its specification as the page states it, the result and the method.
            const rows = coaRows({ specification: spec, lang }, measured && measured.map((r) => ({ test: r.test, specification: r.specification, result: r.value, method: r.method })));
            for (const row of rows) for (const cell of [row.label, row.specification, row.result, row.method]) expect(flat(text), `${what}: ${row.test} ${cell}`).toContain(flat(cell));
            expect(flat(text), `${what}: conclusion`).toContain(flat(t('catalogue:documents.drawn.coa.conclusion')));
            if (measured) coasWithResults++;
          }
          if (lang === 'zh') expect(text, what).toContain(t(`catalogue:documents.drawn.${doc.kind === 'coa' ? 'coaTitle' : doc.kind === 'sds' ? 'sdsTitle' : 'datasheetTitle'}`));
        }
      }
    }
    // The sample carries stated values (proteins, enzymes), not only products without a datasheet.
    expect(stated).toBeGreaterThan(onPostgres() ? 30 : 100);
    // The demo lots carry measured results, so the certificates drawn here show them.
    expect(coasWithResults).toBeGreaterThan(0);
  });
});
