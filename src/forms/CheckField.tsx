import type { ReactNode } from 'react';
import { FieldError } from './FieldError.tsx';

interface Props {
  id: string;
  /** The box's name (and the error's test id); the id when not given. */
  name?: string;
  label: ReactNode;
  checked: boolean;
  /** Translated message, or '' when the box is fine. */
  error: string;
  onChange: (checked: boolean) => void;
}

/** A check box with its label; the error sits below the label, not inside it, so it never covers the box. */
export function CheckField({ id, name = id, label, checked, error, onChange }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="check-field">
      <label htmlFor={id}>
        <input type="checkbox" id={id} name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
        {label}
      </label>
      <FieldError id={errorId} name={name} message={error} />
    </div>
  );
}
