import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createFormStore, type FormValues, type SubmitOutcome } from './form-store.ts';

export interface UseFormOptions {
  /** A schema loaded on first use (see useLazySchema): the submit waits for it. */
  ensureSchema?: () => Promise<z.ZodType>;
  /** Also show the message of a refusal that names fields as the form's failure text. */
  failureWithFields?: boolean;
}

/**
 * The form kit's hook: values checked with the same zod schema as the server (a field shows its error once
 * left or after a submit), and the whole submit sequence — submission id, touching every field, the check,
 * sending state, the server's field errors on their fields and the translated failure text.
 * `submit(send)` resolves to what happened, for forms that move focus or steps after it.
 */
export function useForm<V extends FormValues>(schema: z.ZodType | null, initial: V, options: UseFormOptions = {}) {
  const { t } = useTranslation();
  const translate = useRef(t);
  translate.current = t;
  const [store] = useState(() => createFormStore(initial, { translate: (key) => translate.current(key), failureWithFields: options.failureWithFields }));
  store.setSchema(schema);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  const submit = <R,>(send: (data: V) => Promise<R>): Promise<SubmitOutcome<R>> => store.submit(send, options.ensureSchema?.());
  /** A `<form onSubmit>` handler: submits, then hands the outcome to `then`. */
  const onSubmit =
    <R,>(send: (data: V) => Promise<R>, then?: (outcome: SubmitOutcome<R>) => void) =>
    (event: FormEvent) => {
      event.preventDefault();
      void submit(send).then(then);
    };

  /** The props of a TextField for `name` (the id defaults to the name). */
  const bind = (name: keyof V & string, id: string = name) => ({
    id,
    name,
    value: String(state.values[name] ?? ''),
    error: store.errorOf(name),
    onChange: (value: string) => store.set(name, value as V[typeof name]),
    onBlur: () => store.blur(name),
  });
  /** The props of a SelectField: a choice is checked as soon as it is made. */
  const bindChoice = (name: keyof V & string, id: string = name) => {
    const { onBlur, ...props } = bind(name, id);
    return { ...props, onChange: (value: string) => (store.set(name, value as V[typeof name]), onBlur()) };
  };
  /** The props of a CheckField. */
  const bindCheck = (name: keyof V & string, id: string = name) => ({
    id,
    name,
    checked: state.values[name] === true,
    error: store.errorOf(name),
    onChange: (checked: boolean) => (store.set(name, checked as V[typeof name]), store.blur(name)),
  });

  return {
    ...state,
    bind,
    bindChoice,
    bindCheck,
    errors: store.errors(),
    set: store.set,
    blur: store.blur,
    touchAll: store.touchAll,
    errorOf: store.errorOf,
    setServerErrors: store.setServerErrors,
    setFailure: store.setFailure,
    reset: store.reset,
    submit,
    onSubmit,
  };
}

export type Form<V extends FormValues> = ReturnType<typeof useForm<V>>;
