/**
 * A field's error, announced (role="alert") and tied to its input by id (aria-describedby); nothing when fine.
 * `data-testid="error-<name>"` lets tests find it by the field's name.
 */
export function FieldError({ id, name, message }: { id: string; name?: string; message: string }) {
  return message ? (
    <small id={id} className="field-error" role="alert" data-testid={name ? `error-${name}` : undefined}>
      {message}
    </small>
  ) : null;
}
