import type { ReactNode } from 'react';

/** A form's submit button, busy and disabled while the form is being sent (no second submission). */
export function SubmitButton({ sending, testId, children }: { sending: boolean; testId?: string; children: ReactNode }) {
  return (
    <button type="submit" aria-busy={sending} disabled={sending} data-testid={testId}>
      {children}
    </button>
  );
}
