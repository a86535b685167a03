import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contentArticleKinds, type AdminArticle, type AdminArticlePage, type ContentArticleKind } from '../../contracts/admin/content.ts';
import { adminArticleDelete, adminArticleList } from '../../contracts/endpoints/content-admin.ts';
import { SelectField } from '../../forms/SelectField.tsx';
import { useAdmin } from '../admin-context.ts';
import { ArticleForm, storefrontPath } from './ArticleForm.tsx';
import { EditDelete, RowStatus } from './ContentRowsPanel.tsx';
import { AdminPager } from '../AdminPager.tsx';
import { AdminTable, Notice, useNotice } from '../kit/index.ts';

const SIZE = 20;
type Filters = { kind: ContentArticleKind | ''; q: string; untranslated: boolean };
const NO_FILTER: Filters = { kind: '', q: '', untranslated: false };

/**
 * News, events and investor notices, listed per kind with a search and the number missing a translation;
 * one at a time opens in a two-column English | 中文 form.
 */
export function ArticlesPanel() {
  const { t } = useTranslation();
  const { api, lang } = useAdmin();
  const [draft, setDraft] = useState<Filters>(NO_FILTER);
  const [applied, setApplied] = useState<Filters>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<AdminArticlePage | null>(null);
  const [editing, setEditing] = useState<AdminArticle | 'new' | null>(null);
  // Each opening of the form is a fresh form (a new key), even for the article already open.
  const [opened, setOpened] = useState(0);
  const open = (what: AdminArticle | 'new') => (setEditing(what), setOpened((n) => n + 1));
  const { status, fail, attempt } = useNotice();

  const load = useCallback(
    () =>
      api.call(adminArticleList, { query: { kind: applied.kind || undefined, q: applied.q.trim() || undefined, untranslated: applied.untranslated ? '1' : undefined, page, size: SIZE } }).then(
        (r) => setResult(r),
        fail,
      ),
    [api, applied, page, fail],
  );
  useEffect(() => void load(), [load]);

  const filter = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setApplied(draft);
  };
  const remove = async (a: AdminArticle) => {
    if (!window.confirm(t('content.confirmDelete'))) return;
    if ((await attempt(() => api.call(adminArticleDelete, { params: { id: a.id }, query: { version: a.version } }), t('content.deleted'))) && editing !== 'new' && editing?.id === a.id) setEditing(null);
    await load();
  };
  const pages = result ? Math.max(1, Math.ceil(result.total / SIZE)) : 1;

  return (
    <div data-testid="rows-articles">
      <form className="admin-filters" onSubmit={filter} noValidate>
        <SelectField id="content-kind" label={t('content.fields.kind')} placeholder={t('content.kinds.all')} value={draft.kind} error="" options={contentArticleKinds.map((k) => ({ value: k, label: t(`content.kinds.${k}`) }))} onChange={(kind) => setDraft((d) => ({ ...d, kind: kind as Filters['kind'] }))} />
        <label htmlFor="content-q">
          {t('content.search')}
          <input id="content-q" type="search" value={draft.q} onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))} />
        </label>
        <label className="admin-check">
          <input type="checkbox" checked={draft.untranslated} onChange={(e) => setDraft((d) => ({ ...d, untranslated: e.target.checked }))} />
          {t('content.onlyUntranslated')}
        </label>
        <div className="admin-actions">
          <button type="submit">{t('audit.filter')}</button>
          <button type="button" className="secondary outline" onClick={() => open('new')}>
            {t('content.add')}
          </button>
        </div>
      </form>
      <Notice status={status} />
      {editing && (
        <ArticleForm
          key={opened}
          article={editing === 'new' ? null : editing}
          onSaved={() => void load()}
          onClose={() => setEditing(null)}
        />
      )}
      {result && <p role="status" data-testid="content-untranslated">{t('content.untranslated', { count: result.untranslated })}</p>}
      {result && (
        <AdminTable
          testId="article-table"
          rows={result.list}
          rowKey={(a) => a.id}
          rowAttrs={(a) => ({ 'data-id': a.id })}
          empty={<p>{t('content.empty')}</p>}
          columns={[
            {
              label: t('content.colTitle'),
              cell: (a) => (
                <a href={storefrontPath(a, lang)} target="_blank" rel="noopener">
                  {(lang === 'zh' ? a.titleZh : a.titleEn) || a.titleEn || a.titleZh}
                </a>
              ),
            },
            { label: t('content.colKind'), cell: (a) => t(`content.kinds.${a.kind}`) },
            { label: t('content.colDate'), cell: (a) => a.publishedAt },
            { label: t('content.colStatus'), cell: (a) => <RowStatus hidden={!a.visible} untranslated={a.untranslated} /> },
            { label: t('content.colActions'), cell: (a) => <EditDelete onEdit={() => open(a)} onDelete={() => void remove(a)} /> },
          ]}
        />
      )}
      <AdminPager page={page} pages={pages} onPage={setPage} label={t('content.title')} />
    </div>
  );
}
