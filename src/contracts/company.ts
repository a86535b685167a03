/**
 * Company facts kept as JSON in the global configuration (one value per language): the offices shown on
 * /about-us, and the investor-relations pages (/investors?activeIndex=1 governance, 2 contact). Read with
 * small guards rather than zod: these loaders are in every page's first load, zod is not.
 */
export interface Office {
  city: string;
  address: string;
  phone: string;
  email: string;
  hours: string;
}
export interface GovernanceItem {
  title: string;
  summary: string;
}
export interface InvestorContact {
  office: string;
  person: string;
  phone: string;
  email: string;
  address: string;
}

type Guard<T> = (v: unknown) => v is T;

/** An object whose listed fields are all strings. */
const withStrings =
  <T>(...keys: (keyof T & string)[]): Guard<T> =>
  (v): v is T =>
    typeof v === 'object' && v !== null && keys.every((k) => typeof (v as Record<string, unknown>)[k] === 'string');

export const isOffice = withStrings<Office>('city', 'address', 'phone', 'email', 'hours');
export const isGovernanceItem = withStrings<GovernanceItem>('title', 'summary');
export const isInvestorContact = withStrings<InvestorContact>('office', 'person', 'phone', 'email', 'address');

/** An array whose items all pass `item`. */
export const arrayOf =
  <T>(item: Guard<T>): Guard<T[]> =>
  (v): v is T[] =>
    Array.isArray(v) && v.every(item);

/** Reads one JSON config value with its guard; a missing or malformed value gives `fallback`. */
export function parseConfigJson<T>(guard: Guard<T>, value: string | undefined, fallback: T): T {
  if (!value) return fallback;
  try {
    const parsed: unknown = JSON.parse(value);
    return guard(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}
