import { useTranslation } from 'react-i18next';
import { useSite } from '../site/site-context.tsx';
import { formCodeRequestSchema } from '../contracts/forms/form-code.ts';
import { formCode } from '../contracts/endpoints/forms.ts';
import { SendCodeButton } from './SendCodeButton.tsx';
import { TextField } from './TextField.tsx';

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
  const checkTarget = () => {
    const parsed = formCodeRequestSchema(lang).safeParse({ target });
    if (!parsed.success) onSendError(t(parsed.error.issues[0]!.message));
    return parsed.success;
  };
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      error={error}
      onChange={onChange}
      onBlur={onBlur}
      inputMode="numeric"
      autoComplete="one-time-code"
      addon={<SendCodeButton before={checkTarget} onError={onSendError} send={async () => void (await api.call(formCode, { body: { target } }))} />}
    />
  );
}
