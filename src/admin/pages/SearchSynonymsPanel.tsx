import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSynonym, AdminSynonymList } from '../../contracts/admin/search.ts';
import { adminSynonymCreate, adminSynonymDelete, adminSynonymList, adminSynonymSave } from '../../contracts/endpoints/search-admin.ts';
import { useAdmin } from '../admin-context.ts';
import { Notice, useNotice } from '../kit/index.ts';

/** Names typed one a line (or separated by semicolons): the form's text as the group's names. */
const namesOf = (text: string) => text.split(/[\n;]/).map((n) => n.trim()).filter(Boolean);

/**
 * The synonym groups staff add: names search treats as one (the first the one shown); search uses a group as soon as
 * it is saved. A change from an older reading is refused with who changed it (409), and the list reloads.
 */
export function SearchSynonymsPanel() {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const [list, setList] = useState<AdminSynonym[] | null>(null);
  const [editing, setEditing] = useState<AdminSynonym | null>(null);
  const [text, setText] = useState('');
  const { status, attempt, fail } = useNotice();

  const reload = () => api.call(adminSynonymList).then((a) => setList(a.list), fail);
  useEffect(() => void reload(), [api]); // eslint-disable-line react-hooks/exhaustive-deps

  const apply = (answer: AdminSynonymList) => (setList(answer.list), setEditing(null), setText(''));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const names = namesOf(text);
    const ok = await attempt(
      async () => apply(editing ? await api.call(adminSynonymSave, { params: { id: editing.id }, body: { names, version: editing.version } }) : await api.call(adminSynonymCreate, { body: { names } })),
      t('searchAdmin.synonyms.saved'),
    );
    if (!ok && editing) void reload();
  };
  const remove = (s: AdminSynonym) => {
    if (window.confirm(t('searchAdmin.synonyms.confirmDelete', { name: s.names[0] }))) void attempt(async () => apply(await api.call(adminSynonymDelete, { params: { id: s.id } })), t('searchAdmin.synonyms.deleted'));
  };

  return (
    <section aria-labelledby="synonyms-title" data-testid="search-synonyms">
      <h2 id="synonyms-title">{t('searchAdmin.synonyms.title')}</h2>
      <p>{t('searchAdmin.synonyms.intro')}</p>
      <Notice status={status} testId="synonyms-message" />
      <form onSubmit={(e) => void submit(e)}>
        <label>
          {editing ? t('searchAdmin.synonyms.editLabel', { name: editing.names[0] }) : t('searchAdmin.synonyms.addLabel')}
          <textarea rows={3} value={text} onChange={(e) => setText(e.target.value)} placeholder={'PD-1\nPDCD1\nCD279'} data-testid="synonym-names" />
        </label>
        <small>{t('searchAdmin.synonyms.hint')}</small>
        <div className="admin-row-actions">
          <button type="submit">{editing ? t('searchAdmin.synonyms.save') : t('searchAdmin.synonyms.add')}</button>
          {editing && (
            <button type="button" className="secondary outline" onClick={() => (setEditing(null), setText(''))}>
              {t('searchAdmin.cancel')}
            </button>
          )}
        </div>
      </form>
      {list && list.length === 0 && <p>{t('searchAdmin.synonyms.none')}</p>}
      {list && list.length > 0 && (
        <ul className="admin-plain-list" data-testid="synonym-list">
          {list.map((s) => (
            <li key={s.id}>
              <strong>{s.names[0]}</strong> = {s.names.slice(1).join(' · ')}{' '}
              <span className="admin-row-actions">
                <button type="button" className="secondary outline" onClick={() => (setEditing(s), setText(s.names.join('\n')))}>
                  {t('searchAdmin.edit')}
                </button>
                <button type="button" className="secondary outline" onClick={() => remove(s)}>
                  {t('searchAdmin.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
