import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { documentKinds, type AdminDocument, type AdminDocumentPage } from '../../contracts/documents.ts';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';
import { DocumentUploadForm } from './DocumentUploadForm.tsx';
import { AdminPager } from '../AdminPager.tsx';

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
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const load = useCallback(
    () => api.get<AdminDocumentPage>('/admin/documents', { ...applied, page }).then(setResult, (err) => setMessage({ text: messageOf(err, t), error: true })),
    [api, applied, page, t],
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
    try {
      await api.del(`/admin/documents/${d.id}`);
      setMessage({ text: t('documents.deleted', { fileName: d.fileName }), error: false });
    } catch (err) {
      setMessage({ text: messageOf(err, t), error: true });
    }
    setDeleting(null);
    await load();
  };

  return (
    <section>
      <h1>{t('documents.title')}</h1>
      {message && (
        <p className={message.error ? 'admin-error' : 'admin-notice'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <DocumentUploadForm
        onUploaded={async (doc) => {
          setMessage({ text: t('documents.uploaded', { fileName: doc.fileName }), error: false });
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
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid="documents-table">
              <thead>
                <tr>
                  <th scope="col">{t('documents.product')}</th>
                  <th scope="col">{t('documents.kind')}</th>
                  <th scope="col">{t('documents.lot')}</th>
                  <th scope="col">{t('documents.size')}</th>
                  <th scope="col">{t('documents.source')}</th>
                  <th scope="col">{t('documents.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {result.list.map((d) => (
                  <tr key={d.id} data-file={d.fileName}>
                    <td data-label={t('documents.product')}>
                      <code>{d.catalogNumber}</code> {d.productName}
                    </td>
                    <td data-label={t('documents.kind')}>
                      {t(`documents.kinds.${d.kind}`)}
                      {d.lang ? ` (${t(d.lang === 'en' ? 'documents.langEn' : 'documents.langZh')})` : ''}
                    </td>
                    <td data-label={t('documents.lot')}>{d.lot ? `${d.lot} · ${d.issuedOn ?? ''}` : '—'}</td>
                    <td data-label={t('documents.size')}>{kb(d.sizeBytes) ?? t('documents.pending')}</td>
                    <td data-label={t('documents.source')}>
                      {t(d.source === 'demo' ? 'documents.sourceDemo' : 'documents.sourceUpload')} · <time dateTime={d.createdAt}>{when.format(new Date(d.createdAt))}</time>
                    </td>
                    <td data-label={t('documents.actions')}>
                      <div className="admin-row-actions">
                        <a href={publicUrl(d)} download={d.fileName}>
                          {t('documents.download')}
                        </a>
                        {deleting === d.id ? (
                          <>
                            <span>{t('documents.deleteConfirm', { fileName: d.fileName })}</span>
                            <button type="button" className="secondary" onClick={() => void remove(d)}>
                              {t('documents.confirmDelete')}
                            </button>
                            <button type="button" className="secondary outline" onClick={() => setDeleting(null)}>
                              {t('documents.cancel')}
                            </button>
                          </>
                        ) : (
                          <button type="button" className="secondary outline" onClick={() => setDeleting(d.id)}>
                            {t('documents.delete')}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {result.list.length === 0 && <p>{t('documents.none')}</p>}
          <AdminPager page={page} pages={pages} onPage={setPage} label={t('documents.pages')} />
        </>
      )}
    </section>
  );
}
