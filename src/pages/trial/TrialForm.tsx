import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { useSite } from '../../site/site-context.tsx';
import { TRIAL_STEPS, trialSchema, type TrialField } from '../../contracts/forms/trial.ts';
import { prefillValues, usePrefill } from '../../forms/use-prefill.ts';
import { newSubmissionId, useZodForm } from '../../forms/use-zod-form.ts';
import { session } from '../../state/session.state.ts';
import { clearDraft, writeDraft, type ApplyDraft } from './trial-draft.ts';
import { blankValues, PREFILL, withDraft, type TrialValues } from './trial-values.ts';
import { ApplicantStep } from './ApplicantStep.tsx';
import { TrialSuccess } from './TrialSuccess.tsx';
import { categoryOptions, productCategories } from './category-options.ts';
import { ProductStep } from './ProductStep.tsx';
import { StepHeader } from './StepHeader.tsx';
import { useProductPrefill } from './use-product-prefill.ts';

const STEP1: readonly TrialField[] = TRIAL_STEPS[0];

interface Props {
  /** The draft of this tab, when one was stored. */
  initial?: ApplyDraft;
  /** True once the stored draft was read: only then may the form overwrite it. */
  ready: boolean;
}

/** Spec §2 sample application: two steps (product, then applicant) with Next, Previous and Submit. */
export function TrialForm({ initial, ready }: Props) {
  const { t } = useTranslation();
  const { api, lang, shell } = useSite();
  const schema = useMemo(() => trialSchema(lang), [lang]);
  const form = useZodForm<TrialValues>(schema, withDraft(initial?.values));
  const [step, setStep] = useState<1 | 2>(initial?.step ?? 1);
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const categories = useMemo(() => categoryOptions(productCategories(shell.nav)), [shell.nav]);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const skipSave = useRef(false);

  const setAny = (field: string, value: string) => form.set(field as keyof TrialValues, value);
  usePrefill(form.values, setAny, PREFILL);
  useProductPrefill(form.values, form.set, (id) => categories.some((c) => c.value === id));

  // Everything typed stays in this tab's sessionStorage (spec §3 `apply`, `applyTab`) until it is sent.
  useEffect(() => {
    if (!ready) return;
    if (skipSave.current) return void (skipSave.current = false);
    writeDraft(sessionStorage, { step, values: form.values });
  }, [ready, step, form.values]);

  // A step change moves focus to the new step's heading, so keyboard and screen-reader users follow.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);
  const go = (next: 1 | 2) => {
    moved.current = true;
    setStep(next);
    setFailure('');
  };

  function next() {
    // Next checks step 1 only and stays while it is wrong (the messages show on its fields).
    for (const f of STEP1) form.blur(f);
    const wrong = STEP1.find((f) => form.errors[f]);
    if (wrong) return document.getElementById(`apply-${wrong}`)?.focus();
    go(2);
  }

  async function submit() {
    form.touchAll();
    setFailure('');
    // The id is made once per filled-in application and kept (also in the draft) for its retries.
    const values = form.values.submissionId ? form.values : { ...form.values, submissionId: newSubmissionId() };
    if (values !== form.values) form.set('submissionId', values.submissionId);
    if (STEP1.some((f) => form.errors[f])) return go(1);
    const wrong = TRIAL_STEPS[1].find((f) => form.errors[f]);
    if (wrong) return document.getElementById(`apply-${wrong}`)?.focus();
    if (!schema.safeParse(values).success) return;
    setSending(true);
    try {
      await api.post('/try_out', values);
      clearDraft(sessionStorage);
      skipSave.current = true;
      const info = session.userInfo.value;
      form.reset({ ...blankValues(), ...(info ? prefillValues(info, PREFILL) : {}) });
      moved.current = false;
      setStep(1);
      setSucceeded(true);
    } catch (err) {
      if (err instanceof ApiError && err.fields.length) {
        form.setServerErrors(Object.fromEntries(err.fields.map((f) => [f.field, f.message])));
        if (err.fields.some((f) => (STEP1 as readonly string[]).includes(f.field))) go(1);
      }
      setFailure(err instanceof ApiError && err.code !== 'network' ? err.message : t('errors:network'));
    } finally {
      setSending(false);
    }
  }

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (step === 1) next();
    else void submit();
  };

  return (
    <form className="apply-form" onSubmit={onSubmit} noValidate data-testid="apply-form" data-ready={ready ? 'true' : undefined}>
      <StepHeader step={step} headingRef={heading} />
      {step === 1 ? <ProductStep form={form} categories={categories} /> : <ApplicantStep form={form} onSendError={setFailure} />}
      {failure ? (
        <p className="field-error" role="alert" data-testid="apply-failure">
          {failure}
        </p>
      ) : null}
      <div className="apply-actions">
        {step === 2 ? (
          <button type="button" className="secondary" onClick={() => go(1)} data-testid="apply-previous">
            {t('trial:previous')}
          </button>
        ) : null}
        {step === 1 ? (
          <button type="submit" data-testid="apply-next">
            {t('trial:next')}
          </button>
        ) : (
          <button type="submit" aria-busy={sending} disabled={sending} data-testid="apply-submit">
            {sending ? t('trial:sending') : t('trial:submit')}
          </button>
        )}
      </div>
      {succeeded ? <TrialSuccess onClose={() => setSucceeded(false)} /> : null}
    </form>
  );
}
