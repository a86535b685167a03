import { useEffect, useRef, type ReactNode } from 'react';

export interface ModalProps {
  /** Id of the element naming the dialog (its heading). */
  labelledBy: string;
  /** Called when the dialog asks to close: Escape, a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  /** `small` for confirmations; the default fits a form. */
  size?: 'small' | 'default';
  testId?: string;
}

/**
 * A modal dialog: a <dialog> opened with showModal(), so it sits in the browser's top layer over the
 * whole page (never inside the box that opened it), keeps focus inside, and closes on Escape. Focus
 * goes back to what had it before when the dialog leaves. Children are an <article> with header,
 * `.modal-body` and footer (src/styles/components/dialog.css).
 */
export function Modal({ labelledBy, onClose, children, size = 'default', testId }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    // Escape fires `cancel`: the owner decides (it unmounts the dialog), the browser does not close it alone.
    const onCancel = (e: Event) => {
      e.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      before?.focus?.();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`modal${size === 'small' ? ' modal-small' : ''}`}
      aria-labelledby={labelledBy}
      aria-modal="true"
      data-testid={testId}
      // The dialog element itself fills the screen as the backdrop: a click on it, not on the article, closes.
      onClick={(e) => e.target === e.currentTarget && close.current()}
    >
      {children}
    </dialog>
  );
}
