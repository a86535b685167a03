import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCategory, AdminCategoryTree } from '../../contracts/admin/categories.ts';
import { adminCategoryDelete, adminCategoryList, adminCategoryMove } from '../../contracts/endpoints/categories-admin.ts';
import { halfTranslated } from '../../contracts/admin/content.ts';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';
import { CatalogueTabs } from './CatalogueTabs.tsx';
import { CategoryForm, type CategoryTarget } from './CategoryForm.tsx';

/**
 * The product category tree: each category indented under its parent with its names in both languages,
 * visibility and product count; edit, move up or down among its siblings, add a sub-category, delete an
 * empty one (the server says what keeps a full one).
 */
export function CategoriesPage() {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const [tree, setTree] = useState<AdminCategory[] | null>(null);
  const [target, setTarget] = useState<CategoryTarget | null>(null);
  const [opened, setOpened] = useState(0);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  useEffect(() => {
    api.call(adminCategoryList).then(
      (answer) => setTree(answer.list),
      (err) => setMessage({ text: messageOf(err, t), error: true }),
    );
  }, [api, t]);

  const open = (what: CategoryTarget) => (setTarget(what), setOpened((n) => n + 1), setMessage(null));
  const change = async (call: () => Promise<AdminCategoryTree>, done: string) => {
    try {
      setTree((await call()).list);
      setMessage({ text: done, error: false });
    } catch (err) {
      setMessage({ text: messageOf(err, t), error: true });
    }
  };
  const move = (c: AdminCategory, direction: 'up' | 'down') => change(() => api.call(adminCategoryMove, { params: { id: c.id }, body: { direction } }), t('categories.moved'));
  const remove = (c: AdminCategory) => {
    if (window.confirm(t('categories.confirmDelete', { name: c.nameEn || c.nameZh }))) void change(() => api.call(adminCategoryDelete, { params: { id: c.id } }), t('categories.deleted'));
  };
  const saved = (answer: AdminCategoryTree) => (setTree(answer.list), setTarget(null), setMessage({ text: t('categories.saved'), error: false }));
  const siblings = (c: AdminCategory) => tree!.filter((s) => s.parentId === c.parentId);
  const missing = tree?.filter((c) => halfTranslated(c.nameEn, c.nameZh)).length ?? 0;

  return (
    <section>
      <h1>{t('catalogue.title')}</h1>
      <CatalogueTabs />
      <p>{t('categories.intro')}</p>
      {message && (
        <p className={message.error ? 'admin-error' : 'admin-notice'} role={message.error ? 'alert' : 'status'} data-testid="categories-message">
          {message.text}
        </p>
      )}
      {target && <CategoryForm key={opened} target={target} onSaved={saved} onClose={() => setTarget(null)} />}
      {tree && <p data-testid="categories-untranslated">{t('categories.untranslatedCount', { count: missing })}</p>}
      {tree && (
        <div className="admin-table-wrap">
          <table className="admin-table admin-tree" data-testid="categories-table">
            <thead>
              <tr>
                {(['nameEn', 'nameZh', 'status', 'products', 'actions'] as const).map((c) => (
                  <th key={c} scope="col">
                    {t(`categories.col.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tree.map((c) => {
                const row = siblings(c);
                const at = row.indexOf(c);
                return (
                  <tr key={c.id} data-category={c.id} data-depth={Math.min(c.depth, 6)} data-hidden={c.visible ? undefined : ''}>
                    {(['En', 'Zh'] as const).map((l) => (
                      <td key={l} data-label={t(`categories.col.name${l}`)} lang={l === 'Zh' ? 'zh-CN' : 'en'} className={l === 'En' ? 'admin-tree-name' : undefined}>
                        {c[`name${l}`] || (
                          <mark className="admin-missing" data-testid="missing-translation">
                            {t('categories.untranslated')}
                          </mark>
                        )}
                      </td>
                    ))}
                    <td data-label={t('categories.col.status')}>{c.visible ? t('categories.shown') : <span className="lead-badge lead-badge-paused">{t('categories.hidden')}</span>}</td>
                    <td data-label={t('categories.col.products')}>{c.products}</td>
                    <td data-label={t('categories.col.actions')}>
                      <div className="admin-row-actions">
                        <button type="button" className="secondary outline" onClick={() => open({ category: c })} data-action="edit">
                          {t('categories.edit')}
                        </button>
                        <button type="button" className="secondary outline" disabled={at === 0} onClick={() => void move(c, 'up')} aria-label={t('categories.up', { name: c.nameEn || c.nameZh })}>
                          ↑
                        </button>
                        <button type="button" className="secondary outline" disabled={at === row.length - 1} onClick={() => void move(c, 'down')} aria-label={t('categories.down', { name: c.nameEn || c.nameZh })}>
                          ↓
                        </button>
                        <button type="button" className="secondary outline" onClick={() => open({ parent: c })} data-action="add">
                          {t('categories.addSub')}
                        </button>
                        <button type="button" className="secondary outline" onClick={() => remove(c)} data-action="delete">
                          {t('categories.delete')}
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
