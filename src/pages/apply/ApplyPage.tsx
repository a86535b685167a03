import { useTranslation } from 'react-i18next';

/** The page's heading until its form is built. */
export default function Page() {
  const { t } = useTranslation();
  return (
    <article className="page-intro">
      <h1>{t('pages:apply.title')}</h1>
      <p>{t('pages:apply.description')}</p>
    </article>
  );
}
