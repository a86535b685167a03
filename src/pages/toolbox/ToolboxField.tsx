import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { Field } from '../../state/toolbox.params.ts';
import type { ToolboxState } from '../../state/toolbox.state.ts';

/** The choices of a select: its values and the namespace of their texts (`toolbox:<ns>.<value>`, '' reads `none`). */
export interface Choices {
  readonly values: readonly string[];
  readonly ns: string;
}

/**
 * One labelled input of the toolbox form: a number or text box, or a select when `choices` are given;
 * its guidance range and its error, announced and tied to the control by aria-describedby.
 */
export function ToolboxField({ state, field, guide, choices, text = false }: { state: ToolboxState; field: Field; guide?: string; choices?: Choices; text?: boolean }) {
  useSignals();
  const { t } = useTranslation();
  const id = `tb-${field}`;
  const error = state.fieldErrors.value[field];
  const label = t(`toolbox:form.${field}`);
  const common = {
    id,
    name: field,
    value: state.inputs.value[field],
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [guide ? `${id}-guide` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
    onChange: (e: { currentTarget: { value: string } }) => state.actions.setField(field, e.currentTarget.value),
  };
  return (
    <label htmlFor={id}>
      {label}
      {choices ? (
        <select {...common}>
          {choices.values.map((o) => (
            <option key={o} value={o}>
              {t(`toolbox:${choices.ns}.${o || 'none'}`)}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={text ? 'text' : 'number'} inputMode={text ? undefined : 'decimal'} step="any" />
      )}
      {guide && (
        <small id={`${id}-guide`} className="tb-guide">
          {t(guide)}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="tb-error" role="alert">
          {t(error.key, { ...error.params, field: label })}
        </small>
      )}
    </label>
  );
}
