import { translate } from '../../src/i18n/create.ts';

/**
 * The e-mail an account's owner gets after many failed logins of their account in an hour. Accounts keep no
 * language of their own, so it is written in both (English, then Chinese); the time is given in UTC and in
 * Beijing time, as the site's customers and staff read it.
 */
export function loginAlarmMail(at: Date): { subject: string; body: string } {
  const utc = at.toISOString().slice(0, 16).replace('T', ' ');
  const beijing = new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
  const part = (lang: 'en' | 'zh') => translate(lang, 'account:loginAlarm.body', { utc, beijing });
  return {
    subject: `${translate('en', 'account:loginAlarm.subject')} / ${translate('zh', 'account:loginAlarm.subject')}`,
    body: `${part('en')}\n\n——\n\n${part('zh')}`,
  };
}
