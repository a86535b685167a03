import type { ReactNode } from 'react';
import { FormMessage } from '../../forms/FormMessage.tsx';

/** The end of an account form: its message (announced, always in the page) and the submit button, off while sending. */
export function FormEnd({ failure, sending, children }: { failure: string; sending: boolean; children: ReactNode }) {
  return (
    <>
      <FormMessage message={failure} />
      <button type="submit" disabled={sending}>
        {children}
      </button>
    </>
  );
}
