import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';

/**
 * A form schema loaded on first use: when the visitor first focuses the form, or at the latest on submit.
 * The footer forms sit on every page; importing their schemas statically would put zod (about 21 KB
 * compressed) into every page's first load (measured with `npm run bench -- pages`).
 * `key` (e.g. the page language) reloads the schema when it changes.
 */
export function useLazySchema<S extends z.ZodType>(load: () => Promise<S>, key: string) {
  const [schema, setSchema] = useState<S | null>(null);
  const pending = useRef<Promise<S> | null>(null);
  useEffect(() => {
    pending.current = null;
    setSchema(null);
  }, [key]);
  const ensure = useCallback((): Promise<S> => {
    pending.current ??= load().then((s) => {
      setSchema(s);
      return s;
    });
    return pending.current;
    // `load` is a new closure each render; `key` is what decides which schema it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { schema, ensure };
}
