import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Citation } from '../../components/Citation.tsx';
import { ProductCards } from '../../components/ProductCards.tsx';
import type { ProductDetail } from '../../contracts/catalogue.ts';

// Behind a click: its code (and the zod schema checking the list, ~26 KB gzip) stays off the page's first load.
const ProductDocuments = lazy(() => import('./ProductDocuments.tsx').then((m) => ({ default: m.ProductDocuments })));

const TABS = ['information', 'documents', 'related', 'citations', 'troubleshooting'] as const;
type Tab = (typeof TABS)[number];
const ATTRIBUTES = ['species', 'proteinTag', 'target', 'coupling', 'expressionSystem'] as const;

/** Tabs information, documents, related products, citations, troubleshooting (arrow keys move between tabs). */
export function ProductTabs({ product, detailPath }: { product: ProductDetail; detailPath: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('information');
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
    setTab(next);
    document.getElementById(`tab-${next}`)?.focus();
  };
  const attributes = ATTRIBUTES.filter((a) => product[a]);
  return (
    <>
      <div role="tablist" className="tabs" aria-label={t('pages:productDetail.tabs')} onKeyDown={onKey}>
        {TABS.map((id) => (
          <button key={id} type="button" role="tab" id={`tab-${id}`} aria-selected={tab === id} aria-controls={`panel-${id}`} tabIndex={tab === id ? 0 : -1} onClick={() => setTab(id)}>
            {t(`pages:productDetail.tab.${id}`)}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="tab-panel" data-testid={`panel-${tab}`}>
        {tab === 'information' ? (
          <>
            <p>{product.description}</p>
            {attributes.length ? (
              <dl className="attributes" aria-label={t('catalogue:detail.attributes')}>
                {attributes.map((a) => (
                  <div key={a}>
                    <dt>{t(`catalogue:detail.${a}`)}</dt>
                    <dd>{product[a]?.label}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </>
        ) : null}
        {tab === 'documents' ? (
          <Suspense fallback={<p aria-busy="true">{t('catalogue:documents.loading')}</p>}>
            <ProductDocuments catalogNumber={product.catalogNumber} />
          </Suspense>
        ) : null}
        {tab === 'related' ? (
          product.related.length ? (
            <ProductCards products={product.related} testId="related-products" detailPath={detailPath} />
          ) : (
            <p>{t('catalogue:detail.noRelated')}</p>
          )
        ) : null}
        {tab === 'citations' ? (
          product.citations.list.length ? (
            <>
              <p>{t('catalogue:detail.citationTotal', { count: product.citations.total })}</p>
              <ol className="citations">
                {product.citations.list.map((c) => (
                  <li key={c.id}>
                    <Citation c={c} />
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <p>{t('catalogue:detail.noCitations')}</p>
          )
        ) : null}
        {tab === 'troubleshooting' ? <p className="pre-line">{product.troubleshooting || t('pages:productDetail.noTroubleshooting')}</p> : null}
      </section>
    </>
  );
}
