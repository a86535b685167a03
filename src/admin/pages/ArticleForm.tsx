import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { articleEditSchema, contentArticleKinds, type AdminArticle, type ArticleEditInput } from '../../contracts/admin/content.ts';
import { adminArticleCreate, adminArticleUpdate } from '../../contracts/endpoints/content-admin.ts';
import { CheckField } from '../../forms/CheckField.tsx';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { useAdmin } from '../admin-context.ts';
import { bilingualLabel, FormFooter, SideBySide, StaleEditDialog, TranslatedField, useAdminForm } from '../kit/index.ts';

/** The form's values; an article on file carries its version (sent with a change). */
type Values = Required<ArticleEditInput> & { version?: number };
type Translated = 'title' | 'summary' | 'location' | 'body';

const today = () => new Date().toISOString().slice(0, 10);
export const blankArticle = (): Values => ({
  kind: 'news', titleEn: '', titleZh: '', summaryEn: '', summaryZh: '', bodyEn: '', bodyZh: '', locationEn: '', locationZh: '', publishedAt: today(), eventStart: '', eventEnd: '', visible: true,
});
const valuesOf = ({ id: _id, untranslated: _u, ...a }: AdminArticle): Values => a;

/** The storefront page of an article in the page's language (events have their own page). */
export const storefrontPath = (a: Pick<AdminArticle, 'id' | 'kind'>, lang: string) => `${lang === 'zh' ? '/cn' : ''}/${a.kind === 'event' ? 'meeting-detail' : 'article'}?id=${a.id}`;

/**
 * One article's form: kind, dates and visibility, then every text in English and Chinese side by side,
 * checked with the server's schema; a text present in one language only is marked untranslated.
 */
export function ArticleForm({ article, onSaved, onClose }: { article: AdminArticle | null; onSaved: (saved: AdminArticle) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { api, lang } = useAdmin();
  // The article as last saved: a new one has its id after the first save, and later saves replace it.
  const [current, setCurrent] = useState(article);
  const form = useAdminForm<Values>(() => (article ? valuesOf(article) : blankArticle()), { stale: { valuesOf, label: bilingualLabel((f) => t(`content.fields.${f}`)) } });
  const { values, set } = form;
  const errors = fieldErrors(articleEditSchema, values);
  const errorOf = form.errorOf(errors);
  const event = values.kind === 'event';

  const submit = form.submit(errors, async () => {
    const saved = current ? await api.call(adminArticleUpdate, { params: { id: current.id }, body: { ...values, version: values.version ?? 0 } }) : await api.call(adminArticleCreate, { body: values });
    setCurrent(saved);
    form.setValues(valuesOf(saved));
    form.setStatus({ text: t('content.saved'), error: false });
    onSaved(saved);
  });

  const translated = (f: Translated, id: 'En' | 'Zh', multiline = false) => (
    <TranslatedField key={f} prefix="article" name={f} side={id} value={(n) => values[n as `${Translated}${'En' | 'Zh'}`]} label={t(`content.fields.${f}`)} missing={t('content.missing')} error={errorOf} onChange={(n, v) => set(n as keyof Values, v)} multiline={multiline} hint />
  );

  return (
    <form className="admin-card" onSubmit={submit} noValidate aria-labelledby="article-form-title" data-testid="article-form">
      <h2 id="article-form-title">{current ? t('content.editTitle', { id: current.id }) : t('content.addTitle')}</h2>
      <StaleEditDialog stale={form.staleEdit} />
      <div className="admin-grid">
        <SelectField id="article-kind" label={t('content.fields.kind')} placeholder="—" value={values.kind} error={errorOf('kind')} options={contentArticleKinds.map((k) => ({ value: k, label: t(`content.kinds.${k}`) }))} onChange={(v) => set('kind', v as Values['kind'])} />
        <TextField id="article-publishedAt" label={t('content.fields.publishedAt')} type="date" value={values.publishedAt} error={errorOf('publishedAt')} onChange={(v) => set('publishedAt', v)} />
        {event && <TextField id="article-eventStart" label={t('content.fields.eventStart')} type="date" value={values.eventStart} error={errorOf('eventStart')} onChange={(v) => set('eventStart', v)} />}
        {event && <TextField id="article-eventEnd" label={t('content.fields.eventEnd')} type="date" value={values.eventEnd} error={errorOf('eventEnd')} onChange={(v) => set('eventEnd', v)} />}
      </div>
      <CheckField id="article-visible" label={t('content.visibleNote')} checked={values.visible} error={errorOf('visible')} onChange={(v) => set('visible', v)} />
      <SideBySide legend={(l) => t(`content.lang.${l}`)}>
        {({ id }) => (
          <>
            {translated('title', id)}
            {translated('summary', id, true)}
            {event && translated('location', id)}
            {translated('body', id, true)}
          </>
        )}
      </SideBySide>
      <FormFooter save={t('content.save')} busy={form.busy} cancel={{ label: t('content.cancel'), onClick: onClose }} status={form.status}>
        {current && (
          <a href={storefrontPath(current, lang)} target="_blank" rel="noopener">
            {t('content.view')}
          </a>
        )}
      </FormFooter>
    </form>
  );
}
