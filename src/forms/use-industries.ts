import { useEffect, useState } from 'react';
import { siteIndustries } from '../contracts/endpoints/site.ts';
import { useSite } from '../site/site-context.tsx';

export interface Industry {
  id: number;
  name: string;
}

/** The industry choices of forms (GET /global_cfg/industry/values), loaded once the form shows. */
export function useIndustries(): Industry[] {
  const { api } = useSite();
  const [industries, setIndustries] = useState<Industry[]>([]);
  useEffect(() => {
    api.call(siteIndustries).then(setIndustries, () => setIndustries([]));
  }, [api]);
  return industries;
}
