import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../api/client.ts';

export type Values = Record<string, string | boolean>;
export type Errors = Record<string, string>;

/**
 * Form state checked by the shared zod schema: errors are translation keys (from the schema) or server texts
 * (already translated), per field. `submit` runs only with valid input; a server 400 marks its fields.
 */
export function useForm<S extends z.ZodType>(schema: S, initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const set = (name: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _dropped, ...rest } = e;
      return rest;
    });
  };

  const validate = (): z.infer<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) return result.data;
    const next: Errors = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      next[field] ??= issue.message;
    }
    setErrors(next);
    return null;
  };

  const onSubmit = (run: (data: z.infer<S>) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const data = validate();
    if (!data) return;
    setBusy(true);
    try {
      await run(data);
    } catch (err) {
      if (err instanceof ApiError && err.fields.length) {
        setErrors(Object.fromEntries(err.fields.map((f) => [f.field, f.message])));
      } else setMessage(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return { values, errors, busy, message, set, setErrors, setMessage, onSubmit };
}
