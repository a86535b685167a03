import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { FIELD_LABEL, type Field } from '../../state/toolbox.params.ts';
import type { ToolboxState } from '../../state/toolbox.state.ts';

/** One labelled input of the toolbox form, its guidance range, and its error (announced, tied by aria-describedby). */
export function NumberField({ state, field, guide, type = 'number' }: { state: ToolboxState; field: Field; guide?: string; type?: 'number' | 'text' }) {
  useSignals();
  const { t } = useTranslation();
  const id = `tb-${field}`;
  const error = state.fieldErrors.value[field];
  const label = t(`toolbox:form.${FIELD_LABEL[field]}`);
  const describedBy = [guide ? `${id}-guide` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <label htmlFor={id}>
      {label}
      <input
        id={id}
        name={field}
        type={type}
        inputMode={type === 'number' ? 'decimal' : undefined}
        step="any"
        value={state.inputs.value[field]}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => state.actions.setField(field, e.currentTarget.value)}
      />
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
