import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import type { AdminResource } from '../../contracts/admin/resources.ts';
import { adminResourceFile, adminResourceList } from '../../contracts/endpoints/resources-admin.ts';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';
import { AdminTable, ErrorText, useAdminCall, type Column } from '../kit/index.ts';
import { uploadFile } from '../upload-file.ts';

/**
 * The downloadable resources with the true size of the file each serves, and a PDF upload per row that replaces
 * the demo data's one-page stand-in (or an earlier upload). The server checks the file by its content.
 */
export function ResourcesPanel() {
  const { t } = useTranslation();
  const { session, lang, ended } = useAdmin();
  const [again, setAgain] = useState(0);
  const { data, error } = useAdminCall(adminResourceList, undefined, again);
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ id: number; text: string } | null>(null);
  const send = async (r: AdminResource, file: File | null) => {
    if (!file) return;
    setFailure(null);
    setBusy(r.id);
    try {
      await uploadFile(adminResourceFile, { params: { id: r.id } }, file, { token: session.token, lang }, () => undefined);
      setAgain((n) => n + 1);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return ended();
      setFailure({ id: r.id, text: messageOf(err, t) });
    } finally {
      setBusy(null);
    }
  };
  const columns: Column<AdminResource>[] = [
    { label: t('content.resources.title'), rowHeader: true, cell: (r) => (lang === 'zh' ? r.titleZh : r.titleEn) },
    { label: t('content.resources.file'), cell: (r) => r.fileName },
    { label: t('content.resources.size'), cell: (r) => t('content.resources.kb', { kb: (r.sizeBytes / 1024).toFixed(1) }), attrs: (r) => ({ 'data-bytes': r.sizeBytes, className: 'admin-nowrap' }) },
    { label: t('content.resources.source'), cell: (r) => t(r.uploaded ? 'content.resources.uploaded' : 'content.resources.standIn') },
    {
      label: t('content.resources.replace'),
      cell: (r) => (
        <>
          <input type="file" accept="application/pdf,.pdf" aria-label={t('content.resources.replaceOf', { title: lang === 'zh' ? r.titleZh : r.titleEn })} disabled={busy !== null} onChange={(e) => void send(r, e.target.files?.[0] ?? null)} />
          {failure?.id === r.id && <ErrorText text={failure.text} />}
        </>
      ),
    },
  ];
  return (
    <>
      <p>{t('content.resources.intro')}</p>
      <ErrorText text={error} />
      {data && <AdminTable rows={data} columns={columns} rowKey={(r) => r.id} rowAttrs={(r) => ({ 'data-resource': r.id })} testId="admin-resources" />}
    </>
  );
}
