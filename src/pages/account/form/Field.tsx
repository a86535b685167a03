import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'> {
  name: string;
  label: string;
  value: string;
  error?: string;
  onValue: (value: string) => void;
  /** Something beside the input (a send-code button). */
  addon?: ReactNode;
}

/** Translates an error: schema errors are `account:` keys, server errors are already text. */
export function useErrorText() {
  const { t } = useTranslation();
  return (error?: string) => (error ? (error.startsWith('account:') ? t(error) : error) : undefined);
}

/** A labelled input whose error is tied to it with aria-describedby and aria-invalid. */
export function Field({ name, label, value, error, onValue, addon, ...input }: FieldProps) {
  const text = useErrorText()(error);
  const id = `f-${name}`;
  return (
    <label htmlFor={id}>
      {label}
      <span className={addon ? 'field-with-addon' : undefined} style={addon ? { display: 'flex', gap: '0.5rem', alignItems: 'start' } : undefined}>
        <input
          id={id}
          name={name}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={text ? true : undefined}
          aria-describedby={text ? `${id}-error` : undefined}
          {...input}
        />
        {addon}
      </span>
      {text ? (
        <small id={`${id}-error`} className="field-error" data-testid={`error-${name}`}>
          {text}
        </small>
      ) : null}
    </label>
  );
}

interface CheckProps {
  name: string;
  label: ReactNode;
  checked: boolean;
  error?: string;
  onValue: (checked: boolean) => void;
}

export function Check({ name, label, checked, error, onValue }: CheckProps) {
  const text = useErrorText()(error);
  const id = `f-${name}`;
  // The error sits below the label, not inside it, so it never covers the box.
  return (
    <div className="check-field">
      <label htmlFor={id}>
        <input type="checkbox" id={id} name={name} checked={checked} onChange={(e) => onValue(e.target.checked)} aria-invalid={text ? true : undefined} aria-describedby={text ? `${id}-error` : undefined} />
        {label}
      </label>
      {text ? (
        <small id={`${id}-error`} className="field-error" data-testid={`error-${name}`} style={{ display: 'block' }}>
          {text}
        </small>
      ) : null}
    </div>
  );
}

interface SelectProps {
  name: string;
  label: string;
  value: string;
  options: { id: number; name: string }[];
  error?: string;
  onValue: (value: string) => void;
}

export function Select({ name, label, value, options, error, onValue }: SelectProps) {
  const { t } = useTranslation();
  const text = useErrorText()(error);
  const id = `f-${name}`;
  return (
    <label htmlFor={id}>
      {label}
      <select id={id} name={name} value={value} onChange={(e) => onValue(e.target.value)} aria-invalid={text ? true : undefined} aria-describedby={text ? `${id}-error` : undefined}>
        <option value="">{t('account:form.choose')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      {text ? (
        <small id={`${id}-error`} className="field-error" data-testid={`error-${name}`}>
          {text}
        </small>
      ) : null}
    </label>
  );
}

/** The form-level message (server answer), announced to screen readers. */
export function FormMessage({ message, kind = 'error' }: { message: string | null; kind?: 'error' | 'success' }) {
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} aria-live="polite" className={`form-message form-${kind}`} data-testid="form-message">
      {message ?? ''}
    </p>
  );
}
