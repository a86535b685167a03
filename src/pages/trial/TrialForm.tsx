import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../site/site-context.tsx';
import { TRIAL_STEPS, trialSchema, type TrialField } from '../../contracts/forms/trial.ts';
import { trialApply } from '../../contracts/endpoints/trial.ts';
import type { EndpointInput } from '../../contracts/endpoint.ts';
import { FormFailure } from '../../forms/FormFailure.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { prefillValues, usePrefill } from '../../forms/use-prefill.ts';
import { useForm } from '../../forms/use-form.ts';
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

/** Sample application: two steps (product, then applicant) with Next, Previous and Submit. */
export function TrialForm({ initial, ready }: Props) {
  const { t } = useTranslation();
  const { api, lang, shell } = useSite();
  const schema = useMemo(() => trialSchema(lang), [lang]);
  // A refusal that names fields also says why above the buttons (the field may be on the other step).
  const form = useForm<TrialValues>(schema, withDraft(initial?.values), { failureWithFields: true });
  const [step, setStep] = useState<1 | 2>(initial?.step ?? 1);
  const [succeeded, setSucceeded] = useState(false);
  const categories = useMemo(() => categoryOptions(productCategories(shell.nav)), [shell.nav]);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const skipSave = useRef(false);

  const setAny = (field: string, value: string) => form.set(field as keyof TrialValues, value);
  usePrefill(form.values, setAny, PREFILL);
  useProductPrefill(form.values, form.set, (id) => categories.some((c) => c.value === id));

  // Everything typed stays in this tab's sessionStorage (`apply`, `applyTab`) until it is sent.
  useEffect(() => {
    if (!ready) return;
    if (skipSave.current) return void (skipSave.current = false);
    writeDraft(sessionStorage, { step, values: form.values });
  }, [ready, step, form.values]);

  // A step change moves focus to the new step's heading, so keyboard and screen-reader users follow.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);
  const show = (next: 1 | 2) => {
    moved.current = true;
    setStep(next);
  };
  const go = (next: 1 | 2) => {
    show(next);
    form.setFailure('');
  };

  function next() {
    // Next checks step 1 only and stays while it is wrong (the messages show on its fields).
    for (const f of STEP1) form.blur(f);
    const wrong = STEP1.find((f) => form.errors[f]);
    if (wrong) return document.getElementById(`apply-${wrong}`)?.focus();
    go(2);
  }

  async function submit() {
    // The segment is text in the form; the form's schema has accepted it as one of its values before it is sent.
    const outcome = await form.submit((values) => api.call(trialApply, { body: values as EndpointInput<typeof trialApply>['body'] }));
    if (outcome.kind === 'invalid') {
      if (STEP1.some((f) => outcome.errors[f])) return go(1);
      const wrong = TRIAL_STEPS[1].find((f) => outcome.errors[f]);
      return void (wrong && document.getElementById(`apply-${wrong}`)?.focus());
    }
    // A refusal of a step-1 field shows that step, keeping the failure text.
    if (outcome.kind === 'refused' && STEP1.some((f) => f in outcome.fields)) return show(1);
    if (outcome.kind !== 'sent') return;
    clearDraft(sessionStorage);
    skipSave.current = true;
    const info = session.userInfo.value;
    form.reset({ ...blankValues(), ...(info ? prefillValues(info, PREFILL) : {}) });
    moved.current = false;
    setStep(1);
    setSucceeded(true);
  }

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (step === 1) next();
    else void submit();
  };

  return (
    <form className="apply-form" onSubmit={onSubmit} noValidate data-testid="apply-form" data-ready={ready ? 'true' : undefined}>
      <StepHeader step={step} headingRef={heading} />
      {step === 1 ? <ProductStep form={form} categories={categories} /> : <ApplicantStep form={form} onSendError={form.setFailure} />}
      <FormFailure message={form.failure} testId="apply-failure" />
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
          <SubmitButton sending={form.sending} testId="apply-submit">
            {form.sending ? t('trial:sending') : t('trial:submit')}
          </SubmitButton>
        )}
      </div>
      {succeeded ? <TrialSuccess onClose={() => setSucceeded(false)} /> : null}
    </form>
  );
}
