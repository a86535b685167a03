import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import type { LoginResult } from '../../contracts/account.ts';
import { useCaptchaOnDemand } from '../../forms/CaptchaField.tsx';
import type { FormValues } from '../../forms/form-store.ts';
import { useForm } from '../../forms/use-form.ts';
import { useSite } from '../../site/site-context.tsx';
import { afterLogin } from './after-login.ts';

/**
 * A login form (e-mail and password, or phone and code) posted to `path` with the captcha's answer once the
 * server asks for one; a login goes on to where it was asked from (`?redirect=`, kept in `search`).
 */
export function useLoginForm<V extends FormValues & { captcha: string }>(schema: z.ZodType, initial: V, path: string) {
  const { api } = useSite();
  const search = useSearch();
  const [, navigate] = useLocation();
  const f = useForm(schema, initial);
  const captcha = useCaptchaOnDemand(api);
  const submit = f.onSubmit(
    ({ captcha: typed, ...fields }) => api.post<LoginResult>(path, { ...fields, ...captcha.answer(typed ?? '') }),
    (outcome) => (outcome.kind === 'sent' ? navigate(afterLogin(outcome.answer, search)) : captcha.after(outcome)),
  );
  return { f, captcha, submit, search };
}

/** A form posted once to `path`; `done` when the server took it (the page then shows its confirmation). */
export function useOnceForm<V extends FormValues>(schema: z.ZodType, initial: V, path: string) {
  const { api } = useSite();
  const [done, setDone] = useState(false);
  const f = useForm(schema, initial);
  const submit = f.onSubmit(
    (data) => api.post(path, data),
    (outcome) => setDone(outcome.kind === 'sent'),
  );
  return { f, submit, done };
}
