import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';

interface Props {
  /** Sends the code; throws ApiError on a refusal. */
  send: () => Promise<void>;
  /** Checks the address/phone first; returns false to stop (the form shows the error). */
  before: () => boolean;
  onError: (message: string) => void;
}

/** "Send code", then a 60 s countdown (the server's resend wait). */
export function SendCodeButton({ send, before, onError }: Props) {
  const { t } = useTranslation();
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const click = async () => {
    if (!before()) return;
    setBusy(true);
    try {
      await send();
      setSent(true);
      setWait(60);
    } catch (err) {
      onError(err instanceof ApiError && err.code !== 'network' ? err.message : t('errors:network'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="secondary" onClick={click} disabled={busy || wait > 0} data-testid="send-code" style={{ width: 'auto', whiteSpace: 'nowrap' }}>
        {wait > 0 ? t('account:form.resendIn', { seconds: wait }) : t('account:form.sendCode')}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite" style={{ position: 'absolute', left: '-9999px' }}>
        {sent ? t('account:form.codeSent') : ''}
      </span>
    </>
  );
}
