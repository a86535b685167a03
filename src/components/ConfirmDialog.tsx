import { useId } from 'react';
import { Modal } from './Modal.tsx';

export interface ConfirmDialogProps {
  title: string;
  message?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}

/** A yes/no question in a modal dialog, instead of the browser's confirm() (unstyled, untranslated buttons). */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, onConfirm, onCancel, testId }: ConfirmDialogProps) {
  const id = useId();
  return (
    <Modal labelledBy={id} onClose={onCancel} size="small" testId={testId}>
      <article>
        <header>
          <h2 id={id} className="modal-title">
            {title}
          </h2>
        </header>
        {message ? <div className="modal-body">{message}</div> : null}
        <footer>
          <button type="button" className="secondary" onClick={onCancel} data-testid="confirm-cancel">
            {cancelLabel}
          </button>
          <button type="button" onClick={onConfirm} data-testid="confirm-ok" autoFocus>
            {confirmLabel}
          </button>
        </footer>
      </article>
    </Modal>
  );
}
