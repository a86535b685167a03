import { useTranslation } from 'react-i18next';
import { useRouteData } from '../../site/site-context.tsx';
import { Citation } from '../../components/Citation.tsx';
import { Pager } from '../../components/Pager.tsx';
import type { LiteratureData } from './content.loaders.ts';

/** /literature: the citation facts (computed by the server) and the citations, newest first. */
export default function LiteraturePage() {
  const { t } = useTranslation();
  const { stats, citations } = useRouteData<LiteratureData>();
  return (
    <div className="literature">
      <h1>{t('content:literature.heading')}</h1>
      <p data-testid="citation-facts">
        {t('content:literature.facts', { total: stats.count.toLocaleString('en'), maxIf: stats.maxImpactFactor.toFixed(2), meanIf: stats.meanImpactFactor.toFixed(2) })}
      </p>
      <ol className="citations" start={(citations.page - 1) * citations.size + 1}>
        {citations.list.map((c) => (
          <li key={c.id}>
            <Citation c={c} />
          </li>
        ))}
      </ol>
      <Pager page={citations.page} size={citations.size} total={citations.total} />
    </div>
  );
}
