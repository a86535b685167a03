import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MASS_TYPES } from '../../science/assay/massType.ts';
import { SALT_ADDUCTS, type SaltAdduct } from '../../science/ions/adducts.ts';
import { CAP_ANALOGS } from '../../science/mass/capAnalogs.ts';
import { THREE_PRIME_ENDS } from '../../science/mass/endGroups.ts';
import { MODIFICATIONS } from '../../science/mass/residues.ts';
import { CAPPING_METHODS } from '../../science/mass/species.ts';
import type { CappingField, CappingInputs, CappingState } from '../../state/capping.state.ts';
import { dropFile, FilePicker } from './FilePicker.tsx';
import { type Choices, ToolboxControl } from './ToolboxControl.tsx';

type TextKey = 'productSequence' | 'nextBase' | 'tolerancePpm' | 'modification' | 'cappingMethod' | 'capAnalog' | 'threePrime' | 'massType' | 'mzCharge';

/** One labelled box or select of the capping form, with its help and its error. */
function Field({ state, name, choices, help, children }: { state: CappingState; name: TextKey; choices?: Choices; help?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const id = `cr-${name}`;
  const guide = help ? { key: help, id: `${id}-help` } : undefined;
  const input = name === 'tolerancePpm' || name === 'mzCharge' ? ({ type: 'number', inputMode: 'decimal' } as const) : { type: 'text' };
  const set = (v: string) => state.actions.set(name, v as never);
  return (
    <ToolboxControl id={id} name={name} label={t(`toolbox:capping.${name}`)} value={state.inputs.value[name]} help={guide} error={state.fieldErrors.value[name as CappingField]} choices={choices} input={input} onChange={set}>
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
  const onDrop = dropFile(state.actions.setFile);
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
      <Field state={state} name="mzCharge" help="toolbox:capping.mzChargeHelp" />
      <FilePicker id="cr-file" label={t('toolbox:capping.file')} accept=".csv,.tsv,.txt,.xlsx,text/plain,text/csv" file={file} chosen={file ? t('toolbox:capping.peakFile', { name: file.name }) : ''} testId="cr-file-name" setFile={state.actions.setFile} />
      <div className="tb-run">
        <button type="submit" disabled={state.running.value} aria-busy={state.running.value}>
          {state.running.value ? t('toolbox:form.running') : t('toolbox:form.run')}
        </button>
      </div>
    </form>
  );
}
