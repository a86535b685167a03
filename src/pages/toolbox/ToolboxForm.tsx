import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CAP_ANALOGS } from '../../science/mass/capAnalogs.ts';
import { MODIFICATIONS } from '../../science/mass/residues.ts';
import { CAPPING_METHODS } from '../../science/mass/species.ts';
import type { ToolboxModule, ToolboxState } from '../../state/toolbox.state.ts';
import { MassInputs } from './MassInputs.tsx';
import { SequenceInput } from './SequenceInput.tsx';
import { ToolboxField } from './ToolboxField.tsx';

/**
 * Every input of the toolbox modules (the product-masses page adds what its species list shows); Enter or
 * the Calculate button runs the job, Cancel stops it.
 */
export function ToolboxForm({ state, module, onRun }: { state: ToolboxState; module: ToolboxModule; onRun: () => void }) {
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
        <ToolboxField state={state} field="probeStart" guide="toolbox:guide.probeStart" />
        <ToolboxField state={state} field="probeLength" guide="toolbox:guide.probeLength" />
        <ToolboxField state={state} field="digestionPosition" guide="toolbox:guide.product" />
        <ToolboxField state={state} field="hybridLength" guide="toolbox:guide.hybrid" />
      </fieldset>
      <p className="tb-guide">{t('toolbox:guide.gc')}</p>
      <fieldset className="grid">
        <ToolboxField state={state} field="modification" choices={{ values: MODIFICATIONS, ns: 'mod' }} />
        <ToolboxField state={state} field="cappingMethod" choices={{ values: CAPPING_METHODS, ns: 'method' }} />
        <ToolboxField state={state} field="capAnalog" choices={{ values: ['', ...CAP_ANALOGS], ns: 'analog' }} />
        <ToolboxField state={state} field="chargeStates" text />
      </fieldset>
      {module === 'product_molecules' && <MassInputs state={state} />}
      <fieldset className="grid">
        <ToolboxField state={state} field="mrnaLength" guide="toolbox:form.mrnaLengthHelp" />
        <ToolboxField state={state} field="sampleConc" />
        <ToolboxField state={state} field="probeConc" />
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
