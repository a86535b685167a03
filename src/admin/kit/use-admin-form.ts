import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/client.ts';
import { messageOf } from '../admin-api.ts';
import type { Status } from './Notice.tsx';

interface Options {
  /** Keep the last outcome while the user edits (a form whose failure stays until the next send). */
  keepStatus?: boolean;
}

/**
 * The state every back-office form keeps: the values, whether a send was tried (errors show from then),
 * the server's field messages (cleared when the field is edited), busy while sending, and the outcome.
 * `errorOf(errors)` gives a field's message; `submit(errors, send)` checks, sends, and puts the server's
 * field messages under their fields or its failure in the outcome.
 */
export function useAdminForm<V extends object>(initial: V | (() => V), { keepStatus }: Options = {}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((s) => ({ ...s, [field]: value }));
    setServer((s) => ({ ...s, [field]: '' }));
    if (!keepStatus) setStatus(null);
  };
  const clearServer = (field: string) => setServer((s) => ({ ...s, [field]: '' }));
  const errorOf = (errors: Record<string, string | undefined>) => (field: string) => server[field] || (tried && errors[field] ? t(errors[field]) : '');

  const submit = (errors: Record<string, unknown>, send: () => Promise<void>, check = true) => async (e: FormEvent) => {
    e.preventDefault();
    if (check) setTried(true);
    if (Object.keys(errors).length) return;
    setBusy(true);
    if (keepStatus) setStatus(null);
    try {
      await send();
    } catch (err) {
      if (fieldErrorsOf(err)) setServer(fieldErrorsOf(err)!);
      else setStatus({ text: messageOf(err, t), error: true });
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, set, tried, setTried, server, clearServer, status, setStatus, busy, errorOf, submit };
}
