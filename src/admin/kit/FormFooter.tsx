import type { ReactNode } from 'react';
import { Notice, type Status } from './Notice.tsx';

interface Props {
  /** The submit button's text. */
  save: string;
  /** The submit button's data-testid (what the browser tests click). */
  saveTestId?: string;
  /** True while the form is being sent: the button is busy and disabled. */
  busy: boolean;
  /** Disabled for another reason too (nothing changed). */
  disabled?: boolean;
  /** The cancel button's text and what it does; no cancel button without them. */
  cancel?: { label: string; onClick: () => void };
  /** The outcome of the last save. */
  status?: Status | null;
  /** Further links or buttons between the buttons and the outcome. */
  children?: ReactNode;
}

interface ButtonProps {
  busy: boolean;
  disabled?: boolean;
  /** A quieter look (`secondary`) for a button that is not the page's main action. */
  className?: string;
  testId?: string;
  children: ReactNode;
}

/** A form's submit button, busy and disabled while the form is being sent. */
export function SubmitButton({ busy, disabled, className, testId, children }: ButtonProps) {
  return (
    <button type="submit" className={className} data-testid={testId} aria-busy={busy} disabled={disabled || busy}>
      {children}
    </button>
  );
}

/** The last line of a back-office form: save (busy while sending), cancel, extras, and what the save did. */
export function FormFooter({ save, saveTestId, busy, disabled, cancel, status = null, children }: Props) {
  return (
    <div className="admin-actions">
      <SubmitButton busy={busy} disabled={disabled} testId={saveTestId}>
        {save}
      </SubmitButton>
      {cancel && (
        <button type="button" className="secondary outline" onClick={cancel.onClick}>
          {cancel.label}
        </button>
      )}
      {children}
      <Notice status={status} inline />
    </div>
  );
}
