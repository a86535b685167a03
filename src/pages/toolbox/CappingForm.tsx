import { useSignals } from '@preact/signals-react/runtime';
import type { DragEvent, FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MASS_TYPES } from '../../science/assay/massType.ts';
import { SALT_ADDUCTS, type SaltAdduct } from '../../science/ions/adducts.ts';
import { CAP_ANALOGS } from '../../science/mass/capAnalogs.ts';
import { THREE_PRIME_ENDS } from '../../science/mass/endGroups.ts';
import { MODIFICATIONS } from '../../science/mass/residues.ts';
import { CAPPING_METHODS } from '../../science/mass/species.ts';
import type { CappingField, CappingInputs, CappingState } from '../../state/capping.state.ts';
import { type Choices, ToolboxControl } from './ToolboxControl.tsx';

type TextKey = 'productSequence' | 'nextBase' | 'tolerancePpm' | 'modification' | 'cappingMethod' | 'capAnalog' | 'threePrime' | 'massType';

/** One labelled box or select of the capping form, with its help and its error. */
function Field({ state, name, choices, help, children }: { state: CappingState; name: TextKey; choices?: Choices; help?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const id = `cr-${name}`;
  const error = state.fieldErrors.value[name as CappingField];
  const label = t(`toolbox:capping.${name}`);
  return (
    <ToolboxControl
      id={id}
      name={name}
      label={label}
      value={state.inputs.value[name]}
      help={help ? { key: help, id: `${id}-help` } : undefined}
      error={error && t(error.key, { ...error.params, field: label })}
      choices={choices}
      input={name === 'tolerancePpm' ? { type: 'number', inputMode: 'decimal' } : { type: 'text' }}
      onChange={(v) => state.actions.set(name, v as never)}
    >
      {children}
    </ToolboxControl>
  );
}

/** A checkbox of the capping form. */
function Check({ checked, label, onChange }: { checked: boolean; label: string; onChange: (on: boolean) => void }) {
  return (
    <label>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      {label}
    </label>
  );
}

/** The product, how to match, and the peak list (pasted, dropped or chosen); Enter or Calculate runs it. */
export function CappingForm({ state }: { state: CappingState }) {
  useSignals();
  const { t } = useTranslation();
  const inputs: CappingInputs = state.inputs.value;
  const file = state.file.value;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void state.actions.run();
  };
  const onDrop = (e: DragEvent<HTMLTextAreaElement>) => {
    const dropped = e.dataTransfer.files[0];
    if (!dropped) return;
    e.preventDefault();
    state.actions.setFile(dropped);
  };
  const toggleAdduct = (a: SaltAdduct, on: boolean) => state.actions.set('adducts', on ? [...inputs.adducts, a] : inputs.adducts.filter((x) => x !== a));
  return (
    <form className="tb-form" onSubmit={submit} noValidate aria-label={t('toolbox:capping.legend')}>
      <Field state={state} name="productSequence" help="toolbox:capping.productHelp">
        <textarea id="cr-productSequence" name="productSequence" rows={2} spellCheck={false} value={inputs.productSequence} aria-describedby="cr-productSequence-help"
          aria-invalid={state.fieldErrors.value.productSequence ? true : undefined} onChange={(e) => state.actions.set('productSequence', e.currentTarget.value)} />
      </Field>
      <fieldset className="grid">
        <Field state={state} name="nextBase" help="toolbox:capping.nextBaseHelp" />
        <Field state={state} name="modification" choices={{ values: MODIFICATIONS, ns: 'mod' }} />
        <Field state={state} name="threePrime" choices={{ values: THREE_PRIME_ENDS, ns: 'threeEnd' }} />
      </fieldset>
      <fieldset className="grid">
        <Field state={state} name="cappingMethod" choices={{ values: CAPPING_METHODS, ns: 'method' }} />
        <Field state={state} name="capAnalog" choices={{ values: ['', ...CAP_ANALOGS], ns: 'analog' }} />
        <Field state={state} name="massType" choices={{ values: MASS_TYPES, ns: 'massType' }} />
        <Field state={state} name="tolerancePpm" />
      </fieldset>
      <fieldset>
        <legend>{t('toolbox:capping.options')}</legend>
        <Check checked={inputs.includeCap2} label={t('toolbox:capping.includeCap2')} onChange={(on) => state.actions.set('includeCap2', on)} />
        <Check checked={inputs.includeCutVariants} label={t('toolbox:capping.includeCutVariants')} onChange={(on) => state.actions.set('includeCutVariants', on)} />
        {SALT_ADDUCTS.map((a) => (
          <Check key={a} checked={inputs.adducts.includes(a)} label={t(`toolbox:capping.adduct_${a}`)} onChange={(on) => toggleAdduct(a, on)} />
        ))}
      </fieldset>
      <label htmlFor="cr-peaks">
        {t('toolbox:capping.peaks')}
        <textarea id="cr-peaks" name="peaks" rows={6} spellCheck={false} value={file ? '' : state.peaksText.value} placeholder={file ? t('toolbox:capping.peakFile', { name: file.name }) : '6647.97\t700000'}
          aria-describedby="cr-peaks-help" onChange={(e) => state.actions.setPeaksText(e.currentTarget.value)} onDragOver={(e) => e.preventDefault()} onDrop={onDrop} />
        <small id="cr-peaks-help">{t('toolbox:capping.peaksHelp')} {t('toolbox:form.privacy')}</small>
      </label>
      <label htmlFor="cr-file">
        {t('toolbox:capping.file')}
        <input id="cr-file" type="file" accept=".csv,.tsv,.txt,.xlsx,text/plain,text/csv" onChange={(e) => state.actions.setFile(e.currentTarget.files?.[0] ?? null)} />
      </label>
      {file && (
        <p data-testid="cr-file-name">
          {t('toolbox:capping.peakFile', { name: file.name })}{' '}
          <button type="button" className="secondary outline" onClick={() => state.actions.setFile(null)}>{t('toolbox:form.clearFile')}</button>
        </p>
      )}
      <div className="tb-run">
        <button type="submit" disabled={state.running.value} aria-busy={state.running.value}>
          {state.running.value ? t('toolbox:form.running') : t('toolbox:form.run')}
        </button>
      </div>
    </form>
  );
}
