import { useEffect, useState } from 'react';
import { searchCompanyNames } from '../contracts/endpoints/search.ts';
import { useSite } from '../site/site-context.tsx';

/** The company search waits 1000 ms after the last keystroke. */
export const COMPANY_SEARCH_DEBOUNCE_MS = 1000;

/** The company search starts only when the keyword is longer than 1 character. */
export function shouldSearchCompany(keyword: string): boolean {
  return keyword.trim().length > 1;
}

/**
 * Company names for a form's company field (GET /search/org/name?keyWord=), debounced. Forms import
 * this hook; an empty list until the keyword is long enough.
 */
export function useCompanySearch(keyword: string, delayMs = COMPANY_SEARCH_DEBOUNCE_MS): string[] {
  const { api } = useSite();
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    if (!shouldSearchCompany(keyword)) {
      setNames([]);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      api
        .call(searchCompanyNames, { query: { keyWord: keyword.trim() } })
        .then((list) => !cancelled && setNames(list))
        .catch(() => !cancelled && setNames([]));
    }, delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [api, keyword, delayMs]);
  return names;
}
