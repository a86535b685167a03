import { FieldError } from './FieldError.tsx';

interface Props {
  id: string;
  /** The select's name (and the error's test id); the id when not given. */
  name?: string;
  label: string;
  value: string;
  error: string;
  placeholder: string;
  options: { value: string; label: string }[];
  /** A select is checked on change (there is no typing to wait for): the form marks it touched then. */
  onChange: (value: string) => void;
}

/** A labelled select whose error is announced and tied to it. */
export function SelectField({ id, name = id, label, value, error, placeholder, options, onChange }: Props) {
  const errorId = `${id}-error`;
  return (
    <label htmlFor={id}>
      {label}
      <select id={id} name={name} value={value} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} onChange={(e) => onChange(e.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} name={name} message={error} />
    </label>
  );
}
