import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { findRoute } from '../../app/routes.ts';

/** The heading and short description of a page whose full content is not built yet. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const [path] = useLocation();
  const id = findRoute(path)?.id ?? 'notFound';
  return (
    <article className="page-intro">
      <h1>{t(`pages:${id}.title`)}</h1>
      <p>{t(`pages:${id}.description`)}</p>
    </article>
  );
}
