import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRouteData } from '../../app/site-context.tsx';
import type { ProductDetailData } from './product-detail.loader.ts';
import { PriceText } from './PriceText.tsx';

const TABS = ['information', 'related', 'citations', 'troubleshooting'] as const;
type Tab = (typeof TABS)[number];

/** Spec §2 product detail: sizes with prices, and tabs information, related products, citations, troubleshooting. */
export default function ProductDetailPage() {
  const { t } = useTranslation();
  const { product } = useRouteData<ProductDetailData>();
  const [tab, setTab] = useState<Tab>('information');
  return (
    <article className="product-detail">
      <nav aria-label={t('common:breadcrumb')} className="breadcrumb">
        <ul>
          <li>
            <Link href="/products">{t('common:nav.products')}</Link>
          </li>
          {product.breadcrumb.map((b) => (
            <li key={b.id}>
              <Link href={`/product-list?id=${b.id}`}>{b.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <h1 data-testid="product-name">{product.name}</h1>
      <p className="catalog-number">
        {t('pages:productDetail.catalogNumber')}: <strong>{product.catalogNumber}</strong>
      </p>
      <table className="sizes">
        <thead>
          <tr>
            <th scope="col">{t('pages:productDetail.size')}</th>
            <th scope="col">{t('pages:productDetail.price')}</th>
          </tr>
        </thead>
        <tbody>
          {product.sizes.map((s) => (
            <tr key={s.id}>
              <td>{s.size}</td>
              <td data-testid="size-price">
                <PriceText price={s.price} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div role="tablist" className="tabs" aria-label={t('pages:productDetail.tabs')}>
        {TABS.map((id) => (
          <button key={id} type="button" role="tab" id={`tab-${id}`} aria-selected={tab === id} aria-controls={`panel-${id}`} onClick={() => setTab(id)}>
            {t(`pages:productDetail.tab.${id}`)}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="tab-panel">
        {tab === 'information' ? <p>{product.description}</p> : null}
        {tab === 'related' ? (
          <ul>
            {product.related.map((r) => (
              <li key={r.id}>
                <Link href={`/product-detail?catalogNumber=${encodeURIComponent(r.catalogNumber)}`}>
                  {r.catalogNumber} {r.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {tab === 'citations' ? (
          <ol>
            {product.citations.list.map((c) => (
              <li key={c.id}>
                {c.title}. <em>{c.journal}</em> ({c.year}), IF {String(c.impactFactor)}. doi:{c.doi}
              </li>
            ))}
          </ol>
        ) : null}
        {tab === 'troubleshooting' ? <p className="pre-line">{product.troubleshooting || t('pages:productDetail.noTroubleshooting')}</p> : null}
      </section>
    </article>
  );
}
