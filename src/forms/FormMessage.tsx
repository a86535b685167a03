/** The form-level message (the failure text, or a success), always in the page so screen readers announce it. */
export function FormMessage({ message, kind = 'error' }: { message: string; kind?: 'error' | 'success' }) {
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} aria-live="polite" className={`form-message form-${kind}`} data-testid="form-message">
      {message}
    </p>
  );
}
