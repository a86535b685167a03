import { useTranslation } from 'react-i18next';
import type { CitationItem } from '../contracts/catalogue.ts';
import { doiUrl, sentence } from './citation-text.ts';

/** One reference as printed on the literature page and a product's Citations tab: authors, title, journal, year, IF and its DOI as a link. */
export function Citation({ c }: { c: Pick<CitationItem, 'authors' | 'title' | 'journal' | 'year' | 'impactFactor' | 'doi'> }) {
  const { t } = useTranslation();
  return (
    <>
      {c.authors ? `${sentence(c.authors)} ` : ''}
      {sentence(c.title)} <em>{c.journal}</em> ({c.year}), {t('content:literature.impactFactor')} {c.impactFactor.toFixed(2)}.{' '}
      {c.doi ? (
        <a href={doiUrl(c.doi)} rel="noopener noreferrer" target="_blank" data-testid="citation-doi">
          doi:{c.doi}
        </a>
      ) : null}
    </>
  );
}
