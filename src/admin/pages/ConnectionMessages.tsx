import { useTranslation } from 'react-i18next';
import type { ProcurementMessage } from '../../contracts/admin/procurement.ts';
import { AdminTable } from '../kit/index.ts';
import { useAdminTime } from '../kit/admin-time.ts';

/** Short cells kept on one line (a narrow column would break "45 ms" or "发出"). */
const nowrap = () => ({ className: 'admin-nowrap' });

/** A connection's last 50 messages, newest first; each one's XML (secrets masked by the server) folded away until opened. */
export function ConnectionMessages({ name, messages, onClose }: { name: string; messages: readonly ProcurementMessage[]; onClose: () => void }) {
  const { t } = useTranslation();
  const times = useAdminTime();
  return (
    <section className="admin-card" data-testid="connection-messages" aria-labelledby="connection-messages-title">
      <h2 id="connection-messages-title">{t('procurement.messagesTitle', { name })}</h2>
      <AdminTable
        rows={messages}
        rowKey={(m) => m.id}
        rowAttrs={(m) => ({ 'data-message': m.id, 'data-type': m.type })}
        testId="connection-messages-table"
        empty={<p>{t('procurement.noMessages')}</p>}
        columns={[
          { label: t('procurement.msg.at'), cell: (m) => times.dateTime(m.at) },
          { label: t('procurement.msg.direction'), attrs: nowrap, cell: (m) => t(`procurement.direction.${m.direction}`) },
          { label: t('procurement.msg.type'), cell: (m) => m.type },
          { label: t('procurement.msg.status'), attrs: nowrap, cell: (m) => m.status },
          { label: t('procurement.msg.duration'), attrs: nowrap, cell: (m) => t('procurement.durationMs', { ms: m.durationMs }) },
          {
            label: t('procurement.msg.xml'),
            cell: (m) => (
              <details className="procurement-xml">
                <summary>{t('procurement.showXml')}</summary>
                <pre>{m.xml}</pre>
              </details>
            ),
          },
        ]}
      />
      <button type="button" className="secondary outline" onClick={onClose}>
        {t('procurement.close')}
      </button>
    </section>
  );
}
