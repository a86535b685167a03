import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { SALT_ADDUCTS } from '../../science/ions/adducts.ts';
import { ENZYMATIC_CAPS, type EnzymaticCap, THREE_PRIME_ENDS } from '../../science/mass/endGroups.ts';
import { SELECTABLE_FORMS } from '../../state/toolbox.mass-params.ts';
import type { ToolboxState } from '../../state/toolbox.state.ts';
import { ToolboxChecks, ToolboxSwitch } from './ToolboxChecks.tsx';
import { ToolboxField } from './ToolboxField.tsx';

/**
 * What the product-masses view lists: the 5′ forms, the 3′ end, the n−1 / n+1 cut products (n+1 needs nt
 * D+1: typed, or read from the sequence), adducts, the scan range that picks the charge states, the
 * overlap tolerance, a user-defined cap (a formula added on top of 5′-ppp), and the poly(A) ladder's tail lengths.
 */
export function MassInputs({ state }: { state: ToolboxState }) {
  useSignals();
  const { t } = useTranslation();
  // Co-transcriptional capping makes no enzymatic caps: its cap is the analog (listed whenever chosen).
  const forms = state.inputs.value.cappingMethod === 'enzymatic' ? SELECTABLE_FORMS : SELECTABLE_FORMS.filter((f) => !ENZYMATIC_CAPS.includes(f as EnzymaticCap));
  return (
    <fieldset className="tb-masses" data-testid="mass-inputs">
      <legend>{t('toolbox:form.massesLegend')}</legend>
      <ToolboxChecks state={state} field="fivePrimeForms" values={forms} ns="species" />
      <div className="grid">
        <ToolboxField state={state} field="threePrime" choices={{ values: THREE_PRIME_ENDS, ns: 'threeEnd' }} />
        <ToolboxField state={state} field="nextBase" text guide="toolbox:guide.nextBase" />
      </div>
      <ToolboxSwitch state={state} field="cutVariants" />
      <ToolboxChecks state={state} field="adducts" values={SALT_ADDUCTS} ns="adduct" />
      <div className="grid">
        <ToolboxField state={state} field="mzMin" />
        <ToolboxField state={state} field="mzMax" />
        <ToolboxField state={state} field="tolerancePpm" />
      </div>
      <p className="tb-guide">{t('toolbox:guide.scanRange')}</p>
      <fieldset>
        <legend>{t('toolbox:form.customCapLegend')}</legend>
        <div className="grid">
          <ToolboxField state={state} field="customCapId" text />
          <ToolboxField state={state} field="customCapFormula" text guide="toolbox:guide.customCap" />
          <ToolboxField state={state} field="customCapLeading" />
        </div>
        <ToolboxSwitch state={state} field="customCapCap1" />
      </fieldset>
      <fieldset>
        <legend>{t('toolbox:form.polyaLegend')}</legend>
        <div className="grid">
          <ToolboxField state={state} field="tailMin" />
          <ToolboxField state={state} field="tailMax" />
        </div>
        <p className="tb-guide">{t('toolbox:guide.polya')}</p>
      </fieldset>
    </fieldset>
  );
}
