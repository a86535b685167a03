import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../contracts/account.ts';
import { captchaNew } from '../contracts/endpoints/account.ts';
import type { Api } from '../api/client.ts';
import type { SubmitOutcome } from './form-store.ts';
import { TextField } from './TextField.tsx';

/**
 * The image captcha a login asks for only after repeated failures of an account (the server then names the
 * `captcha` field). A picture is good for one attempt: after a refused attempt with one, a new one is shown.
 */
export function useCaptchaOnDemand(api: Pick<Api, 'call'>) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const renew = async () => setCaptcha(await api.call(captchaNew).catch(() => null));
  return {
    captcha,
    renew,
    /** The captcha's part of a login body: its id and the typed answer, when one is shown. */
    answer: (typed: string) => (captcha ? { captchaId: captcha.id, captcha: typed } : {}),
    /** After a submit: a refusal naming the captcha, or any refusal while one is shown, gets a new picture. */
    after: (outcome: SubmitOutcome<unknown>) => {
      if (outcome.kind === 'refused' && (captcha || 'captcha' in outcome.fields)) void renew();
    },
  };
}

interface Props {
  captcha: Captcha;
  onRenew: () => void;
  field: Omit<Parameters<typeof TextField>[0], 'label'>;
}

/** The captcha's picture (a click gives another), its answer field and a button for another picture. */
export function CaptchaField({ captcha, onRenew, field }: Props) {
  const { t } = useTranslation();
  return (
    <div className="captcha-field" data-testid="captcha-field">
      <TextField {...field} autoComplete="off" label={t('account:form.captcha')} addon={
        <span className="captcha-picture">
          <img src={captcha.image} alt={t('account:form.captchaImage')} width={160} height={56} onClick={onRenew} />
          <button type="button" className="secondary outline" onClick={onRenew}>
            {t('account:form.captchaRefresh')}
          </button>
        </span>
      } />
    </div>
  );
}
