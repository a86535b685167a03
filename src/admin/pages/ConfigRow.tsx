import { useTranslation } from 'react-i18next';
import { configEditSchema, type ConfigEntry } from '../../contracts/admin/config.ts';
import { adminConfigSave } from '../../contracts/endpoints/config-admin.ts';
import { fieldErrors } from '../../forms/form-store.ts';
import { FieldError } from '../../forms/FieldError.tsx';
import { useAdmin } from '../admin-context.ts';
import { FormFooter, LANGS, MissingMark, StaleEditDialog, useAdminForm } from '../kit/index.ts';
import { RichPreview } from './RichPreview.tsx';

/**
 * One configuration key: both languages side by side, checked with the server's schema, saved together
 * (one audited change). A value present in one language and blank in the other is marked untranslated.
 */
export function ConfigRow({ entry, onSaved }: { entry: ConfigEntry; onSaved: (next: ConfigEntry) => void }) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const label = t(`config.keys.${entry.key}`);
  const form = useAdminForm(
    { en: entry.en, zh: entry.zh, version: entry.version },
    { stale: { valuesOf: (c: ConfigEntry) => ({ en: c.en, zh: c.zh, version: c.version }), label: (lang) => `${label} (${t(`config.lang.${lang}`)})` } },
  );
  const { values, server } = form;
  const errors = fieldErrors(configEditSchema(entry.key), values);
  const changed = values.en !== entry.en || values.zh !== entry.zh;
  const long = entry.kind === 'html' || entry.kind === 'json';

  // Errors show once the value differs from the saved one, not after a first try.
  const submit = form.submit(
    errors,
    async () => {
      const saved = await api.call(adminConfigSave, { params: { key: entry.key }, body: values });
      form.setValues({ en: saved.en, zh: saved.zh, version: saved.version });
      onSaved(saved);
      form.setStatus({ text: t('config.saved'), error: false });
    },
    false,
  );

  return (
    <form className="admin-card admin-config" onSubmit={submit} noValidate data-key={entry.key} aria-label={label}>
      <h2>
        {label} <code>{entry.key}</code>
      </h2>
      <StaleEditDialog stale={form.staleEdit} />
      <div className="admin-side-by-side">
        {LANGS.map(({ lang: id, html }) => {
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
            onChange: (e: { target: { value: string } }) => form.set(id, e.target.value),
          };
          return (
            <label key={id} htmlFor={fieldId}>
              {t(`config.lang.${id}`)}
              {untranslated && <MissingMark label={t('config.missing')} />}
              {long ? <textarea {...common} rows={entry.kind === 'json' ? 6 : 4} /> : <input {...common} type={entry.kind === 'email' ? 'email' : entry.kind === 'url' ? 'url' : 'text'} />}
              <FieldError id={`${fieldId}-error`} message={message} />
            </label>
          );
        })}
      </div>
      {entry.kind === 'html' && <RichPreview configKey={entry.key} label={label} values={values} />}
      <FormFooter save={t('config.save')} busy={form.busy} disabled={!changed} status={form.status} />
    </form>
  );
}
