import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/**
 * The personal centre's word to a visitor: log in first, with a link back here afterwards. `redirect` goes into
 * the login address as given (encode it when it has a query of its own).
 */
export function LoginFirst({ redirect, testId }: { redirect: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <p role="alert" data-testid={testId}>
      {t('account:cart.loginFirst')} <Link href={`/login?redirect=${redirect}`}>{t('account:cart.loginLink')}</Link>
    </p>
  );
}

/** Shown while a personal list loads after hydration (it depends on the login, so the server cannot render it). */
export function Loading() {
  const { t } = useTranslation();
  return <p aria-busy="true">{t('account:cart.loading')}</p>;
}
