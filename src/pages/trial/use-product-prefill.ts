import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { useSite } from '../../site/site-context.tsx';
import { CATALOG_NUMBER } from '../../contracts/catalogue.ts';
import { catalogueProduct } from '../../contracts/endpoints/catalogue.ts';
import type { TrialValues } from './trial-values.ts';

/**
 * `/apply?catalogNumber=…` (the "apply for trial" link of a product) fills Cat.No., product name and
 * category from the catalogue. A draft already about that product keeps what the visitor typed; the
 * category is taken only when the select offers it.
 */
export function useProductPrefill(values: TrialValues, set: (field: keyof TrialValues, value: string) => void, offersCategory: (id: string) => boolean) {
  const { api } = useSite();
  const catalogNumber = new URLSearchParams(useSearch()).get('catalogNumber') ?? '';
  const latest = useRef(values);
  latest.current = values;
  useEffect(() => {
    if (!CATALOG_NUMBER.test(catalogNumber)) return;
    let live = true;
    api.call(catalogueProduct, { params: { catalogNumber } }).then(
      (product) => {
        if (!live || latest.current.sku.trim().toUpperCase() === product.catalogNumber.toUpperCase()) return;
        set('sku', product.catalogNumber);
        set('productName', product.name);
        if (offersCategory(String(product.categoryId))) set('treeId', String(product.categoryId));
      },
      // An unknown catalog number leaves the fields for the visitor to fill in.
      () => undefined,
    );
    return () => {
      live = false;
    };
    // Once per product named in the address; the form's later changes must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, catalogNumber]);
}
