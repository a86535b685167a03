import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import type { loginResultSchema } from '../../contracts/account.ts';
import type { Endpoint } from '../../contracts/endpoint.ts';
import { useCaptchaOnDemand } from '../../forms/CaptchaField.tsx';
import type { FormValues } from '../../forms/form-store.ts';
import { useForm } from '../../forms/use-form.ts';
import { useSite } from '../../site/site-context.tsx';
import { afterLogin } from './after-login.ts';

/** An account form's endpoint: a JSON body, no path parameters or query. */
type FormEndpoint<A extends z.ZodType = z.ZodType> = Endpoint<undefined, undefined, z.ZodType, A>;

/**
 * A login form (e-mail and password, or phone and code) posted to `endpoint` with the captcha's answer once the
 * server asks for one; a login goes on to where it was asked from (`?redirect=`, kept in `search`).
 */
export function useLoginForm<V extends FormValues & { captcha: string }>(schema: z.ZodType, initial: V, endpoint: FormEndpoint<typeof loginResultSchema>) {
  const { api } = useSite();
  const search = useSearch();
  const [, navigate] = useLocation();
  const f = useForm(schema, initial);
  const captcha = useCaptchaOnDemand(api);
  const submit = f.onSubmit(
    ({ captcha: typed, ...fields }) => api.call(endpoint, { body: { ...fields, ...captcha.answer(typed ?? '') } }),
    (outcome) => (outcome.kind === 'sent' ? navigate(afterLogin(outcome.answer, search)) : captcha.after(outcome)),
  );
  return { f, captcha, submit, search };
}

/** A form posted once to `endpoint`; `done` when the server took it (the page then shows its confirmation). */
export function useOnceForm<V extends FormValues>(schema: z.ZodType, initial: V, endpoint: FormEndpoint) {
  const { api } = useSite();
  const [done, setDone] = useState(false);
  const f = useForm(schema, initial);
  const submit = f.onSubmit(
    (data) => api.call(endpoint, { body: data }),
    (outcome) => setDone(outcome.kind === 'sent'),
  );
  return { f, submit, done };
}
