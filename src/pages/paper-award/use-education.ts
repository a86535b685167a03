import { useEffect, useState } from 'react';
import { siteDictionary } from '../../contracts/endpoints/site.ts';
import { useSite } from '../../site/site-context.tsx';

/** The education choices (GET /dict?type=education, labels in the page language), loaded once the form shows. */
export function useEducationOptions(): { value: string; label: string }[] {
  const { api } = useSite();
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    api.call(siteDictionary, { query: { type: 'education' } }).then(
      (rows) => setOptions(rows.map((r) => ({ value: r.value, label: r.label }))),
      () => setOptions([]),
    );
  }, [api]);
  return options;
}
