import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { articleEditSchema, contentArticleKinds, halfTranslated, type AdminArticle, type ArticleEditInput } from '../../contracts/admin/content.ts';
import { CheckField } from '../../forms/CheckField.tsx';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';

type Values = Required<ArticleEditInput>;
const LANGS = [
  { id: 'En', lang: 'en', html: 'en' },
  { id: 'Zh', lang: 'zh', html: 'zh-CN' },
] as const;
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
  const [values, setValues] = useState<Values>(() => (article ? valuesOf(article) : blankArticle()));
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = fieldErrors(articleEditSchema, values);
  const errorOf = (f: string) => server[f] || (tried && errors[f] ? t(errors[f]) : '');
  const set = <K extends keyof Values>(f: K, v: Values[K]) => (setValues((s) => ({ ...s, [f]: v })), setServer((s) => ({ ...s, [f]: '' })), setStatus(null));
  const event = values.kind === 'event';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      const saved = current ? await api.put<AdminArticle>(`/admin/articles/${current.id}`, values) : await api.post<AdminArticle>('/admin/articles', values);
      setCurrent(saved);
      setValues(valuesOf(saved));
      setStatus({ text: t('content.saved'), error: false });
      onSaved(saved);
    } catch (err) {
      if (err instanceof ApiError && err.fields.length) setServer(Object.fromEntries(err.fields.map((f) => [f.field, f.message])));
      else setStatus({ text: messageOf(err, t), error: true });
    } finally {
      setBusy(false);
    }
  };

  const translated = (f: Translated, id: 'En' | 'Zh', multiline = false) => {
    const other = id === 'En' ? 'Zh' : 'En';
    const missing = !values[`${f}${id}`].trim() && halfTranslated(values[`${f}En`], values[`${f}Zh`]);
    const label = t(`content.fields.${f}`);
    return (
      <div key={f}>
        {missing && (
          <mark className="admin-missing" data-testid="missing-translation" title={values[`${f}${other}`].slice(0, 80)}>
            {t('content.missing')}
          </mark>
        )}
        <TextField id={`article-${f}${id}`} label={label} multiline={multiline} value={values[`${f}${id}`]} error={errorOf(`${f}${id}`)} onChange={(v) => set(`${f}${id}`, v)} />
      </div>
    );
  };

  return (
    <form className="admin-card" onSubmit={submit} noValidate aria-labelledby="article-form-title" data-testid="article-form">
      <h2 id="article-form-title">{current ? t('content.editTitle', { id: current.id }) : t('content.addTitle')}</h2>
      <div className="admin-grid">
        <SelectField id="article-kind" label={t('content.fields.kind')} placeholder="—" value={values.kind} error={errorOf('kind')} options={contentArticleKinds.map((k) => ({ value: k, label: t(`content.kinds.${k}`) }))} onChange={(v) => set('kind', v as Values['kind'])} />
        <TextField id="article-publishedAt" label={t('content.fields.publishedAt')} type="date" value={values.publishedAt} error={errorOf('publishedAt')} onChange={(v) => set('publishedAt', v)} />
        {event && <TextField id="article-eventStart" label={t('content.fields.eventStart')} type="date" value={values.eventStart} error={errorOf('eventStart')} onChange={(v) => set('eventStart', v)} />}
        {event && <TextField id="article-eventEnd" label={t('content.fields.eventEnd')} type="date" value={values.eventEnd} error={errorOf('eventEnd')} onChange={(v) => set('eventEnd', v)} />}
      </div>
      <CheckField id="article-visible" label={t('content.visibleNote')} checked={values.visible} error={errorOf('visible')} onChange={(v) => set('visible', v)} />
      <div className="admin-side-by-side">
        {LANGS.map(({ id, lang: l, html }) => (
          <fieldset key={id} lang={html} data-lang={l}>
            <legend>{t(`content.lang.${l}`)}</legend>
            {translated('title', id)}
            {translated('summary', id, true)}
            {event && translated('location', id)}
            {translated('body', id, true)}
          </fieldset>
        ))}
      </div>
      <div className="admin-actions">
        <button type="submit" aria-busy={busy} disabled={busy}>
          {t('content.save')}
        </button>
        <button type="button" className="secondary outline" onClick={onClose}>
          {t('content.cancel')}
        </button>
        {current && (
          <a href={storefrontPath(current, lang)} target="_blank" rel="noopener">
            {t('content.view')}
          </a>
        )}
        {status && (
          <span className={status.error ? 'admin-error' : 'admin-notice'} role={status.error ? 'alert' : 'status'}>
            {status.text}
          </span>
        )}
      </div>
    </form>
  );
}
