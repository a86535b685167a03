import { FieldError } from './FieldError.tsx';

interface Props {
  id: string;
  label: string;
  value: string;
  /** Translated message, or '' when the field is fine. */
  error: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  type?: string;
  multiline?: boolean;
  autoComplete?: string;
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function TextField({ id, label, value, error, onChange, onBlur, type = 'text', multiline, autoComplete }: Props) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name: id,
    value,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    autoComplete,
  } as const;
  return (
    <label htmlFor={id}>
      {label}
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      <FieldError id={errorId} message={error} />
    </label>
  );
}
