/** A field's error, announced (role="alert") and tied to its input by id (aria-describedby); nothing when fine. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return message ? (
    <small id={id} className="field-error" role="alert">
      {message}
    </small>
  ) : null;
}
