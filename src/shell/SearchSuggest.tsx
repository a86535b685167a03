import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { searchProductTab } from '../contracts/endpoints/search.ts';
import { useSite } from '../site/site-context.tsx';

/** Suggestions start from this many typed characters, after the typing pauses this long (ms). */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_DELAY_MS = 200;
const SUGGEST_COUNT = 6;

interface Suggestion {
  id: number;
  /** The catalog number. */
  title: string;
  name: string;
  url: string;
}

/** The next highlighted row for an arrow key: wraps round, -1 is the input itself. */
export function nextActive(active: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (!count) return -1;
  if (key === 'ArrowDown') return active + 1 >= count ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/**
 * Products by catalog number or name under the header's search field (WAI-ARIA combobox with a list box).
 * Loaded on the field's first focus, so the first load of every page stays small; it reads the product
 * tab of the search, which does not count as a search in the hot words. Enter on a highlighted product
 * opens it; otherwise the form searches as before.
 */
export default function SearchSuggest({ inputId }: { inputId: string }) {
  const { t } = useTranslation();
  const { api } = useSite();
  const [, navigate] = useLocation();
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const state = useRef({ items, active });
  state.current = { items, active };
  const listId = `${inputId}-list`;
  // The handlers read the current api and navigate through a ref: re-attaching them when either changes
  // (a login refreshing the session while someone types) would drop the suggestion request waiting to go.
  const deps = useRef({ api, navigate });
  deps.current = { api, navigate };

  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (!input) return;
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    input.setAttribute('autocomplete', 'off');
    let timer: ReturnType<typeof setTimeout> | undefined;
    let serial = 0;
    const close = () => {
      serial++;
      setItems([]);
      setActive(-1);
    };
    const onInput = () => {
      clearTimeout(timer);
      const keywords = input.value.trim();
      if (keywords.length < SUGGEST_MIN_CHARS) return close();
      const mine = ++serial;
      timer = setTimeout(() => {
        deps.current.api
          .call(searchProductTab, { query: { keywords, page: 1, size: SUGGEST_COUNT } })
          .then((page) => {
            if (mine !== serial) return;
            setItems(page.list.slice(0, SUGGEST_COUNT));
            setActive(-1);
          })
          .catch(() => undefined);
      }, SUGGEST_DELAY_MS);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      const { items: list, active: at } = state.current;
      if (!list.length) return;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        setActive(nextActive(at, e.key, list.length));
      } else if (e.key === 'Enter' && at >= 0) {
        e.preventDefault();
        deps.current.navigate(list[at]!.url);
        close();
      } else if (e.key === 'Escape') {
        // Closes the list only, not the phone's search panel around it.
        e.stopPropagation();
        close();
      }
    };
    // A click on a suggestion lands before the blur closes the list (the options keep the focus in the field).
    const onBlur = () => setTimeout(close, 150);
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('blur', onBlur);
    // This module loads when the field is first focused: what was typed while it loaded is looked up now.
    if (input.value.trim()) onInput();
    return () => {
      clearTimeout(timer);
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('blur', onBlur);
    };
  }, [inputId, listId]);

  useEffect(() => {
    const input = document.getElementById(inputId);
    input?.setAttribute('aria-expanded', String(items.length > 0));
    if (active >= 0) input?.setAttribute('aria-activedescendant', `${listId}-${active}`);
    else input?.removeAttribute('aria-activedescendant');
  }, [items, active, inputId, listId]);

  return (
    <ul id={listId} role="listbox" className="search-suggest" aria-label={t('common:search.suggestions')} hidden={!items.length} data-testid="search-suggest">
      {items.map((s, i) => (
        <li
          key={s.id}
          id={`${listId}-${i}`}
          role="option"
          aria-selected={i === active}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            navigate(s.url);
            setItems([]);
          }}
        >
          <span className="catalog-number">{s.title}</span> <span className="suggest-name">{s.name}</span>
        </li>
      ))}
    </ul>
  );
}
