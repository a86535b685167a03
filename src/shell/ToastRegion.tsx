import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../state/cart.state.ts';

/** How long a toast stays (ms): long enough to read a short sentence twice. */
export const TOAST_MS = 4000;

/** The live region of the short messages (cart added, deleted, settled ...), floating at the bottom centre. */
export function ToastRegion() {
  useSignals();
  const { t } = useTranslation();
  const note = toast.value;
  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => {
      if (toast.value?.id === note.id) toast.value = null;
    }, TOAST_MS);
    return () => clearTimeout(timer);
  }, [note]);
  return (
    <div className="toast-region" role="status" aria-live="polite" data-testid="toast">
      {note ? (
        <p className={`toast toast-${note.kind}`} key={note.id}>
          {t(note.key)}
        </p>
      ) : null}
    </div>
  );
}
