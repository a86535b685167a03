import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadAttachmentSlot, LeadDetail } from '../../contracts/admin/leads.ts';
import { adminLeadFile } from '../../contracts/endpoints/leads-admin.ts';
import { useAdmin } from '../admin-context.ts';
import { downloadFile } from '../download-file.ts';
import { ErrorText } from '../kit/index.ts';

/** The files a paper-award application came with, each downloaded on request (the download is audited). */
export function LeadAttachments({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const { session, lang } = useAdmin();
  const [error, setError] = useState('');
  if (!lead.attachments.length) return null;
  const open = (slot: LeadAttachmentSlot) => void downloadFile(adminLeadFile, { params: { id: lead.id, slot } }, session.token, lang).then((ok) => setError(ok ? '' : t('common.network')));
  return (
    <section className="admin-card" aria-labelledby="lead-files-title" data-testid="lead-attachments">
      <h2 id="lead-files-title">{t('leads.files.title')}</h2>
      <ul>
        {lead.attachments.map((a) => (
          <li key={a.slot}>
            <button type="button" className="secondary outline" onClick={() => open(a.slot)} data-testid={`lead-file-${a.slot}`}>
              {t(`leads.files.${a.slot}`)}: {a.name} ({Math.ceil(a.sizeBytes / 1024)} KB)
            </button>
          </li>
        ))}
      </ul>
      <ErrorText text={error} />
    </section>
  );
}
