import { useTranslation } from 'react-i18next';
import { useRouteData } from '../../site/site-context.tsx';
import type { RichData } from './content.loaders.ts';

/** /rich-detail?title= and /privacy: brand information, privacy policy or terms (server-sanitized HTML). */
export default function RichPage() {
  const { t } = useTranslation();
  const { title, html } = useRouteData<RichData>();
  return (
    <article className="rich-detail">
      <h1>{t(`content:rich.${title}`)}</h1>
      <div className="rich" data-testid="rich-html" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
