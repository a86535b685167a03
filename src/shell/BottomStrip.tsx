import { useTranslation } from 'react-i18next';
import { useSite } from '../site/site-context.tsx';

/** A company name ending in "Ltd." already ends the sentence: the text's own full stop would double it. */
export function withoutFinalPeriod(name: string): string {
  return name.replace(/\.+$/, '');
}

/** Bottom strip: copyright, ICP filing, contact email per language, toll-free number on narrow screens. */
export function BottomStrip() {
  const { t } = useTranslation();
  const { shell } = useSite();
  const { mail, phone, icp, company_name: company } = shell.config;
  return (
    <div className="bottom-strip">
      <div className="container bottom-row">
        <span>{t('common:bottom.copyright', { year: 2026, company: withoutFinalPeriod(company ?? t('common:site.name')) })}</span>
        {icp ? (
          <a href="https://beian.miit.gov.cn/" rel="noopener noreferrer" target="_blank">
            {icp}
          </a>
        ) : null}
        {mail ? (
          <a href={`mailto:${mail}`} data-testid="contact-email">
            {mail}
          </a>
        ) : null}
        {phone ? (
          <a className="mobile-only" href={`tel:${phone.replace(/[^0-9+]/g, '')}`} data-testid="toll-free">
            {t('common:bottom.tollFree', { phone })}
          </a>
        ) : null}
      </div>
    </div>
  );
}
