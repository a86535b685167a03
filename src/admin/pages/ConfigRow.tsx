import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { configEditSchema, type ConfigEntry } from '../../contracts/admin/config.ts';
import { fieldErrors } from '../../forms/form-store.ts';
import { FieldError } from '../../forms/FieldError.tsx';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';
import { RichPreview } from './RichPreview.tsx';

const LANGS = [
  { id: 'en', html: 'en' },
  { id: 'zh', html: 'zh-CN' },
] as const;

/**
 * One configuration key: both languages side by side, checked with the server's schema, saved together
 * (one audited change). A value present in one language and blank in the other is marked untranslated.
 */
export function ConfigRow({ entry, onSaved }: { entry: ConfigEntry; onSaved: (next: ConfigEntry) => void }) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const [values, setValues] = useState({ en: entry.en, zh: entry.zh });
  const [server, setServer] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = fieldErrors(configEditSchema(entry.key), values);
  const changed = values.en !== entry.en || values.zh !== entry.zh;
  const long = entry.kind === 'html' || entry.kind === 'json';
  const label = t(`config.keys.${entry.key}`);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      const saved = await api.put<ConfigEntry>(`/admin/config/${entry.key}`, values);
      setValues({ en: saved.en, zh: saved.zh });
      onSaved(saved);
      setStatus({ text: t('config.saved'), error: false });
    } catch (err) {
      if (err instanceof ApiError && err.fields.length) setServer(Object.fromEntries(err.fields.map((f) => [f.field, f.message])));
      else setStatus({ text: messageOf(err, t), error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-card admin-config" onSubmit={submit} noValidate data-key={entry.key} aria-label={label}>
      <h2>
        {label} <code>{entry.key}</code>
      </h2>
      <div className="admin-side-by-side">
        {LANGS.map(({ id, html }) => {
          const fieldId = `config-${entry.key}-${id}`;
          const other = id === 'en' ? values.zh : values.en;
          const untranslated = !values[id].trim() && !!other.trim();
          const message = server[id] || (changed && errors[id] ? t('config.fieldError', { field: `${label} (${t(`config.lang.${id}`)})`, problem: t(errors[id]) }) : '');
          const common = {
            id: fieldId,
            value: values[id],
            lang: html,
            'aria-invalid': message ? true : undefined,
            'aria-describedby': message ? `${fieldId}-error` : undefined,
            onChange: (e: { target: { value: string } }) => (setValues((v) => ({ ...v, [id]: e.target.value })), setServer((s) => ({ ...s, [id]: '' })), setStatus(null)),
          };
          return (
            <label key={id} htmlFor={fieldId}>
              {t(`config.lang.${id}`)}
              {untranslated && (
                <mark className="admin-missing" data-testid="missing-translation">
                  {t('config.missing')}
                </mark>
              )}
              {long ? <textarea {...common} rows={entry.kind === 'json' ? 6 : 4} /> : <input {...common} type={entry.kind === 'email' ? 'email' : entry.kind === 'url' ? 'url' : 'text'} />}
              <FieldError id={`${fieldId}-error`} message={message} />
            </label>
          );
        })}
      </div>
      {entry.kind === 'html' && <RichPreview configKey={entry.key} label={label} values={values} />}
      <div className="admin-actions">
        <button type="submit" disabled={!changed || busy} aria-busy={busy}>
          {t('config.save')}
        </button>
        {status && (
          <span className={status.error ? 'admin-error' : 'admin-notice'} role={status.error ? 'alert' : 'status'}>
            {status.text}
          </span>
        )}
      </div>
    </form>
  );
}
