import { useEffect, useState } from 'react';
import type { memberPrices } from '../../contracts/endpoints/organisation.ts';
import { firstLoad, MEMBER_PRICES } from '../../contracts/endpoints/first-load.ts';
import { useSite } from '../../site/site-context.tsx';
import { session, storedToken } from '../../state/session.state.ts';

/**
 * The logged-in customer's prices of these sizes when their organisation has a price list (size id → price text);
 * empty for a visitor or a customer of no organisation. Per-user, so asked in the browser after hydration: the
 * server-rendered page shows list prices. The page calls `useSignals()`, so a change of login asks again.
 */
export function useMemberPrices(sizeIds: readonly number[]): ReadonlyMap<number, string> {
  const { api } = useSite();
  const [prices, setPrices] = useState<ReadonlyMap<number, string>>(new Map());
  const user = session.username.value;
  const key = sizeIds.slice(0, 100).join(',');
  useEffect(() => {
    setPrices(new Map());
    if (!key || !storedToken()) return;
    let live = true;
    // By method and path only: the declaration's zod schemas would join the product page's first load (120 KB budget).
    api.call(firstLoad<typeof memberPrices>(MEMBER_PRICES), { query: { sizeIds: key } }).then(
      (rows) => live && setPrices(new Map(rows.map((r) => [r.sizeId, r.price]))),
      // Without member prices the list prices stay: nothing to tell the visitor.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, key, user]);
  return prices;
}
