import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CAP_ANALOGS } from '../../science/mass/capAnalogs.ts';
import { MODIFICATIONS } from '../../science/mass/residues.ts';
import { CAPPING_METHODS } from '../../science/mass/species.ts';
import type { ToolboxState } from '../../state/toolbox.state.ts';
import { NumberField } from './NumberField.tsx';
import { SelectField } from './SelectField.tsx';
import { SequenceInput } from './SequenceInput.tsx';

/** Every input of the toolbox modules; Enter or the Calculate button runs the job, Cancel stops it. */
export function ToolboxForm({ state, onRun }: { state: ToolboxState; onRun: () => void }) {
  useSignals();
  const { t } = useTranslation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onRun();
  };
  return (
    <form className="tb-form" onSubmit={submit} noValidate aria-label={t('toolbox:form.legend')}>
      <SequenceInput state={state} />
      <fieldset className="grid">
        <NumberField state={state} field="ps" guide="toolbox:guide.probeStart" />
        <NumberField state={state} field="pl" guide="toolbox:guide.probeLength" />
        <NumberField state={state} field="dp" guide="toolbox:guide.product" />
        <NumberField state={state} field="hl" guide="toolbox:guide.hybrid" />
      </fieldset>
      <p className="tb-guide">{t('toolbox:guide.gc')}</p>
      <fieldset className="grid">
        <SelectField state={state} field="mod" options={MODIFICATIONS} ns="mod" />
        <SelectField state={state} field="cap" options={CAPPING_METHODS} ns="method" />
        <SelectField state={state} field="analog" options={['', ...CAP_ANALOGS]} ns="analog" />
        <NumberField state={state} field="z" type="text" />
      </fieldset>
      <fieldset className="grid">
        <NumberField state={state} field="len" guide="toolbox:form.mrnaLengthHelp" />
        <NumberField state={state} field="sc" />
        <NumberField state={state} field="pc" />
      </fieldset>
      <div className="tb-run">
        <button type="submit" disabled={state.running.value} aria-busy={state.running.value}>
          {state.running.value ? t('toolbox:form.running') : t('toolbox:form.run')}
        </button>
        {state.running.value && (
          <button type="button" className="secondary" onClick={() => state.actions.cancel()} data-testid="tb-cancel">
            {t('toolbox:form.cancel')}
          </button>
        )}
      </div>
      <div aria-live="polite">
        {(state.running.value || state.progress.value > 0) && (
          <label htmlFor="tb-progress">
            {t('toolbox:result.progress')}
            <progress id="tb-progress" max={1} value={state.progress.value} data-testid="tb-progress" />
          </label>
        )}
        {state.cancelled.value && <p data-testid="tb-cancelled">{t('toolbox:form.cancelled')}</p>}
      </div>
    </form>
  );
}
