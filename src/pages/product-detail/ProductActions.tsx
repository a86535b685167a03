import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { useSite } from '../../site/site-context.tsx';
import type { SizeOffer } from '../../contracts/catalogue.ts';
import { addToCart } from '../../state/cart.state.ts';
import { session } from '../../state/session.state.ts';
import { stockLabel } from './StockText.tsx';

// The dialog (and zod with its schema) loads when a visitor asks for a price, not with the product page.
const EnquiryDialog = lazy(() => import('../../forms/EnquiryDialog.tsx').then((m) => ({ default: m.EnquiryDialog })));

interface Props {
  catalogNumber: string;
  name: string;
  sizes: SizeOffer[];
}

/**
 * Choose a size and a quantity, then add to the cart (needs login; a visitor is sent to the
 * login page, which comes back here) or open the enquiry dialog for that size.
 */
export function ProductActions({ catalogNumber, name, sizes }: Props) {
  useSignals();
  const { t } = useTranslation();
  const { api } = useSite();
  const [path] = useLocation();
  const search = useSearch();
  const [sizeId, setSizeId] = useState(sizes[0]?.id ?? 0);
  const [count, setCount] = useState(1);
  const [enquiring, setEnquiring] = useState(false);
  const loggedIn = session.username.value !== null;
  const size = sizes.find((s) => s.id === sizeId);
  const here = encodeURIComponent(search ? `${path}?${search}` : path);
  return (
    <div className="product-actions" role="group" aria-label={t('catalogue:detail.actions')}>
      <label htmlFor="pa-size">
        {t('catalogue:detail.size')}
        <select id="pa-size" value={sizeId} onChange={(e) => setSizeId(Number(e.target.value))}>
          {sizes.map((s) => (
            <option key={s.id} value={s.id}>
              {[s.size, stockLabel(t, s)].filter(Boolean).join(' · ')}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor="pa-count">
        {t('catalogue:detail.quantity')}
        <input id="pa-count" type="number" min={1} max={999} value={count} onChange={(e) => setCount(Math.min(999, Math.max(1, Number(e.target.value) || 1)))} />
      </label>
      {loggedIn ? (
        <button type="button" data-testid="add-to-cart" data-catalog-number={catalogNumber} disabled={!size} onClick={() => void addToCart(api, sizeId, count)}>
          {t('catalogue:detail.addToCart')}
        </button>
      ) : (
        <Link href={`/login?redirect=${here}`} role="button" data-testid="add-to-cart" title={t('catalogue:detail.loginToAdd')}>
          {t('catalogue:detail.addToCart')}
        </Link>
      )}
      <button type="button" className="secondary" data-testid="enquire" data-catalog-number={catalogNumber} onClick={() => setEnquiring(true)}>
        {t('catalogue:detail.enquire')}
      </button>
      {enquiring ? (
        <Suspense fallback={null}>
          <EnquiryDialog product={{ catalogNumber, productName: name, size: size?.size }} onClose={() => setEnquiring(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
