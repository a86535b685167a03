import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import type { PublicDocument } from '../../contracts/documents.ts';
import { productDocumentList } from '../../contracts/endpoints/documents.ts';
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
    api.call(productDocumentList, { params: { catalogNumber } }).then(
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
  const size: Column<PublicDocument> = { head: t('catalogue:documents.size'), cell: (d) => kb(d.sizeBytes) };
  const sheetColumns: Column<PublicDocument>[] = [
    { head: t('catalogue:documents.document'), cell: kindOf },
    size,
    {
      head: t('catalogue:documents.download'),
      cell: (d) => (
        <a href={d.url} download={d.fileName} data-testid={`download-${d.kind}`}>
          {t('catalogue:documents.downloadKind', { kind: kindOf(d) })}
        </a>
      ),
    },
  ];
  const lotColumns: Column<PublicDocument>[] = [
    { head: t('catalogue:documents.lot'), cell: (d) => d.lot },
    { head: t('catalogue:documents.issuedOn'), cell: (d) => <time dateTime={d.issuedOn ?? undefined}>{d.issuedOn}</time> },
    size,
    {
      head: t('catalogue:documents.download'),
      cell: (d) => (
        <a href={d.url} download={d.fileName} data-testid="coa-download">
          {t('catalogue:documents.downloadCoa', { lot: d.lot })}
        </a>
      ),
    },
  ];
  return (
    <div className="product-documents" data-testid="product-documents">
      <p>{t('catalogue:documents.intro')}</p>
      {sheets.length ? (
        <DataTable region={t('catalogue:documents.sheets')} caption={t('catalogue:documents.sheets')} className="data-table" columns={sheetColumns} rows={sheets} rowKey={(d) => d.url} />
      ) : null}
      <DataTable
        region={t('catalogue:documents.certificates')}
        caption={t('catalogue:documents.certificates')}
        className="data-table"
        columns={lotColumns}
        rows={lots}
        rowKey={(d) => d.url}
        row={(d) => ({ 'data-lot': d.lot ?? undefined })}
        empty={t('catalogue:documents.noCertificates')}
      />
      <p>
        <Link href={`/coa?catalogNumber=${encodeURIComponent(catalogNumber)}`}>{t('catalogue:documents.requestOther')}</Link>
      </p>
    </div>
  );
}
