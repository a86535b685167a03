import { useTranslation } from 'react-i18next';

/** A page the person's roles do not open (typed or bookmarked address). */
export function NotAllowed() {
  const { t } = useTranslation();
  return (
    <section>
      <h1>{t('notAllowed.title')}</h1>
      <p>{t('notAllowed.text')}</p>
    </section>
  );
}
