import type { ReactNode } from 'react';
import { FieldError } from './FieldError.tsx';
import { errorLink, type FieldBase } from './field-base.ts';

interface Props extends FieldBase<boolean> {
  label: ReactNode;
  checked: boolean;
}

/** A check box with its label; the error sits below the label, not inside it, so it never covers the box. */
export function CheckField({ id, name = id, label, checked, error, onChange }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="check-field">
      <label htmlFor={id}>
        <input type="checkbox" id={id} name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} {...errorLink(errorId, error)} />
        {label}
      </label>
      <FieldError id={errorId} name={name} message={error} />
    </div>
  );
}
