import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteAreas } from '../../contracts/endpoints/site.ts';
import { useAdmin } from '../admin-context.ts';
import { AdminTable, Notice, RowActions, RowButton, useNotice } from '../kit/index.ts';
import { ContentRowForm } from './ContentRowForm.tsx';
import { rowCalls, type ContentRow as Row, type RowKind } from './content-row-kinds.ts';

/** Banners, distributors or recruitment posts: every row with its untranslated marker, add, edit, delete. */
export function ContentRowsPanel({ kind }: { kind: RowKind }) {
  const { t } = useTranslation();
  const { api, lang } = useAdmin();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [areas, setAreas] = useState<{ id: number; name: string }[]>([]);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [opened, setOpened] = useState(0);
  const { status, fail, attempt } = useNotice();
  const calls = useMemo(() => rowCalls(api, kind), [api, kind]);
  const load = useCallback(() => calls.list().then(setRows, fail), [calls, fail]);
  useEffect(() => void load(), [load]);
  useEffect(() => {
    if (kind.id === 'distributors') api.call(siteAreas).then(setAreas, () => undefined);
  }, [api, kind.id]);
  const open = (what: Row | 'new') => (setEditing(what), setOpened((n) => n + 1));
  const remove = async (row: Row) => {
    if (!window.confirm(t('content.confirmDeleteRow'))) return;
    if ((await attempt(() => calls.remove(row.id, row.version), t('content.deleted'))) && editing !== 'new' && editing?.id === row.id) setEditing(null);
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
      <Notice status={status} />
      {editing && <ContentRowForm key={opened} kind={kind} row={editing === 'new' ? null : editing} areas={areas} onSaved={() => void load()} onClose={() => setEditing(null)} />}
      {rows && <p role="status">{t('content.rowsUntranslated', { count: missing })}</p>}
      {rows && (
        <AdminTable
          rows={rows}
          rowKey={(row) => row.id}
          rowAttrs={(row) => ({ 'data-id': row.id })}
          columns={[
            { label: t('content.colTitle'), cell: name },
            { label: t('content.colStatus'), cell: (row) => <RowStatus hidden={row.visible === false} untranslated={row.untranslated} /> },
            { label: t('content.colActions'), cell: (row) => <EditDelete onEdit={() => open(row)} onDelete={() => void remove(row)} /> },
          ]}
        />
      )}
    </div>
  );
}

/** The status cell of a content row or article: hidden, and the marker of a missing translation. */
export function RowStatus({ hidden, untranslated }: { hidden: boolean; untranslated: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {hidden && <span>{t('content.hidden')} </span>}
      {untranslated && <mark className="admin-missing">{t('content.missing')}</mark>}
    </>
  );
}

/** The edit and delete buttons of a content row or article. */
export function EditDelete({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <RowActions>
      <RowButton onClick={onEdit}>{t('content.edit')}</RowButton>
      <RowButton onClick={onDelete}>{t('content.delete')}</RowButton>
    </RowActions>
  );
}
