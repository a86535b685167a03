import { useTranslation } from 'react-i18next';
import { useSite } from '../site/site-context.tsx';
import { formCodeRequestSchema } from '../contracts/forms/form-code.ts';
import { SendCodeButton } from '../pages/account/form/SendCodeButton.tsx';
import { FieldError } from './FieldError.tsx';

interface Props {
  id: string;
  label: string;
  value: string;
  /** Translated message, or '' when the field is fine. */
  error: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The form's phone (Chinese site) or e-mail (English site): where the code goes. */
  target: string;
  /** Shows a message on the form (the target is missing, or the server refused to send). */
  onSendError: (message: string) => void;
}

/** The verification-code field of a form with its "Send code" button (SMS in Chinese, e-mail in English). */
export function FormCodeField({ id, label, value, error, onChange, onBlur, target, onSendError }: Props) {
  const { t } = useTranslation();
  const { api, lang } = useSite();
  const errorId = `${id}-error`;
  const checkTarget = () => {
    const parsed = formCodeRequestSchema(lang).safeParse({ target });
    if (!parsed.success) onSendError(t(parsed.error.issues[0]!.message));
    return parsed.success;
  };
  return (
    <label htmlFor={id}>
      {label}
      <span style={{ display: 'flex', gap: '0.5rem', alignItems: 'start' }}>
        <input
          id={id}
          name={id}
          value={value}
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
        <SendCodeButton before={checkTarget} onError={onSendError} send={() => api.post('/form/code', { target })} />
      </span>
      <FieldError id={errorId} message={error} />
    </label>
  );
}
