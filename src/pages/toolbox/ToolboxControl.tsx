import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../state/field-error.ts';

/** The choices of a select: its values and the namespace of their texts (`toolbox:<ns>.<value>`, '' reads `none`). */
export interface Choices {
  readonly values: readonly string[];
  readonly ns: string;
}

interface Props {
  id: string;
  name: string;
  label: string;
  value: string;
  /** The guidance under the control: its translation key and its element's id. */
  help?: { key: string; id: string };
  /** The error (its text names the field by its label), or nothing when the value is fine. */
  error?: FieldError | undefined;
  choices?: Choices;
  /** The input's own attributes (type, inputMode) when there are no choices. */
  input?: { type: string; inputMode?: 'decimal' };
  /** A control of its own in place of the input (a text area). */
  children?: ReactNode;
  onChange: (value: string) => void;
}

/**
 * One labelled control of a toolbox form: an input, or a select when `choices` are given, with its guidance
 * and its error, announced and tied to the control by aria-describedby.
 */
export function ToolboxControl({ id, name, label, value, help, error, choices, input, children, onChange }: Props) {
  const { t } = useTranslation();
  const message = error && t(error.key, { ...error.params, field: label });
  const common = {
    id,
    name,
    value,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': [help?.id ?? '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
    onChange: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value),
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
        (children ?? <input {...common} type={input?.type} inputMode={input?.inputMode} step="any" />)
      )}
      {help && (
        <small id={help.id} className="tb-guide">
          {t(help.key)}
        </small>
      )}
      {message && (
        <small id={`${id}-error`} className="tb-error" role="alert">
          {message}
        </small>
      )}
    </label>
  );
}
