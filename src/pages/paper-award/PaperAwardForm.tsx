import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../site/site-context.tsx';
import { formCodeTargetField } from '../../contracts/forms/form-code.ts';
import { PAPER_AWARD_SECTIONS, paperAward, paperAwardSchema, type PaperAwardAnswer } from '../../contracts/forms/paper-award.ts';
import { paperAwardApply } from '../../contracts/endpoints/paper-award.ts';
import { FormCodeField } from '../../forms/FormCodeField.tsx';
import { areaOptions } from '../../forms/area-options.ts';
import { FormFailure } from '../../forms/FormFailure.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { usePrefill } from '../../forms/use-prefill.ts';
import { useForm } from '../../forms/use-form.ts';
import { AwardAmounts, AwardTable } from './AwardTable.tsx';
import { FileField } from './FileField.tsx';
import { clearPaperDraft, writePaperDraft } from './paper-draft.ts';
import { PaperAwardSuccess } from './PaperAwardSuccess.tsx';
import { ALL_FIELDS, initialValues, INPUT_TYPE, PREFILL, type RewardField, type RewardValues } from './paper-award-values.ts';
import { useEducationOptions } from './use-education.ts';
import { useUploads, type FileFieldName } from './use-uploads.ts';

/** Today in the visitor's own calendar (the server allows the latest day on Earth, so it never refuses this). */
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

interface Props {
  /** The text fields of this tab's stored draft. */
  initial?: Record<string, string> | null;
  /** True once the stored draft was read: only then may the form overwrite it. */
  ready: boolean;
}

/** "Paper award form": applicant, lab, paper, product and remittance, with uploads and a code. */
export function PaperAwardForm({ initial, ready }: Props) {
  const { t, i18n } = useTranslation();
  const { api, lang, shell } = useSite();
  const schema = useMemo(() => paperAwardSchema(lang, localToday()), [lang]);
  const form = useForm<RewardValues>(schema, initialValues(initial));
  const setAny = (field: string, value: string) => form.set(field as RewardField, value);
  usePrefill(form.values, setAny, PREFILL);
  const uploads = useUploads(lang, (field, token) => form.set(field, token));
  const education = useEducationOptions();
  const [codeError, setCodeError] = useState('');
  const [answer, setAnswer] = useState<PaperAwardAnswer | null>(null);

  // What is typed stays in this tab (sessionStorage `paperApply`) until it is sent.
  useEffect(() => {
    if (ready && !answer) writePaperDraft(sessionStorage, form.values);
  }, [ready, answer, form.values]);

  // The award table, computed with the server's own function as the impact factor is typed; the server
  // computes it again and its figure is the one stored and shown after sending.
  const live = form.values.influenceFactor && !form.errors.influenceFactor ? paperAward(Number(form.values.influenceFactor)) : null;

  const submit = form.onSubmit(
    (values) => {
      // The spec's body carries the amount shown; the server ignores it and computes the award itself.
      const body = { ...values, bonusAmount: live?.grossCny };
      return api.call(paperAwardApply, { body });
    },
    (outcome) => {
      if (outcome.kind === 'sent') return (clearPaperDraft(sessionStorage), setAnswer(outcome.answer));
      // The first wrong field in page order takes the focus, whether the page or the server found it.
      const wrong = outcome.kind === 'invalid' ? outcome.errors : outcome.kind === 'refused' ? outcome.fields : {};
      const first = ALL_FIELDS.find((f) => f in wrong);
      if (first) document.getElementById(`pa-${first}`)?.focus();
    },
  );

  if (answer) return <PaperAwardSuccess answer={answer} />;

  const text = (name: RewardField) => (
    <TextField key={name} {...form.bind(name, `pa-${name}`)} label={t(`paper-award:fields.${name}`)} type={INPUT_TYPE[name]} />
  );
  const select = (name: 'areaId' | 'education', options: { value: string; label: string }[]) => (
    <SelectField key={name} {...form.bindChoice(name, `pa-${name}`)} label={t(`paper-award:fields.${name}`)} placeholder={t(`paper-award:placeholders.${name}`)} options={options} />
  );
  const field = (name: RewardField) =>
    name === 'areaId' ? select(name, areaOptions(shell.areas, i18n.language, t)) : name === 'education' ? select(name, education) : text(name);
  const file = (name: FileFieldName) => (
    <FileField key={name} field={name} state={uploads.states[name]} error={uploads.states[name].error || form.errorOf(name)} onChoose={(f) => (form.blur(name), void uploads.choose(name, f))} />
  );
  const section = (id: keyof typeof PAPER_AWARD_SECTIONS, extra?: React.ReactNode) => (
    <fieldset key={id} className="reward-section">
      <legend>
        <h2>{t(`paper-award:sections.${id}`)}</h2>
      </legend>
      <div className="reward-grid">{PAPER_AWARD_SECTIONS[id].map(field)}</div>
      {extra}
    </fieldset>
  );

  return (
    <>
      <AwardTable grossCny={live?.grossCny} />
      <form onSubmit={submit} noValidate data-testid="reward-form">
        <p className="reward-note">{t('paper-award:draftKept')}</p>
        {section('applicant', <div className="reward-grid">{[file('imageId1'), file('imageId2')]}</div>)}
        {section('lab')}
        {section('paper', file('file'))}
        {section('product')}
        {section(
          'remittance',
          <>
            <div className="reward-live" aria-live="polite">
              <strong>{t('paper-award:fields.bonusAmount')}</strong>
              {live ? <AwardAmounts award={live} testId="live-award" /> : <p>{t('paper-award:amount.pending')}</p>}
            </div>
            <FormCodeField
              {...form.bind('code', 'pa-code')}
              label={t('paper-award:fields.code')}
              error={codeError || form.errorOf('code')}
              onChange={(v) => (setCodeError(''), form.set('code', v))}
              target={form.values[formCodeTargetField(lang)]}
              onSendError={setCodeError}
            />
          </>,
        )}
        <FormFailure message={form.failure} />
        <SubmitButton sending={form.sending}>{t('paper-award:submit')}</SubmitButton>
      </form>
    </>
  );
}
