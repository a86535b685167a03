import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDocument } from '../../contracts/documents.ts';
import { pathOf } from '../../contracts/endpoint.ts';
import { coaDownload, productDocumentDownload } from '../../contracts/endpoints/documents.ts';
import { AdminTable, RowActions, RowButton } from '../kit/index.ts';
import { useAdminTime } from '../kit/admin-time.ts';

const kb = (bytes: number | null) => (bytes === null ? null : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The public address of a document (demo files not drawn yet are drawn by it). */
const publicUrl = (d: AdminDocument) =>
  d.kind === 'coa'
    ? `/api/v1${pathOf(coaDownload.path, { catalogNumber: d.catalogNumber, lot: d.lot ?? '' })}`
    : `/api/v1${pathOf(productDocumentDownload.path, { catalogNumber: d.catalogNumber, kind: d.kind })}${d.lang ? `?lang=${d.lang}` : ''}`;

/** One page of product documents: product, kind, lot, size, source; download, and delete after a confirmation. */
export function DocumentsTable({ rows, onRemove }: { rows: AdminDocument[]; onRemove: (d: AdminDocument) => Promise<void> }) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<number | null>(null);
  const times = useAdminTime();
  const remove = async (d: AdminDocument) => {
    await onRemove(d);
    setDeleting(null);
  };

  return (
    <AdminTable
      testId="documents-table"
      rows={rows}
      rowKey={(d) => d.id}
      rowAttrs={(d) => ({ 'data-file': d.fileName })}
      columns={[
        {
          label: t('documents.product'),
          cell: (d) => (
            <>
              <code>{d.catalogNumber}</code> {d.productName}
            </>
          ),
        },
        { label: t('documents.kind'), cell: (d) => `${t(`documents.kinds.${d.kind}`)}${d.lang ? ` (${t(d.lang === 'en' ? 'documents.langEn' : 'documents.langZh')})` : ''}` },
        { label: t('documents.lot'), cell: (d) => (d.lot ? `${d.lot} · ${d.issuedOn ?? ''}` : '—') },
        { label: t('documents.size'), cell: (d) => kb(d.sizeBytes) ?? t('documents.pending') },
        {
          label: t('documents.source'),
          cell: (d) => (
            <>
              {t(d.source === 'demo' ? 'documents.sourceDemo' : 'documents.sourceUpload')} · <time dateTime={d.createdAt}>{times.date(d.createdAt)}</time>
            </>
          ),
        },
        {
          label: t('documents.actions'),
          cell: (d) => (
            <RowActions>
              <a href={publicUrl(d)} download={d.fileName}>
                {t('documents.download')}
              </a>
              {deleting === d.id ? (
                <>
                  <span>{t('documents.deleteConfirm', { fileName: d.fileName })}</span>
                  <RowButton strong onClick={() => void remove(d)}>
                    {t('documents.confirmDelete')}
                  </RowButton>
                  <RowButton onClick={() => setDeleting(null)}>{t('documents.cancel')}</RowButton>
                </>
              ) : (
                <RowButton onClick={() => setDeleting(d.id)}>{t('documents.delete')}</RowButton>
              )}
            </RowActions>
          ),
        },
      ]}
    />
  );
}
