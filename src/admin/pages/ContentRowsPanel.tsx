import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';
import { ContentRowForm } from './ContentRowForm.tsx';
import type { RowKind } from './content-row-kinds.ts';

type Row = Record<string, unknown> & { id: number; untranslated: boolean };

/** Banners, distributors or recruitment posts: every row with its untranslated marker, add, edit, delete. */
export function ContentRowsPanel({ kind }: { kind: RowKind }) {
  const { t } = useTranslation();
  const { api, lang } = useAdmin();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [areas, setAreas] = useState<{ id: number; name: string }[]>([]);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [opened, setOpened] = useState(0);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const load = useCallback(() => api.get<Row[]>(kind.path).then(setRows, (err) => setMessage({ text: messageOf(err, t), error: true })), [api, kind.path, t]);
  useEffect(() => void load(), [load]);
  useEffect(() => {
    if (kind.id === 'distributors') api.get<{ id: number; name: string }[]>('/distributor/area').then(setAreas, () => undefined);
  }, [api, kind.id]);
  const open = (what: Row | 'new') => (setEditing(what), setOpened((n) => n + 1));
  const remove = async (row: Row) => {
    if (!window.confirm(t('content.confirmDeleteRow'))) return;
    try {
      await api.del(`${kind.path}/${row.id}`);
      setMessage({ text: t('content.deleted'), error: false });
      if (editing !== 'new' && editing?.id === row.id) setEditing(null);
    } catch (err) {
      setMessage({ text: messageOf(err, t), error: true });
    }
    await load();
  };
  const name = (row: Row) => String((lang === 'zh' ? row[`${kind.listed}Zh`] : row[`${kind.listed}En`]) || row[`${kind.listed}En`] || row[`${kind.listed}Zh`] || '');
  const missing = rows?.filter((r) => r.untranslated).length ?? 0;

  return (
    <div data-testid={`rows-${kind.id}`}>
      <div className="admin-actions">
        <button type="button" className="secondary outline" onClick={() => open('new')}>
          {t('content.addRow')}
        </button>
      </div>
      {message && (
        <p className={message.error ? 'admin-error' : 'admin-notice'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      {editing && <ContentRowForm key={opened} kind={kind} row={editing === 'new' ? null : editing} areas={areas} onSaved={() => void load()} onClose={() => setEditing(null)} />}
      {rows && <p role="status">{t('content.rowsUntranslated', { count: missing })}</p>}
      {rows && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('content.colTitle')}</th>
                <th scope="col">{t('content.colStatus')}</th>
                <th scope="col">{t('content.colActions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-id={row.id}>
                  <td data-label={t('content.colTitle')}>{name(row)}</td>
                  <td data-label={t('content.colStatus')}>
                    {row.visible === false && <span>{t('content.hidden')} </span>}
                    {row.untranslated && <mark className="admin-missing">{t('content.missing')}</mark>}
                  </td>
                  <td data-label={t('content.colActions')}>
                    <div className="admin-row-actions">
                      <button type="button" className="secondary outline" onClick={() => open(row)}>
                        {t('content.edit')}
                      </button>
                      <button type="button" className="secondary outline" onClick={() => void remove(row)}>
                        {t('content.delete')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
