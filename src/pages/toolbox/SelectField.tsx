import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { FIELD_LABEL, type Field } from '../../state/toolbox.params.ts';
import type { ToolboxState } from '../../state/toolbox.state.ts';

/** A labelled select of the toolbox form; option texts come from `toolbox:<ns>.<value>`. */
export function SelectField({ state, field, options, ns }: { state: ToolboxState; field: Field; options: readonly string[]; ns: string }) {
  useSignals();
  const { t } = useTranslation();
  const id = `tb-${field}`;
  const error = state.fieldErrors.value[field];
  const label = t(`toolbox:form.${FIELD_LABEL[field]}`);
  return (
    <label htmlFor={id}>
      {label}
      <select id={id} name={field} value={state.inputs.value[field]} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => state.actions.setField(field, e.currentTarget.value)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`toolbox:${ns}.${o || 'none'}`)}
          </option>
        ))}
      </select>
      {error && (
        <small id={`${id}-error`} className="tb-error" role="alert">
          {t(error.key, { ...error.params, field: label })}
        </small>
      )}
    </label>
  );
}
