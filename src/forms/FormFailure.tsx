/** The form's failure text (a refusal or a network error), announced; nothing while there is none. */
export function FormFailure({ message, label, className = 'field-error', testId }: { message: string; label?: string; className?: string; testId?: string }) {
  return message ? (
    <p className={className} role="alert" data-testid={testId}>
      {label ? `${label}: ` : null}
      {message}
    </p>
  ) : null;
}
