import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { documentKinds, type AdminDocument, type AdminDocumentPage } from '../../contracts/documents.ts';
import { useAdmin } from '../admin-context.ts';
import { DocumentUploadForm } from './DocumentUploadForm.tsx';
import { AdminPager } from '../AdminPager.tsx';
import { AdminTable, Notice, RowActions, RowButton, useNotice } from '../kit/index.ts';

const kb = (bytes: number | null) => (bytes === null ? null : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The public address of a document (demo files not drawn yet are drawn by it). */
const publicUrl = (d: AdminDocument) =>
  d.kind === 'coa' ? `/api/v1/coa/${encodeURIComponent(d.catalogNumber)}/${encodeURIComponent(d.lot ?? '')}` : `/api/v1/product/${encodeURIComponent(d.catalogNumber)}/documents/${d.kind}${d.lang ? `?lang=${d.lang}` : ''}`;

/** Product documents (permission catalogue): filter by catalog number and kind, upload, download, delete. */
export function DocumentsPage() {
  const { t, i18n } = useTranslation();
  const { api } = useAdmin();
  const [filter, setFilter] = useState({ catalogNumber: '', kind: '' });
  const [applied, setApplied] = useState(filter);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<AdminDocumentPage | null>(null);
  const { status, done, fail, attempt } = useNotice();
  const [deleting, setDeleting] = useState<number | null>(null);
  const load = useCallback(
    () => api.get<AdminDocumentPage>('/admin/documents', { ...applied, page }).then(setResult, fail),
    [api, applied, page, fail],
  );
  useEffect(() => void load(), [load]);
  const when = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : 'en-GB', { dateStyle: 'medium' });
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setApplied({ ...filter });
  };
  const remove = async (d: AdminDocument) => {
    await attempt(() => api.del(`/admin/documents/${d.id}`), t('documents.deleted', { fileName: d.fileName }));
    setDeleting(null);
    await load();
  };

  return (
    <section>
      <h1>{t('documents.title')}</h1>
      <Notice status={status} />
      <DocumentUploadForm
        onUploaded={async (doc) => {
          done(t('documents.uploaded', { fileName: doc.fileName }));
          const shown = { catalogNumber: doc.catalogNumber, kind: doc.kind };
          setFilter(shown);
          setApplied(shown);
          setPage(1);
        }}
      />
      <form className="admin-filters" onSubmit={submit} noValidate>
        <label htmlFor="documents-filter-catalogNumber">
          {t('documents.catalogNumber')}
          <input id="documents-filter-catalogNumber" value={filter.catalogNumber} onChange={(e) => setFilter((f) => ({ ...f, catalogNumber: e.target.value }))} />
        </label>
        <label htmlFor="documents-filter-kind">
          {t('documents.kind')}
          <select id="documents-filter-kind" value={filter.kind} onChange={(e) => setFilter((f) => ({ ...f, kind: e.target.value }))}>
            <option value="">{t('documents.allKinds')}</option>
            {documentKinds.map((k) => (
              <option key={k} value={k}>
                {t(`documents.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="admin-actions">
          <button type="submit">{t('documents.search')}</button>
        </div>
      </form>
      {result && (
        <>
          <p role="status">{t('documents.total', { count: result.total })}</p>
          <AdminTable
            testId="documents-table"
            rows={result.list}
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
                    {t(d.source === 'demo' ? 'documents.sourceDemo' : 'documents.sourceUpload')} · <time dateTime={d.createdAt}>{when.format(new Date(d.createdAt))}</time>
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
          {result.list.length === 0 && <p>{t('documents.none')}</p>}
          <AdminPager page={page} pages={pages} onPage={setPage} label={t('documents.pages')} />
        </>
      )}
    </section>
  );
}
