import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** A missing page reads 'This page could not be found' with a link home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <article className="error-page" data-testid="not-found">
      <p className="error-status">404</p>
      <h1>{t('pages:notFound.title')}</h1>
      <p>
        <Link href="/">{t('pages:notFound.home')}</Link>
      </p>
    </article>
  );
}
