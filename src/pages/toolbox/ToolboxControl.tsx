import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  /** The translated error, or nothing when the value is fine. */
  error?: string;
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
  const common = {
    id,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [help?.id ?? '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
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
      {error && (
        <small id={`${id}-error`} className="tb-error" role="alert">
          {error}
        </small>
      )}
    </label>
  );
}
