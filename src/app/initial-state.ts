import type { Lang } from '../contracts/lang.ts';
import type { LangHosts } from '../contracts/site-url.ts';
import type { ShellData } from '../site/site-context.tsx';

/** What the server hands to the page for hydration (public data only, never per-user state). */
export interface InitialState {
  lang: Lang;
  hosts: LangHosts;
  shell: ShellData;
  /** The current route's loader data, keyed by the path and query it was loaded for. */
  route: { id: string; key: string; data: unknown; status: number };
}

export const INITIAL_STATE_ID = '__INITIAL_STATE__';

/** JSON safe to put inside a <script> element: no "</script>", no HTML comment openers, no line separators. */
export function serializeState(state: InitialState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
