import { useTranslation } from 'react-i18next';
import { categoryEditSchema, categorySaveSchema, type AdminCategory, type AdminCategoryTree, type CategoryEditInput } from '../../contracts/admin/categories.ts';
import { adminCategoryCreate, adminCategorySave } from '../../contracts/endpoints/categories-admin.ts';
import { halfTranslated } from '../../contracts/admin/content.ts';
import { CheckField } from '../../forms/CheckField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { useAdmin } from '../admin-context.ts';
import { FormFooter, MissingMark, StaleEditDialog, useAdminForm } from '../kit/index.ts';

/** What the form edits: a category, or a new sub-category of `parent`. */
export type CategoryTarget = { category: AdminCategory } | { parent: AdminCategory };

/**
 * The names of a category in English and Chinese side by side (a name in one language only is marked
 * untranslated), whether visitors see it and its UNSPSC code; checked with the server's schema before it is sent.
 */
export function CategoryForm({ target, onSaved, onClose }: { target: CategoryTarget; onSaved: (tree: AdminCategoryTree) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { api, lang } = useAdmin();
  const editing = 'category' in target ? target.category : null;
  // A category on file is edited with its version (sent with the change); a new one has none.
  const valuesOf = (c: AdminCategory) => ({ nameEn: c.nameEn, nameZh: c.nameZh, visible: c.visible, unspsc: c.unspsc ?? '', version: c.version });
  const form = useAdminForm<CategoryEditInput & { version?: number }>(() => (editing ? valuesOf(editing) : { nameEn: '', nameZh: '', visible: true, unspsc: '' }), {
    stale: { valuesOf, label: (f) => (f === 'visible' ? t('categories.visibleNote') : t(`categories.${f}`)) },
  });
  const { values, set } = form;
  const errors = fieldErrors(editing ? categorySaveSchema : categoryEditSchema, values);
  const errorOf = form.errorOf(errors);
  const named = (c: AdminCategory) => (lang === 'zh' ? c.nameZh || c.nameEn : c.nameEn || c.nameZh);

  const submit = form.submit(errors, async () => {
    onSaved(editing ? await api.call(adminCategorySave, { params: { id: editing.id }, body: { ...values, version: values.version ?? 0 } }) : await api.call(adminCategoryCreate, { body: { ...values, parentId: (target as { parent: AdminCategory }).parent.id } }));
  });

  const title = editing ? t('categories.editTitle', { name: named(editing) }) : t('categories.addTitle', { name: named((target as { parent: AdminCategory }).parent) });
  return (
    <form className="admin-card" onSubmit={submit} noValidate data-testid="category-form" aria-labelledby="category-form-title">
      <h2 id="category-form-title">{title}</h2>
      <StaleEditDialog stale={form.staleEdit} />
      <div className="admin-side-by-side">
        {(['En', 'Zh'] as const).map((l) => (
          <div key={l} lang={l === 'Zh' ? 'zh-CN' : 'en'}>
            {!values[`name${l}`].trim() && halfTranslated(values.nameEn, values.nameZh) && <MissingMark label={t('categories.untranslated')} />}
            <TextField id={`category-name${l}`} label={t(`categories.name${l}`)} value={values[`name${l}`]} error={errorOf(`name${l}`)} onChange={(v) => set(`name${l}`, v)} />
          </div>
        ))}
      </div>
      <CheckField id="category-visible" label={t('categories.visibleNote')} checked={values.visible} error={errorOf('visible')} onChange={(visible) => set('visible', visible)} />
      <TextField id="category-unspsc" label={t('categories.unspsc')} value={values.unspsc ?? ''} error={errorOf('unspsc')} inputMode="numeric" onChange={(v) => set('unspsc', v)} />
      <small>{t('categories.unspscHint')}</small>
      <FormFooter save={t('categories.save')} saveTestId="category-save" busy={form.busy} cancel={{ label: t('categories.cancel'), onClick: onClose }} status={form.status} />
    </form>
  );
}
