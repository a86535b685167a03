import type { z } from 'zod';
import { ApiError } from '../api/client.ts';

/** A form's values as typed: text fields are strings, check boxes booleans; the schema reads them on submit. */
export type FormValues = Record<string, string | boolean>;

export interface FormState<V extends FormValues> {
  values: V;
  /** Fields left once (blur) or all of them after a submit: only these show their schema error. */
  touched: Record<string, boolean>;
  /** Texts the server sent back for fields (already translated); cleared when the field changes. */
  serverErrors: Record<string, string>;
  /** True while the post is under way. */
  sending: boolean;
  /** The translated text of a failed post ('' when none). */
  failure: string;
}

/** What one submit ended in. */
export type SubmitOutcome<R> =
  | { kind: 'busy' }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'sent'; answer: R }
  | { kind: 'refused'; fields: Record<string, string>; failure: string };

export interface FormOptions {
  /** Turns a translation key (schema messages, `errors:network`) into text. */
  translate: (key: string) => string;
  /**
   * Whether a refusal that names fields also shows its message as the form's failure text; without it the
   * message is shown on the fields only.
   */
  failureWithFields?: boolean;
}

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
 * The errors a form shows after its values changed: each shown field keeps its error only while the field still
 * has a problem (with the current problem's text), so an error goes as soon as its field is valid. For forms
 * that keep their own shown errors by field path (the check-out); the store's own errors already follow the values.
 */
export function recheckShown(shown: Record<string, string>, problems: Record<string, string>, translate: (key: string) => string): Record<string, string> {
  return Object.fromEntries(Object.keys(shown).flatMap((path) => (problems[path] ? [[path, translate(problems[path])]] : [])));
}

/**
 * The state and submit sequence of one form, outside React so it can be tested alone: values, touched
 * fields, the schema's errors, the server's field errors, the failure text, and the submission id.
 * When the values hold a `submissionId`, it is made at the first submit, kept for the retries of that
 * filled-in form (the server stores a retried request once) and replaced at the first submit after a
 * success, so the next filled-in form gets a new one.
 */
export function createFormStore<V extends FormValues>(initial: V, options: FormOptions) {
  let state: FormState<V> = { values: initial, touched: {}, serverErrors: {}, sending: false, failure: '' };
  let schema: z.ZodType | null = null;
  let cache: { schema: z.ZodType | null; values: V; errors: Record<string, string> } | null = null;
  // Set synchronously at the start of a submit, before any await: a second submit meanwhile is refused.
  let inFlight = false;
  // The id of the last accepted submission: a form submitted again after it (the values unchanged) gets a
  // new id. The values are not touched on success, so a form's own reset or draft handling stays in charge.
  let sentId = '';
  const listeners = new Set<() => void>();
  const update = (patch: Partial<FormState<V>>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const errors = (): Record<string, string> => {
    if (cache?.schema !== schema || cache.values !== state.values) cache = { schema, values: state.values, errors: fieldErrors(schema, state.values) };
    return cache.errors;
  };
  const set = <K extends keyof V & string>(field: K, value: V[K]) => {
    const { [field]: _cleared, ...serverErrors } = state.serverErrors;
    update({ values: { ...state.values, [field]: value }, serverErrors });
  };
  const touchAll = () => update({ touched: Object.fromEntries(Object.keys(state.values).map((k) => [k, true])) });

  async function submit<R>(send: (data: V) => Promise<R>, schemaNow?: z.ZodType | Promise<z.ZodType>): Promise<SubmitOutcome<R>> {
    if (inFlight) return { kind: 'busy' };
    inFlight = true;
    try {
      touchAll();
      update({ failure: '' });
      let data = state.values;
      if ('submissionId' in data && (!data.submissionId || data.submissionId === sentId)) {
        data = { ...data, submissionId: newSubmissionId() };
        update({ values: data });
      }
      const checker = (await schemaNow) ?? schema;
      const problems = fieldErrors(checker, data);
      if (Object.keys(problems).length) return { kind: 'invalid', errors: problems };
      update({ sending: true });
      try {
        const answer = await send(data);
        sentId = String(data.submissionId ?? '');
        return { kind: 'sent', answer };
      } catch (err) {
        const issues = err instanceof ApiError ? err.fields : [];
        const fields = Object.fromEntries(issues.map((f) => [f.field, f.message]));
        const text = err instanceof ApiError && err.code !== 'network' ? err.message : options.translate('errors:network');
        const failure = issues.length && !options.failureWithFields ? '' : text;
        update({ serverErrors: fields, failure });
        return { kind: 'refused', fields, failure };
      } finally {
        update({ sending: false });
      }
    } finally {
      inFlight = false;
    }
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** The schema the live errors come from (null while a lazily loaded one is on its way). */
    setSchema(next: z.ZodType | null) {
      schema = next;
    },
    set,
    blur: (field: string) => update({ touched: { ...state.touched, [field]: true } }),
    touchAll,
    errors,
    /** The translated message to show for a field, or '' (server texts arrive translated already). */
    errorOf(field: string): string {
      const key = state.touched[field] ? errors()[field] : undefined;
      return state.serverErrors[field] || (key ? options.translate(key) : '');
    },
    /** Marks a field with an already translated text, as the server's errors are (a send-code check, say). */
    setServerErrors: (fields: Record<string, string>) => update({ serverErrors: { ...state.serverErrors, ...fields } }),
    setFailure: (failure: string) => update({ failure }),
    reset: (next: V = initial) => update({ values: next, touched: {}, serverErrors: {}, failure: '' }),
    submit,
  };
}

export type FormStore<V extends FormValues> = ReturnType<typeof createFormStore<V>>;
