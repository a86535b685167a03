import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { Field } from '../../state/toolbox.params.ts';
import type { ToolboxState } from '../../state/toolbox.state.ts';

/** The ticked values of a comma-separated list input. */
export const listValues = (raw: string) => raw.split(',').map((v) => v.trim()).filter(Boolean);

/**
 * `raw` with `value` ticked or not, in the order of `values` (so the URL stays stable); ticked values not
 * offered right now (hidden by another choice) are kept after them.
 */
export function toggled(raw: string, value: string, on: boolean, values: readonly string[]): string {
  const ticked = new Set(listValues(raw));
  if (on) ticked.add(value);
  else ticked.delete(value);
  return [...values.filter((v) => ticked.has(v)), ...[...ticked].filter((v) => !values.includes(v))].join(',');
}

/** A list input as a group of checkboxes (`toolbox:<ns>.<value>` names each); its error under the group. */
export function ToolboxChecks({ state, field, values, ns }: { state: ToolboxState; field: Field; values: readonly string[]; ns: string }) {
  useSignals();
  const { t } = useTranslation();
  const raw = state.inputs.value[field];
  const ticked = new Set(listValues(raw));
  const error = state.fieldErrors.value[field];
  const label = t(`toolbox:form.${field}`);
  return (
    <fieldset className="tb-checks" data-testid={`tb-${field}`}>
      <legend>{label}</legend>
      {values.map((v) => (
        <label key={v}>
          <input type="checkbox" name={field} value={v} checked={ticked.has(v)} onChange={(e) => state.actions.setField(field, toggled(raw, v, e.currentTarget.checked, values))} />
          {t(`toolbox:${ns}.${v}`)}
        </label>
      ))}
      {error && <small className="tb-error" role="alert">{t(error.key, { ...error.params, field: label })}</small>}
    </fieldset>
  );
}

/** A yes/no input ('1' / '0') as one checkbox. */
export function ToolboxSwitch({ state, field }: { state: ToolboxState; field: Field }) {
  useSignals();
  const { t } = useTranslation();
  return (
    <label htmlFor={`tb-${field}`}>
      <input id={`tb-${field}`} type="checkbox" role="switch" name={field} checked={state.inputs.value[field] === '1'} onChange={(e) => state.actions.setField(field, e.currentTarget.checked ? '1' : '0')} />
      {t(`toolbox:form.${field}`)}
    </label>
  );
}
