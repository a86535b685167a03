import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckField } from '../../forms/CheckField.tsx';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { useAdmin } from '../admin-context.ts';
import { bilingualLabel, FormFooter, SideBySide, StaleEditDialog, TranslatedField, useAdminForm } from '../kit/index.ts';
import { fromZoneInput, toZoneInput, useAdminTime } from '../kit/admin-time.ts';
import { rowCalls, type RowKind, type SharedField } from './content-row-kinds.ts';

type Row = Record<string, unknown> & { id: number };

/** The editable fields of a row (without its id and the derived marker). */
const editable = ({ id: _id, untranslated: _u, ...fields }: Record<string, unknown>) => fields;

/**
 * The form of one banner, distributor or recruitment post: the shared fields, then the texts in English
 * and Chinese side by side, checked with the server's schema; a text in one language only is marked.
 */
export function ContentRowForm({ kind, row, areas, onSaved, onClose }: { kind: RowKind; row: Row | null; areas: { id: number; name: string }[]; onSaved: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const times = useAdminTime();
  const { api } = useAdmin();
  const [current, setCurrent] = useState(row);
  const label = (f: string) => t(`content.rowFields.${f}`);
  // The row's values carry its version (sent with a change); a stale change opens the shared dialog.
  const form = useAdminForm<Record<string, unknown>>(() => (row ? editable(row) : kind.blank()), { stale: { valuesOf: (c: Row) => editable(c), label: bilingualLabel(label) } });
  const { values, set } = form;
  const errors = fieldErrors(kind.schema, values);
  const errorOf = form.errorOf(errors);
  const str = (f: string) => String(values[f] ?? '');

  const submit = form.submit(errors, async () => {
    const calls = rowCalls(api, kind);
    const saved = current ? await calls.update(current.id, values) : await calls.create(values);
    setCurrent(saved);
    form.setValues(editable(saved));
    form.setStatus({ text: t('content.saved'), error: false });
    onSaved();
  });

  const shared = ({ name, input }: SharedField) => {
    const id = `row-${name}`;
    if (input === 'check') return <CheckField key={name} id={id} label={label(name)} checked={values[name] === true} error={errorOf(name)} onChange={(v) => set(name, v)} />;
    if (input === 'area')
      return <SelectField key={name} id={id} label={label(name)} placeholder="—" value={values[name] ? String(values[name]) : ''} error={errorOf(name)} options={areas.map((a) => ({ value: String(a.id), label: a.name }))} onChange={(v) => set(name, Number(v))} />;
    if (input === 'number') return <TextField key={name} id={id} label={label(name)} type="number" value={str(name)} error={errorOf(name)} onChange={(v) => set(name, v === '' ? Number.NaN : Number(v))} />;
    // A schedule is typed on the wall clock of the zone the back office shows (Beijing time by default), and says so.
    if (input === 'datetime')
      return <TextField key={name} id={id} label={`${label(name)} (${times.label})`} type="datetime-local" value={toZoneInput(str(name), times.zone)} error={errorOf(name)} onChange={(v) => set(name, fromZoneInput(v, times.zone))} />;
    return <TextField key={name} id={id} label={label(name)} type={input === 'date' ? 'date' : 'text'} value={str(name)} error={errorOf(name)} onChange={(v) => set(name, v)} />;
  };

  return (
    <form className="admin-card" onSubmit={submit} noValidate data-testid="row-form" aria-labelledby="row-form-title">
      <h2 id="row-form-title">{current ? t('content.editRow', { id: current.id }) : t('content.addRow')}</h2>
      <StaleEditDialog stale={form.staleEdit} />
      <div className="admin-grid">{kind.shared.map(shared)}</div>
      <SideBySide legend={(l) => t(`content.lang.${l}`)}>
        {({ id }) =>
          kind.translated.map(({ name, multiline }) => (
            <TranslatedField key={name} prefix="row" name={name} side={id} value={str} label={label(name)} missing={t('content.missing')} error={errorOf} onChange={set} multiline={multiline} />
          ))
        }
      </SideBySide>
      <FormFooter save={t('content.save')} busy={form.busy} cancel={{ label: t('content.cancel'), onClick: onClose }} status={form.status} />
    </form>
  );
}
