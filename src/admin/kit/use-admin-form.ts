import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/client.ts';
import { isApiError } from '../../contracts/api-error.ts';
import type { StaleEditData } from '../../contracts/admin/version.ts';
import { messageOf } from '../admin-api.ts';
import type { Status } from './Notice.tsx';

/**
 * A form of a versioned record (src/contracts/admin/version.ts): its values carry the record's `version`, sent with
 * the save. A 409 `E0409V` opens the stale-edit dialog (StaleEditDialog) instead of a failure text.
 */
export interface StaleOptions<V> {
  /** The form's values of the record a 409 answers as `current` (the record's GET answer). */
  valuesOf: (current: never) => V;
  /** A field's label in the dialog's list of differences (default: its name). */
  label?: (field: string) => string;
}

/** A stale save's dialog state: their values as the form would hold them, who saved and when. */
export interface StaleConflict<V> {
  theirs: V;
  changedBy: { name: string } | null;
  changedAt: string | null;
}

interface Options<V> {
  /** Keep the last outcome while the user edits (a form whose failure stays until the next send). */
  keepStatus?: boolean;
  /** Also say the first named field's message in the outcome (a long form whose fields may be out of sight). */
  failureWithFields?: boolean;
  /** A versioned record's form: what to do with a stale save's answer. */
  stale?: StaleOptions<V>;
}

/**
 * The state every back-office form keeps: the values, whether a send was tried (errors show from then, or
 * for one field once it was left, see `blur`), the server's field messages (cleared when the field is edited,
 * and when the form is sent again: the new answer decides), busy while sending, and the outcome.
 * `errorOf(errors)` gives a field's message, `shown(errors)` all of them (for sub-editors that look up paths);
 * `submit(errors, send)` checks, sends, and puts the server's field messages under their fields or its failure
 * in the outcome; `run` does the same without a form event (a button outside a form).
 */
export function useAdminForm<V extends object>(initial: V | (() => V), { keepStatus, failureWithFields, stale }: Options<V> = {}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [tried, setTried] = useState(false);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [server, setServer] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<StaleConflict<V> | null>(null);

  // Stable, so an effect may fill a field (a default that arrives later) without running again.
  const change = useCallback(
    (next: Partial<V>) => {
      setValues((s) => ({ ...s, ...next }));
      setServer((s) => ({ ...s, ...Object.fromEntries(Object.keys(next).map((k) => [k, ''])) }));
      if (!keepStatus) setStatus(null);
    },
    [keepStatus],
  );
  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => change({ [field]: value } as unknown as Partial<V>), [change]);
  const blur = (field: string) => setTouched((s) => ({ ...s, [field]: true }));
  const clearServer = (field: string) => setServer((s) => ({ ...s, [field]: '' }));
  /** New values after a send went through: errors hidden again until the next try; the outcome stays. */
  const reset = (next: V) => (setValues(next), setTried(false), setTouched({}), setServer({}));
  const shown = (errors: Record<string, string | undefined>) => {
    const out: Record<string, string> = {};
    for (const [field, key] of Object.entries(errors)) if (key && (tried || touched[field])) out[field] = t(key);
    for (const [field, text] of Object.entries(server)) if (text) out[field] = text;
    return out;
  };
  const errorOf = (errors: Record<string, string | undefined>) => (field: string) => shown(errors)[field] ?? '';
  /** The props of a text field whose error shows once it is left (a form whose fields are checked as one goes). */
  const bind = (errors: Record<string, string | undefined>) => (name: keyof V & string, id: string) => ({
    id,
    name,
    value: String(values[name] ?? ''),
    error: errorOf(errors)(name),
    onChange: (v: string) => set(name, v as V[typeof name]),
    onBlur: () => blur(name),
  });

  const run = async (errors: Record<string, unknown>, send: () => Promise<void>, check = true) => {
    if (check) setTried(true);
    if (Object.keys(errors).length) return;
    setBusy(true);
    setServer({});
    if (keepStatus) setStatus(null);
    try {
      await send();
    } catch (err) {
      if (stale && isApiError(err) && err.code === 'E0409V' && err.data) {
        const data = err.data as StaleEditData<never>;
        setConflict({ theirs: stale.valuesOf(data.current), changedBy: data.changedBy, changedAt: data.changedAt });
        return;
      }
      const fields = fieldErrorsOf(err);
      if (fields) setServer(fields);
      if (!fields || failureWithFields) setStatus({ text: fields ? Object.values(fields)[0]! : messageOf(err, t), error: true });
    } finally {
      setBusy(false);
    }
  };
  const submit = (errors: Record<string, unknown>, send: () => Promise<void>, check = true) => (e: FormEvent) => {
    e.preventDefault();
    return run(errors, send, check);
  };

  /**
   * The stale-edit dialog's state and choices: `reload` replaces the form by their values (and version); `keep` keeps
   * the form and takes their version, so the next save overwrites theirs knowingly.
   */
  const staleEdit = {
    conflict,
    values,
    label: stale?.label ?? ((field: string) => field),
    reload: () => {
      if (conflict) reset(conflict.theirs);
      setConflict(null);
      setStatus(null);
    },
    keep: () => {
      if (conflict) setValues((s) => ({ ...s, version: (conflict.theirs as { version?: number }).version }));
      setConflict(null);
    },
  };

  return { values, setValues, set, change, blur, reset, tried, setTried, server, clearServer, status, setStatus, busy, errorOf, shown, bind, run, submit, staleEdit };
}
