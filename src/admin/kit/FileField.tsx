import type { Ref } from 'react';
import { FieldError } from '../../forms/FieldError.tsx';

interface Props {
  id: string;
  label: string;
  /** The types the picker offers (`application/pdf,.pdf`). */
  accept: string;
  error: string;
  /** The chosen file, null when the choice was cleared. */
  onChange: (file: File | null) => void;
  /** The input itself, to clear it after an upload. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled file picker whose error is announced and tied to it. */
export function FileField({ id, label, accept, error, onChange, inputRef }: Props) {
  const errorId = `${id}-error`;
  return (
    <label htmlFor={id}>
      {label}
      <input ref={inputRef} id={id} type="file" accept={accept} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} onChange={(e) => onChange(e.target.files?.[0] ?? null)} />
      <FieldError id={errorId} message={error} />
    </label>
  );
}
