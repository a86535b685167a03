import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRouteData } from '../../site/site-context.tsx';

/** An error page shows the error status (default 500). */
export default function ErrorPage() {
  const { t } = useTranslation();
  const data = useRouteData<{ status?: number } | null>();
  const status = data?.status ?? 500;
  return (
    <article className="error-page" data-testid="error-page">
      <p className="error-status">{status}</p>
      <h1>{t('pages:error.title')}</h1>
      <p>{t('pages:error.description')}</p>
      <p>
        <Link href="/">{t('pages:notFound.home')}</Link>
      </p>
    </article>
  );
}
