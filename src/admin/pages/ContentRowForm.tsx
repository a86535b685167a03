import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { halfTranslated } from '../../contracts/admin/content.ts';
import { CheckField } from '../../forms/CheckField.tsx';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';
import { fromLocalInput, toLocalInput, type RowKind, type SharedField } from './content-row-kinds.ts';

type Row = Record<string, unknown> & { id: number };
const LANGS = [
  { id: 'En', lang: 'en', html: 'en' },
  { id: 'Zh', lang: 'zh', html: 'zh-CN' },
] as const;

/** The editable fields of a row (without its id and the derived marker). */
const editable = ({ id: _id, untranslated: _u, ...fields }: Record<string, unknown>) => fields;

/**
 * The form of one banner, distributor or recruitment post: the shared fields, then the texts in English
 * and Chinese side by side, checked with the server's schema; a text in one language only is marked.
 */
export function ContentRowForm({ kind, row, areas, onSaved, onClose }: { kind: RowKind; row: Row | null; areas: { id: number; name: string }[]; onSaved: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const [current, setCurrent] = useState(row);
  const [values, setValues] = useState<Record<string, unknown>>(() => (row ? editable(row) : kind.blank()));
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = fieldErrors(kind.schema, values);
  const errorOf = (f: string) => server[f] || (tried && errors[f] ? t(errors[f]) : '');
  const set = (f: string, v: unknown) => (setValues((s) => ({ ...s, [f]: v })), setServer((s) => ({ ...s, [f]: '' })), setStatus(null));
  const str = (f: string) => String(values[f] ?? '');
  const label = (f: string) => t(`content.rowFields.${f}`);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      const saved = current ? await api.put<Row>(`${kind.path}/${current.id}`, values) : await api.post<Row>(kind.path, values);
      setCurrent(saved);
      setValues(editable(saved));
      setStatus({ text: t('content.saved'), error: false });
      onSaved();
    } catch (err) {
      if (err instanceof ApiError && err.fields.length) setServer(Object.fromEntries(err.fields.map((f) => [f.field, f.message])));
      else setStatus({ text: messageOf(err, t), error: true });
    } finally {
      setBusy(false);
    }
  };

  const shared = ({ name, input }: SharedField) => {
    const id = `row-${name}`;
    if (input === 'check') return <CheckField key={name} id={id} label={label(name)} checked={values[name] === true} error={errorOf(name)} onChange={(v) => set(name, v)} />;
    if (input === 'area')
      return <SelectField key={name} id={id} label={label(name)} placeholder="—" value={values[name] ? String(values[name]) : ''} error={errorOf(name)} options={areas.map((a) => ({ value: String(a.id), label: a.name }))} onChange={(v) => set(name, Number(v))} />;
    if (input === 'number') return <TextField key={name} id={id} label={label(name)} type="number" value={str(name)} error={errorOf(name)} onChange={(v) => set(name, v === '' ? Number.NaN : Number(v))} />;
    if (input === 'datetime') return <TextField key={name} id={id} label={label(name)} type="datetime-local" value={toLocalInput(str(name))} error={errorOf(name)} onChange={(v) => set(name, fromLocalInput(v))} />;
    return <TextField key={name} id={id} label={label(name)} type={input === 'date' ? 'date' : 'text'} value={str(name)} error={errorOf(name)} onChange={(v) => set(name, v)} />;
  };

  return (
    <form className="admin-card" onSubmit={submit} noValidate data-testid="row-form" aria-labelledby="row-form-title">
      <h2 id="row-form-title">{current ? t('content.editRow', { id: current.id }) : t('content.addRow')}</h2>
      <div className="admin-grid">{kind.shared.map(shared)}</div>
      <div className="admin-side-by-side">
        {LANGS.map(({ id, lang, html }) => (
          <fieldset key={id} lang={html} data-lang={lang}>
            <legend>{t(`content.lang.${lang}`)}</legend>
            {kind.translated.map(({ name, multiline }) => (
              <div key={name}>
                {!str(`${name}${id}`).trim() && halfTranslated(str(`${name}En`), str(`${name}Zh`)) && (
                  <mark className="admin-missing" data-testid="missing-translation">
                    {t('content.missing')}
                  </mark>
                )}
                <TextField id={`row-${name}${id}`} label={label(name)} multiline={multiline} value={str(`${name}${id}`)} error={errorOf(`${name}${id}`)} onChange={(v) => set(`${name}${id}`, v)} />
              </div>
            ))}
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
        {status && (
          <span className={status.error ? 'admin-error' : 'admin-notice'} role={status.error ? 'alert' : 'status'}>
            {status.text}
          </span>
        )}
      </div>
    </form>
  );
}
