import { coaRows, type MeasuredResult } from './coa-rows.ts';
import { specificationTable, translatorOf, writerFor, type ProductFacts } from './demo-pdfs.ts';

/** The lot a certificate is for. */
export interface CertifiedLot {
  lotNumber: string;
  manufacturedOn: string;
  expiresOn: string;
}

/**
 * The certificate of analysis of a released lot (A4), in the reader's language: the lot, then for each release test
 * the specification from the product record and the lot's result (coa-rows.ts), then the product's other
 * specification rows as its page states them (molecular weight, host, storage, shipping…).
 */
export async function lotCertificate(f: ProductFacts, lot: CertifiedLot, results: readonly MeasuredResult[] | null): Promise<Uint8Array> {
  const t = translatorOf(f.lang);
  const c = (key: string, params?: Record<string, unknown>) => t(`catalogue:documents.drawn.coa.${key}`, params);
  const p = f.product;
  const rows = coaRows({ specification: p.specification, lang: f.lang }, results);
  const title = `${t('catalogue:documents.drawn.coaTitle')} ${p.catalogNumber} ${lot.lotNumber}`;
  const w = await writerFor({ ...f, issuedOn: lot.manufacturedOn }, title, t('catalogue:documents.kind.coa'));
  w.text(f.company, { size: 13, bold: true, brand: true });
  w.gap(20);
  w.text(t('catalogue:documents.drawn.coaTitle'), { size: 20, bold: true });
  w.gap(10);
  w.table([
    [c('product'), p.name],
    [t('catalogue:documents.drawn.catalogNumber'), p.catalogNumber],
    [c('lot'), lot.lotNumber],
    [c('manufacturedOn'), lot.manufacturedOn],
    [c('expiresOn'), lot.expiresOn],
  ]);
  w.gap(12);
  w.columns(
    [[c('test'), c('specification'), c('result'), c('method')], ...rows.map((r) => [r.label, r.specification, r.result, r.method])],
    [110, 225, 80, 80],
    { header: true },
  );
  w.heading(t('catalogue:documents.drawn.specifications'));
  // The tests' rows are in the table above; the rest of the page's rows follow.
  specificationTable(w, f, ['purity', 'endotoxin', 'formulation', 'reconstitution', 'activity']);
  w.gap(16);
  w.text(c('conclusion'));
  w.gap(8);
  w.text(c('signature'), { bold: true });
  return w.save();
}
