/** What every field of the form kit takes: its id, its name, its error and what to do on a change. */
export interface FieldBase<V> {
  id: string;
  /** The control's name (and the error's test id); the id when not given. */
  name?: string;
  /** Translated message, or '' when the field is fine. */
  error: string;
  onChange: (value: V) => void;
}

/** The control's side of its error: marked invalid and described by the message (FieldError `errorId`) while there is one. */
export const errorLink = (errorId: string, error: string) => ({ 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined }) as const;
