import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type Values = Record<string, string>;

/** A submission id made once per filled-in form (works outside secure contexts, unlike randomUUID). */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The first problem of each field, as translation keys, from a schema's result (none while the schema loads). */
export function fieldErrors(schema: z.ZodType | null, values: unknown): Record<string, string> {
  if (!schema) return {};
  const result = schema.safeParse(values);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in out)) out[field] = issue.message;
  }
  return out;
}

/**
 * Form state validated with the same zod schema as the server: a field shows its error once it was left
 * (blur) or a submit was tried; errors the server sends back are shown on their fields too.
 */
export function useZodForm<V extends Values>(schema: z.ZodType | null, initial: V) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = useMemo(() => fieldErrors(schema, values), [schema, values]);

  const set = useCallback((field: keyof V & string, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: '' }));
  }, []);
  const blur = useCallback((field: string) => setTouched((t) => ({ ...t, [field]: true })), []);
  /** The translated message to show for a field, or '' (server texts arrive translated already). */
  const errorOf = (field: string) => serverErrors[field] || (touched[field] && errors[field] ? t(errors[field]) : '');
  const touchAll = () => setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])));
  const reset = (next: V) => {
    setValues(next);
    setTouched({});
    setServerErrors({});
  };
  return { values, set, blur, errorOf, errors, touchAll, reset, setServerErrors };
}
