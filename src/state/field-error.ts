/** A field error as a translation key and its parameters (the field's label is filled in by the view). */
export interface FieldError {
  readonly key: string;
  readonly params: Record<string, unknown>;
}
