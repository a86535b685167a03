import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { publicDocumentListSchema, type PublicDocument } from '../../contracts/documents.ts';
import { useSite } from '../../site/site-context.tsx';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The documents tab: datasheet, SDS and manual, then the certificate of every lot on file, each a plain
 * download link (the COA of a lot is two clicks from the product page: this tab, then its link). Loaded
 * when the tab opens: the page itself does not wait for it.
 */
export function ProductDocuments({ catalogNumber }: { catalogNumber: string }) {
  const { t } = useTranslation();
  const { api } = useSite();
  const [docs, setDocs] = useState<PublicDocument[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    api.get(`/product/${encodeURIComponent(catalogNumber)}/documents`, undefined, publicDocumentListSchema).then(
      (list) => live && setDocs(list),
      () => live && setFailed(true),
    );
    return () => void (live = false);
  }, [api, catalogNumber]);

  if (failed) return <p role="alert">{t('catalogue:documents.failed')}</p>;
  if (!docs) return <p aria-busy="true">{t('catalogue:documents.loading')}</p>;
  const sheets = docs.filter((d) => d.kind !== 'coa');
  const lots = docs.filter((d) => d.kind === 'coa');
  const kindOf = (d: PublicDocument) => t(`catalogue:documents.kind.${d.kind}`) + (d.lang ? ` (${t(`catalogue:documents.langOf.${d.lang}`)})` : '');
  return (
    <div className="product-documents" data-testid="product-documents">
      <p>{t('catalogue:documents.intro')}</p>
      {sheets.length ? (
        <div className="table-scroll" role="region" aria-label={t('catalogue:documents.sheets')} tabIndex={0}>
          <table className="data-table">
            <caption>{t('catalogue:documents.sheets')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('catalogue:documents.document')}</th>
                <th scope="col">{t('catalogue:documents.size')}</th>
                <th scope="col">{t('catalogue:documents.download')}</th>
              </tr>
            </thead>
            <tbody>
              {sheets.map((d) => (
                <tr key={d.url}>
                  <td>{kindOf(d)}</td>
                  <td>{kb(d.sizeBytes)}</td>
                  <td>
                    <a href={d.url} download={d.fileName} data-testid={`download-${d.kind}`}>
                      {t('catalogue:documents.downloadKind', { kind: kindOf(d) })}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="table-scroll" role="region" aria-label={t('catalogue:documents.certificates')} tabIndex={0}>
        <table className="data-table">
          <caption>{t('catalogue:documents.certificates')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('catalogue:documents.lot')}</th>
              <th scope="col">{t('catalogue:documents.issuedOn')}</th>
              <th scope="col">{t('catalogue:documents.size')}</th>
              <th scope="col">{t('catalogue:documents.download')}</th>
            </tr>
          </thead>
          <tbody>
            {lots.map((d) => (
              <tr key={d.url} data-lot={d.lot}>
                <td>{d.lot}</td>
                <td>
                  <time dateTime={d.issuedOn ?? undefined}>{d.issuedOn}</time>
                </td>
                <td>{kb(d.sizeBytes)}</td>
                <td>
                  <a href={d.url} download={d.fileName} data-testid="coa-download">
                    {t('catalogue:documents.downloadCoa', { lot: d.lot })}
                  </a>
                </td>
              </tr>
            ))}
            {lots.length ? null : (
              <tr>
                <td colSpan={4}>{t('catalogue:documents.noCertificates')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <p>
        <Link href={`/coa?catalogNumber=${encodeURIComponent(catalogNumber)}`}>{t('catalogue:documents.requestOther')}</Link>
      </p>
    </div>
  );
}
