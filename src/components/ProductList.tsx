import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ProductRow } from '../contracts/catalogue.ts';
import { INQUIRY } from '../contracts/price.ts';
import { PriceText } from './PriceText.tsx';
import { ProductPictureImg } from './ProductPictureImg.tsx';

/** What a list entry shows: a catalogue row, or a search result's product. */
export type ListProduct = Pick<ProductRow, 'id' | 'catalogNumber' | 'name' | 'treeName' | 'picture' | 'sizes' | 'priceRange' | 'stock' | 'citationCount'> & { url: string };

/** Thumbnails above this index load at once: the first rows are in the first screen. */
const EAGER_ROWS = 3;

function Entry({ p, index }: { p: ListProduct; index: number }) {
  const { t } = useTranslation();
  const { from, to } = p.priceRange;
  return (
    <li className="product-entry" data-testid="product-entry" data-catalog={p.catalogNumber} data-price-from={from}>
      <Link href={p.url} className="entry-picture" tabIndex={-1} aria-hidden="true">
        <ProductPictureImg picture={p.picture} name={p.name} eager={index < EAGER_ROWS} />
      </Link>
      <div className="entry-name">
        <span className="catalog-number">{p.catalogNumber}</span>
        <Link href={p.url}>{p.name}</Link>
        {p.citationCount > 0 ? <small className="cited" data-testid="cited">{t('catalogue:list.cited', { count: p.citationCount })}</small> : null}
      </div>
      <div className="entry-buy">
        <span className="entry-sizes">{p.sizes.map((s) => s.size).join(' · ')}</span>
        <strong className="entry-price" data-testid="price-range">
          {from === INQUIRY ? t('common:price.inquiry') : from === to ? <PriceText price={from} /> : <><PriceText price={from} /> – <PriceText price={to} /></>}
        </strong>
        {p.stock ? <span className={`entry-stock stock-${p.stock}`}>{t(`catalogue:stock.${p.stock === 'lead_time' ? 'leadTimeShort' : p.stock}`)}</span> : null}
      </div>
    </li>
  );
}

/**
 * Products as a list that helps buy: picture, number and name, citations, sizes with their price range and
 * stock. Rows on a wide screen, cards on a phone (one markup, product-list.css). With `groupByCategory`, the
 * page's products of one category sit under its name, shown once (in the order the categories first appear);
 * off (a list sorted by name or price), the products keep their order in one run.
 */
export function ProductList({ products, groupByCategory, testId = 'product-list' }: { products: ListProduct[]; groupByCategory: boolean; testId?: string }) {
  const groups: { name: string | null; items: ListProduct[] }[] = [];
  for (const p of products) {
    const name = groupByCategory ? p.treeName : null;
    const group = groups.find((g) => g.name === name);
    if (group) group.items.push(p);
    else groups.push({ name, items: [p] });
  }
  let index = 0;
  return (
    <div className="product-list" data-testid={testId}>
      {groups.map((g, i) => (
        <section key={i} aria-label={g.name ?? undefined}>
          {g.name ? <h2 className="list-category">{g.name}</h2> : null}
          <ul className="product-entries">
            {g.items.map((p) => (
              <Entry key={p.id} p={p} index={index++} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
