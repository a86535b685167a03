import type { HTMLAttributes, ReactNode } from 'react';
import { FieldError } from './FieldError.tsx';
import { errorLink, type FieldBase } from './field-base.ts';

interface Props extends FieldBase<string> {
  label: string;
  value: string;
  onBlur?: () => void;
  type?: string;
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Something beside the input (a send-code button). */
  addon?: ReactNode;
}

/** A labelled input (or text area) whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function TextField({ id, name = id, label, value, error, onChange, onBlur, type = 'text', multiline, autoComplete, inputMode, addon }: Props) {
  const errorId = `${id}-error`;
  const common = { id, name, value, onBlur, ...errorLink(errorId, error), autoComplete };
  const input = multiline ? (
    <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
  ) : (
    <input {...common} type={type} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
  );
  return (
    <label htmlFor={id}>
      {label}
      {addon ? (
        <span className="field-with-addon" style={{ display: 'flex', gap: '0.5rem', alignItems: 'start' }}>
          {input}
          {addon}
        </span>
      ) : (
        input
      )}
      <FieldError id={errorId} name={name} message={error} />
    </label>
  );
}
