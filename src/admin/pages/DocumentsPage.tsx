import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { documentKinds, type AdminDocument, type AdminDocumentPage } from '../../contracts/documents.ts';
import { adminDocumentDelete, adminDocumentList } from '../../contracts/endpoints/documents.ts';
import { SelectField } from '../../forms/SelectField.tsx';
import { useAdmin } from '../admin-context.ts';
import { DocumentUploadForm } from './DocumentUploadForm.tsx';
import { AdminPager } from '../AdminPager.tsx';
import { Notice, useNotice } from '../kit/index.ts';
import { DocumentsTable } from './DocumentsTable.tsx';

/** Product documents (permission catalogue): filter by catalog number and kind, upload, download, delete. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const [filter, setFilter] = useState({ catalogNumber: '', kind: '' });
  const [applied, setApplied] = useState(filter);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<AdminDocumentPage | null>(null);
  const { status, done, fail, attempt } = useNotice();
  const load = useCallback(
    () => api.call(adminDocumentList, { query: { catalogNumber: applied.catalogNumber || undefined, kind: documentKinds.find((k) => k === applied.kind), page } }).then(setResult, fail),
    [api, applied, page, fail],
  );
  useEffect(() => void load(), [load]);
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setApplied({ ...filter });
  };
  const remove = async (d: AdminDocument) => {
    await attempt(() => api.call(adminDocumentDelete, { params: { id: d.id } }), t('documents.deleted', { fileName: d.fileName }));
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
        <SelectField id="documents-filter-kind" label={t('documents.kind')} placeholder={t('documents.allKinds')} value={filter.kind} error="" options={documentKinds.map((k) => ({ value: k, label: t(`documents.kinds.${k}`) }))} onChange={(kind) => setFilter((f) => ({ ...f, kind }))} />
        <div className="admin-actions">
          <button type="submit">{t('documents.search')}</button>
        </div>
      </form>
      {result && (
        <>
          <p role="status">{t('documents.total', { count: result.total })}</p>
          <DocumentsTable rows={result.list} onRemove={remove} />
          {result.list.length === 0 && <p>{t('documents.none')}</p>}
          <AdminPager page={page} pages={pages} onPage={setPage} label={t('documents.pages')} />
        </>
      )}
    </section>
  );
}
