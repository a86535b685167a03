import { FieldError } from './FieldError.tsx';

interface Props {
  id: string;
  label: string;
  value: string;
  error: string;
  placeholder: string;
  options: { value: string; label: string }[];
  /** Spec §5: a region select validates on change. */
  onChange: (value: string) => void;
}

/** A labelled select whose error is announced and tied to it. */
export function SelectField({ id, label, value, error, placeholder, options, onChange }: Props) {
  const errorId = `${id}-error`;
  return (
    <label htmlFor={id}>
      {label}
      <select id={id} value={value} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} onChange={(e) => onChange(e.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </label>
  );
}
